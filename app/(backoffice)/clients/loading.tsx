import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { USERS_COLUMN_HEADERS } from './_components/users-list';

export default function UsersLoading() {
  return (
    <>
      <PageHeader title={ROUTES.users.title} subtitle="Particuliers et professionnels inscrits." />
      <DataTableSkeleton caption="Liste des clients" headers={USERS_COLUMN_HEADERS} />
    </>
  );
}
