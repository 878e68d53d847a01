import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { MATCHES_COLUMN_HEADERS, MATCHES_SUBTITLE } from './_components/matches-list';

export default function MatchesLoading() {
  return (
    <>
      <PageHeader title={ROUTES.matches.title} subtitle={MATCHES_SUBTITLE} />
      <DataTableSkeleton caption="Liste des matches" headers={MATCHES_COLUMN_HEADERS} />
    </>
  );
}
