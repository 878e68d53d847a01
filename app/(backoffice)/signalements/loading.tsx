import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { ISSUES_CAPTION, ISSUES_COLUMN_HEADERS, ISSUES_SUBTITLE } from './_components/issues-list';

export default function IssuesLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.issues.title}
      subtitle={ISSUES_SUBTITLE}
      caption={ISSUES_CAPTION}
      headers={ISSUES_COLUMN_HEADERS}
    />
  );
}
