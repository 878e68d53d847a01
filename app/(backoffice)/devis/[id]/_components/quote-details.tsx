import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { documentStatus, quoteRefusalReason, quoteStatus, quoteType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type { Document, Quote } from '@/lib/domain/schemas';
import { formatPercentage } from '@/lib/contracts/rules';
import { DocumentLinks, PersonLink, ProjectLink, yesNo } from '@/app/(backoffice)/_components/contract-links';

function AttachmentList({ attachments }: { attachments: readonly Document[] }) {
  if (attachments.length === 0) return <p className="text-sm text-fg-muted">Aucune pièce jointe.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Pièces jointes">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-medium">{attachment.name}</span>
          <span className="text-fg-muted">{attachment.type.name}</span>
          <EnumBadge catalogue={documentStatus} value={attachment.status} />
          <DocumentLinks document={attachment} />
        </li>
      ))}
    </ul>
  );
}

/** Every field of the SPEC §3 quote, grouped as staff read it. */
export function QuoteDetails({ quote }: { quote: Quote }) {
  return (
    <div className="flex flex-col gap-6">
      <RecordSection
        title={quoteType.label(quote.type)}
        items={[
          { term: 'Type', value: quoteType.label(quote.type) },
          { term: 'Professionnel', value: <PersonLink person={quote.owner} /> },
          { term: 'Projet', value: <ProjectLink project={quote.project} /> },
          {
            term: 'Document',
            value: (
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>{quote.document.name}</span>
                <DocumentLinks document={quote.document} />
              </span>
            ),
          },
          { term: 'Commentaire', value: quote.comment },
          { term: 'Contournement', value: yesNo(quote.bypass) },
        ]}
      />
      <RecordSection
        title="Montants"
        columns={3}
        items={[
          { term: 'Montant HT', value: formatEuros(quote.amount.exclTax) },
          { term: 'Montant TTC', value: formatEuros(quote.amount.inclTax) },
          { term: "Pourcentage de l'acompte", value: formatPercentage(quote.downPayment?.percentage) },
        ]}
      />
      <RecordSection
        title="Statut et dates"
        items={[
          {
            term: 'Statut',
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <EnumBadge catalogue={quoteStatus} value={quote.status} />
                <span className="text-fg-muted">depuis le {formatDateTime(quote.statusDate)}</span>
              </span>
            ),
          },
          { term: "Date d'envoi", value: formatDateTime(quote.dispatchedAt) },
          { term: 'Date de validité', value: formatDate(quote.validityDate) },
          { term: 'Date de signature', value: formatDate(quote.signedAt) },
          {
            term: "Motifs de refus ou d'annulation",
            value:
              quote.refusedReasons.length > 0 ? (
                <span className="flex flex-wrap gap-2">
                  {quote.refusedReasons.map((reason) => (
                    <EnumBadge key={reason} catalogue={quoteRefusalReason} value={reason} />
                  ))}
                </span>
              ) : null,
          },
          { term: 'Assurance jointe', value: yesNo(quote.insuranceAttached) },
        ]}
      />
      <RecordSection title="Pièces jointes">
        <AttachmentList attachments={quote.attachments} />
      </RecordSection>
    </div>
  );
}
