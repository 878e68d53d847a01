import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { MAILBOX_COLUMN_HEADERS, MAILBOX_SUBTITLE } from './_components/mailbox-list';

export default function MessagingLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.messaging.title}
      subtitle={MAILBOX_SUBTITLE}
      caption="Mes discussions"
      headers={MAILBOX_COLUMN_HEADERS}
    />
  );
}
