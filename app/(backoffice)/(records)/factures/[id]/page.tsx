import type { Metadata } from 'next';
import { ClaimNotice } from '@/app/(backoffice)/_components/claim-notice';
import { cache } from 'react';
import { RecordHeader } from '@/components/record/record-header';
import { RecordSection } from '@/components/record/record-section';
import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import { isCreditNote } from '@/lib/domain/rules/credit-note';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import { getProviderInvoice } from '@/lib/gateway/billing';
import { documentViewerHref } from '@/lib/documents/link';
import { orNotFound } from '@/lib/auth/gateway-read';
import { InvoiceActions } from './_components/invoice-actions';
import { ApprovalNotice } from '@/app/(backoffice)/_components/approval-notice';
import { isHeld, pendingOn } from '@/lib/approvals/read';
import { APPROVAL_MESSAGES as AM } from '@/lib/approvals/messages';
import { InvoiceLines } from './_components/invoice-lines';
import { ProjectLink, RecipientLink, yesNo } from '@/app/(backoffice)/_components/invoice-links';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import {
  keptListParams,
  ListBreadcrumb,
  listContextOf,
} from '@/app/(backoffice)/_components/list-breadcrumb';
import { recordTitle } from '@/lib/access/record-title';
import { versionToken } from '@/lib/changes/version';

type Params = { params: Promise<{ id: string }> };

/** One gateway read per request, shared by the title and the page. */
const readInvoice = cache(async (id: string) => {
  const session = await requireAccess('invoiceView');
  return { session, invoice: await orNotFound(() => getProviderInvoice(session.token, id)) };
});

const kindOf = (invoice: ProviderInvoice) => (isCreditNote(invoice.type) ? 'Avoir' : 'Facture');

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { invoice } = await readInvoice((await params).id);
  return recordTitle('invoiceView', `${kindOf(invoice)} ${invoice.number}`, invoice.rid);
}

/** The document in the app's viewer, whether the gateway named it or only gave its content path. */
function documentLink(invoice: ProviderInvoice) {
  const href = documentViewerHref(invoice);
  return href ? <RecordLink href={href}>{invoice.document?.name || 'Voir le document'}</RecordLink> : null;
}

function AssociatedInvoices({ invoice }: { invoice: ProviderInvoice }) {
  const { associatedInvoices } = invoice;
  const title = isCreditNote(invoice.type) ? 'Facture annulée par cet avoir' : 'Avoirs de la facture';
  return (
    <RecordSection title={title}>
      {associatedInvoices.length === 0 ? (
        <p className="text-sm text-fg-muted">Aucune facture associée.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {associatedInvoices.map((associated) => (
            <li key={associated.id}>
              <RecordLink href={pathFor('invoiceView', { id: associated.id })}>
                {associated.number}
              </RecordLink>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

/** The provider invoice view (SPEC §3): every field, its lines, its credit notes and its actions. */
export default async function InvoiceViewPage({
  params,
  searchParams,
}: Params & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, invoice } = await readInvoice((await params).id);
  const kind = kindOf(invoice);
  const query = await searchParams;
  const pending = await pendingOn({ type: 'invoiceView', id: invoice.id });
  const waiting = (action: string) =>
    pending.some((request) => request.action === action) ? AM.waiting : null;

  return (
    <>
      <RecordHeader
        record={{ type: 'invoiceView', id: invoice.id }}
        breadcrumb={
          <ListBreadcrumb list="invoices" recordId={invoice.id} searchParams={query} session={session} />
        }
        title={`${kind} ${invoice.number}`}
        status={<EnumBadge catalogue={invoiceStatus} value={invoice.status} />}
        statusChange={{ targetType: 'invoiceView', targetId: invoice.id, roles: session.user.roles }}
        subtitle={invoiceType.label(invoice.type)}
        identifiers={[
          { label: 'RID', value: invoice.rid },
          { label: 'Id', value: invoice.id },
        ]}
      />
      <ClaimNotice itemType="invoice" itemId={invoice.id} session={session} />
      <ApprovalNotice target={{ type: 'invoiceView', id: invoice.id }} session={session} read={pending} />
      <div className="mb-6">
        <InvoiceActions
          invoice={invoice}
          roles={session.user.roles}
          held={{
            creditNote: isHeld('createCreditNote', invoice.amount.inclTax),
            irrecoverable: isHeld('markInvoiceIrrecoverable', invoice.amount.inclTax),
            waiting: {
              creditNote: waiting('createCreditNote'),
              irrecoverable: waiting('markInvoiceIrrecoverable'),
            },
          }}
          version={versionToken('providerInvoice', invoice)}
        />
      </div>
      <RecordWithJournal
        targetType="invoiceView"
        targetId={invoice.id}
        roles={session.user.roles}
        basePath={pathFor('invoiceView', { id: invoice.id })}
        searchParams={query}
        keep={keptListParams(listContextOf('invoices', query))}
      >
        <div className="flex flex-col gap-6">
          <RecordSection
            title={kind}
            columns={3}
            items={[
              { term: 'Numéro', value: invoice.number },
              { term: 'RID', value: invoice.rid },
              { term: 'Type', value: <EnumBadge catalogue={invoiceType} value={invoice.type} /> },
              { term: 'Statut', value: <EnumBadge catalogue={invoiceStatus} value={invoice.status} /> },
              { term: 'Date du statut', value: formatDateTime(invoice.statusDate) },
              { term: 'Destinataire', value: <RecipientLink user={invoice.recipient} /> },
              { term: 'Montant HT', value: formatEuros(invoice.amount.exclTax) },
              { term: 'Montant TTC', value: formatEuros(invoice.amount.inclTax) },
              { term: "Date d'émission", value: formatDateTime(invoice.dispatchedAt) },
              { term: 'Date de paiement', value: formatDate(invoice.paidAt) },
              { term: 'Projet', value: invoice.project ? <ProjectLink project={invoice.project} /> : null },
              { term: 'Document', value: documentLink(invoice) },
              { term: 'Contournement', value: yesNo(invoice.bypass) },
            ]}
          />
          <section aria-labelledby="invoice-lines" className="flex flex-col gap-2">
            <h2 id="invoice-lines" className="text-base font-semibold">
              Lignes
            </h2>
            <InvoiceLines lines={invoice.lines} />
          </section>
          <AssociatedInvoices invoice={invoice} />
        </div>
      </RecordWithJournal>
    </>
  );
}
