import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ListViews } from '@/components/views/list-views';
import { canAccessRoute, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { claimsOnPage } from '@/lib/queues/work';
import { bulkKindsFor } from '@/lib/selection/kinds';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { listProviderInvoices } from '@/lib/gateway/billing';
import { personName } from '@/app/(backoffice)/_components/invoice-links';
import { INVOICE_LIST_TEXTS as T } from '@/lib/domain/invoice-list-texts';
import { INVOICES_LIST_DEFAULTS, type InvoicesListQuery } from '@/lib/lists/invoices';
import { invoicesGatewayQuery, parseInvoicesListParams } from '@/lib/lists/invoices-params';
import { type InvoicesScope } from './_components/invoices-list';
import { toInvoiceRow } from './_components/invoices-rows';
import { InvoicesTable } from './_components/invoices-table';
import { ownedBy } from '@/app/(backoffice)/_components/owner-column';

export const metadata: Metadata = { title: ROUTES.invoices.title };

/** The recipient or project a link scoped the list to, named from the rows when there are any. */
function scopeOf(query: InvoicesListQuery, items: readonly ProviderInvoice[]): InvoicesScope {
  const recipient = query.recipientId ? items[0]?.recipient : undefined;
  const project = query.projectId ? items.find((item) => item.project)?.project : undefined;
  return {
    recipient: query.recipientId && (recipient ? personName(recipient) : query.recipientId),
    project: query.projectId && (project?.rid ?? query.projectId),
  };
}

/** The provider invoices and credit notes: filters, sort and page come from the URL, the gateway pages. */
export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('invoices');
  const query = parseInvoicesListParams(await searchParams);
  const page = await readOrExpire(() =>
    listProviderInvoices(
      session.token,
      invoicesGatewayQuery({ ...query, sort: query.sort ?? INVOICES_LIST_DEFAULTS.sort }),
    ),
  );
  const claims = await claimsOnPage(
    'invoice',
    page.items.map((invoice) => invoice.id),
  );

  return (
    <>
      <PageHeader
        title={ROUTES.invoices.title}
        subtitle={T.subtitle}
        actions={<ListViews session={session} list="invoices" query={query} total={page.total} />}
      />
      <InvoicesTable
        rows={page.items.map((invoice) => ({
          ...toInvoiceRow(invoice),
          ...ownedBy(claims.get(invoice.id)?.staffName),
        }))}
        total={page.total}
        totalInclTax={page.totalInclTax}
        query={query}
        scope={scopeOf(query, page.items)}
        canExport={canAccessRoute(session.user.roles, 'exports')}
        bulkKinds={bulkKindsFor(session.user.roles, ['markInvoicesPaid', 'markInvoicesIrrecoverable'])}
      />
    </>
  );
}
