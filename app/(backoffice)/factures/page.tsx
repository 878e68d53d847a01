import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { listHref } from '@/components/data-table/url-state';
import { pathFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { listProviderInvoices } from '@/lib/gateway/billing';
import { personName } from '@/app/(backoffice)/_components/invoice-links';
import { INVOICE_LIST_TEXTS as T } from '@/app/(backoffice)/_lib/invoice-messages';
import { DispatchDateFilter } from './_components/dispatch-date-filter';
import {
  INVOICES_LIST_DEFAULTS,
  parseInvoicesListParams,
  toInvoiceRow,
  type InvoicesListQuery,
} from './_components/invoices-list';
import { InvoicesTable } from './_components/invoices-table';
import { ListScope, type ListScopeItem } from './_components/list-scope';

export const metadata: Metadata = { title: ROUTES.invoices.title };

/** The recipient or project a link scoped the list to, named from the rows when there are any. */
function scopeOf(query: InvoicesListQuery, items: readonly ProviderInvoice[]): ListScopeItem[] {
  const scope: ListScopeItem[] = [];
  if (query.recipientId) {
    const recipient = items[0]?.recipient;
    scope.push({
      name: 'recipientId',
      label: T.recipientScope,
      value: recipient ? personName(recipient) : query.recipientId,
    });
  }
  if (query.projectId) {
    const project = items.find((item) => item.project)?.project;
    scope.push({ name: 'projectId', label: T.projectScope, value: project?.rid ?? query.projectId });
  }
  return scope;
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
    listProviderInvoices(session.token, { ...query, sort: query.sort ?? INVOICES_LIST_DEFAULTS.sort }),
  );
  const pathname = pathFor('invoices');

  return (
    <>
      <PageHeader title={ROUTES.invoices.title} subtitle={T.subtitle} />
      <ListScope
        items={scopeOf(query, page.items)}
        pathname={pathname}
        query={query}
        defaults={INVOICES_LIST_DEFAULTS}
      />
      <DispatchDateFilter
        key={listHref(pathname, query, {}, INVOICES_LIST_DEFAULTS)}
        pathname={pathname}
        query={query}
        defaults={INVOICES_LIST_DEFAULTS}
      />
      <InvoicesTable rows={page.items.map(toInvoiceRow)} total={page.total} query={query} />
    </>
  );
}
