import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { MATCHES_COLUMN_HEADERS, MATCHES_SUBTITLE } from './_components/matches-list';

export default function MatchesLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.matches.title}
      subtitle={MATCHES_SUBTITLE}
      caption="Liste des matches"
      headers={MATCHES_COLUMN_HEADERS}
    />
  );
}
