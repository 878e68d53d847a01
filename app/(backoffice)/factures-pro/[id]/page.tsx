import type { Metadata } from 'next';
import { cache } from 'react';
import Link from 'next/link';
import { RecordHeader } from '@/components/record/record-header';
import { RecordSection } from '@/components/record/record-section';
import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import { getProfessionalInvoice } from '@/lib/gateway/invoices';
import { ProjectLink, RecipientLink, yesNo } from '@/app/(backoffice)/_components/invoice-links';
import { orNotFound } from '@/lib/auth/gateway-read';
import { ProInvoiceActions } from './_components/pro-invoice-actions';
import { ApprovalNotice } from '@/app/(backoffice)/_components/approval-notice';
import { isHeld } from '@/lib/approvals/read';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { recordTitle } from '@/lib/access/record-title';
import { versionToken } from '@/lib/changes/version';

/** One gateway read per request, shared by the title and the page. */
const readInvoice = cache(async (id: string) => {
  const session = await requireAccess('proInvoiceView');
  return { session, invoice: await orNotFound(() => getProfessionalInvoice(session.token, id)) };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { invoice } = await readInvoice((await params).id);
  return recordTitle('proInvoiceView', invoice.rid);
}

/** The professional invoice view (SPEC §3): what a professional billed the project owner. */
export default async function ProInvoiceViewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, invoice } = await readInvoice((await params).id);

  return (
    <>
      <RecordHeader
        record={{ type: 'proInvoiceView', id: invoice.id }}
        breadcrumb={
          <Link href={pathFor('projectView', { id: invoice.project.id })}>Projet {invoice.project.rid}</Link>
        }
        title={`Facture professionnelle ${invoice.rid}`}
        status={<EnumBadge catalogue={invoiceStatus} value={invoice.status} />}
        statusChange={{ targetType: 'proInvoiceView', targetId: invoice.id, roles: session.user.roles }}
        subtitle={invoiceType.label(invoice.type)}
        identifiers={[
          { label: 'RID', value: invoice.rid },
          { label: 'Id', value: invoice.id },
        ]}
      />
      <ApprovalNotice target={{ type: 'proInvoiceView', id: invoice.id }} session={session} />
      <div className="mb-6">
        <ProInvoiceActions
          invoice={invoice}
          roles={session.user.roles}
          paidHeld={isHeld('markProInvoicePaid', invoice.amount.inclTax)}
          version={versionToken('proInvoice', invoice)}
        />
      </div>
      <RecordWithJournal
        targetType="proInvoiceView"
        targetId={invoice.id}
        roles={session.user.roles}
        basePath={pathFor('proInvoiceView', { id: invoice.id })}
        searchParams={await searchParams}
      >
        <RecordSection
          title="Facture"
          columns={3}
          items={[
            { term: 'RID', value: invoice.rid },
            { term: 'Type', value: <EnumBadge catalogue={invoiceType} value={invoice.type} /> },
            { term: 'Statut', value: <EnumBadge catalogue={invoiceStatus} value={invoice.status} /> },
            { term: 'Date du statut', value: formatDateTime(invoice.statusDate) },
            { term: 'Professionnel', value: <RecipientLink user={invoice.owner} /> },
            { term: 'Montant TTC', value: formatEuros(invoice.amount.inclTax) },
            { term: "Date d'émission", value: formatDateTime(invoice.dispatchedAt) },
            { term: 'Date de paiement', value: formatDate(invoice.paidAt) },
            { term: 'Projet', value: <ProjectLink project={invoice.project} /> },
            {
              term: 'Document',
              value: (
                <RecordLink href={pathFor('documentViewer', { id: invoice.document.id })}>
                  {invoice.document.name || 'Voir le document'}
                </RecordLink>
              ),
            },
            {
              term: 'Commentaire',
              value: invoice.comment ? <span className="whitespace-pre-line">{invoice.comment}</span> : null,
            },
            { term: 'Contournement', value: yesNo(invoice.bypass) },
          ]}
        />
      </RecordWithJournal>
    </>
  );
}
