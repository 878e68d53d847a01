import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { USERS_COLUMN_HEADERS } from './_components/users-list';

export default function UsersLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.users.title}
      subtitle="Particuliers et professionnels inscrits."
      caption="Liste des clients"
      headers={USERS_COLUMN_HEADERS}
    />
  );
}
