import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { INVOICE_LIST_TEXTS as T } from '@/lib/domain/invoice-list-texts';
import { INVOICES_COLUMN_HEADERS } from './_components/invoices-list';

export default function InvoicesLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.invoices.title}
      subtitle={T.subtitle}
      caption={T.caption}
      headers={INVOICES_COLUMN_HEADERS}
    />
  );
}
