import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { CREDENTIALS_COLUMN_HEADERS } from './_components/credentials-list';

export default function CredentialsLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.credentials.title}
      subtitle="Les comptes du personnel et leurs rôles."
      caption="Liste des utilisateurs"
      headers={CREDENTIALS_COLUMN_HEADERS}
    />
  );
}
