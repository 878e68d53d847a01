import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { CREDENTIALS_COLUMN_HEADERS } from './_components/credentials-list';

export default function CredentialsLoading() {
  return (
    <>
      <PageHeader title={ROUTES.credentials.title} subtitle="Les comptes du personnel et leurs rôles." />
      <DataTableSkeleton caption="Liste des utilisateurs" headers={CREDENTIALS_COLUMN_HEADERS} />
    </>
  );
}
