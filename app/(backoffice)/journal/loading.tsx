import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { JOURNAL_COLUMN_HEADERS } from '@/app/(backoffice)/_components/journal-cells';
import { JOURNAL_CAPTION, JOURNAL_SUBTITLE } from './_components/journal-list';

export default function JournalLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.journal.title}
      subtitle={JOURNAL_SUBTITLE}
      caption={JOURNAL_CAPTION}
      headers={Object.values(JOURNAL_COLUMN_HEADERS)}
    />
  );
}
