import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { MAILBOX_COLUMN_HEADERS, MAILBOX_SUBTITLE } from './_components/mailbox-list';

export default function MessagingLoading() {
  return (
    <>
      <PageHeader title={ROUTES.messaging.title} subtitle={MAILBOX_SUBTITLE} />
      <DataTableSkeleton caption="Mes discussions" headers={MAILBOX_COLUMN_HEADERS} />
    </>
  );
}
