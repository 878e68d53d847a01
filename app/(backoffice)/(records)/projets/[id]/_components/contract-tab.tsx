import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access/paths';
import { formatDateTime } from '@/lib/domain/dates';
import {
  invoiceStatus,
  invoiceType,
  paymentProvider,
  projectPaymentStatus,
  quoteStatus,
  quoteType,
} from '@/lib/domain/enums';
import { formatEuros, formatShare } from '@/lib/domain/money';
import type { Role } from '@/lib/domain/roles';
import type { BankDetails, Project } from '@/lib/domain/schemas';
import { UserLink } from '@/app/(backoffice)/_components/user-link';
import { ContractActions } from './contract-actions';

export const NO_VIRTUAL_IBAN = "Aucun IBAN virtuel n'est ouvert pour ce projet.";

function percentage(value: number | null | undefined): string {
  return value == null ? '' : formatShare(value / 100);
}

function QuotesTable({ project }: { project: Project }) {
  const { quotes } = project.contractualization;
  return (
    <Table caption="Devis et avenants du projet">
      <THead>
        <tr>
          <Th>Type</Th>
          <Th>RID</Th>
          <Th>Professionnel</Th>
          <Th>Statut</Th>
          <Th numeric>Montant HT</Th>
          <Th numeric>Montant TTC</Th>
          <Th kind="count">Acompte</Th>
          <Th>Envoyé le</Th>
          <Th>Signé le</Th>
        </tr>
      </THead>
      <TBody>
        {quotes.length === 0 ? (
          <TableEmptyRow colSpan={9}>Aucun devis.</TableEmptyRow>
        ) : (
          quotes.map((quote) => (
            <Tr key={quote.id}>
              <Td>{quoteType.label(quote.type)}</Td>
              <Td kind="id">
                <RecordLink href={pathFor('quoteView', { id: quote.id })}>{quote.rid}</RecordLink>
              </Td>
              <Td>
                <UserLink user={quote.owner} />
              </Td>
              <Td kind="status">
                <EnumBadge catalogue={quoteStatus} value={quote.status} />
              </Td>
              <Td numeric>{formatEuros(quote.amount.exclTax)}</Td>
              <Td numeric>{formatEuros(quote.amount.inclTax)}</Td>
              <Td kind="count">{percentage(quote.downPayment?.percentage)}</Td>
              <Td kind="datetime">{formatDateTime(quote.dispatchedAt)}</Td>
              <Td kind="datetime">{formatDateTime(quote.signedAt)}</Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}

function ProviderInvoicesTable({ project }: { project: Project }) {
  const invoices = project.payment.lmsgInvoices;
  return (
    <Table caption="Factures du prestataire">
      <THead>
        <tr>
          <Th>Numéro</Th>
          <Th>Type</Th>
          <Th>Statut</Th>
          <Th numeric>Montant HT</Th>
          <Th numeric>Montant TTC</Th>
          <Th>Émise le</Th>
          <Th>Payée le</Th>
        </tr>
      </THead>
      <TBody>
        {invoices.length === 0 ? (
          <TableEmptyRow colSpan={7}>Aucune facture du prestataire.</TableEmptyRow>
        ) : (
          invoices.map((invoice) => (
            <Tr key={invoice.id}>
              <Td kind="id">
                <RecordLink href={pathFor('invoiceView', { id: invoice.id })}>{invoice.number}</RecordLink>
              </Td>
              <Td>{invoiceType.label(invoice.type)}</Td>
              <Td kind="status">
                <EnumBadge catalogue={invoiceStatus} value={invoice.status} />
              </Td>
              <Td numeric>{formatEuros(invoice.amount.exclTax)}</Td>
              <Td numeric>{formatEuros(invoice.amount.inclTax)}</Td>
              <Td kind="datetime">{formatDateTime(invoice.dispatchedAt)}</Td>
              <Td kind="datetime">{formatDateTime(invoice.paidAt)}</Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}

function ProfessionalInvoicesTable({ project }: { project: Project }) {
  const { invoices } = project.payment;
  return (
    <Table caption="Factures des professionnels">
      <THead>
        <tr>
          <Th>RID</Th>
          <Th>Type</Th>
          <Th>Professionnel</Th>
          <Th>Statut</Th>
          <Th numeric>Montant TTC</Th>
          <Th>Émise le</Th>
          <Th>Payée le</Th>
        </tr>
      </THead>
      <TBody>
        {invoices.length === 0 ? (
          <TableEmptyRow colSpan={7}>Aucune facture des professionnels.</TableEmptyRow>
        ) : (
          invoices.map((invoice) => (
            <Tr key={invoice.id}>
              <Td kind="id">
                <RecordLink href={pathFor('proInvoiceView', { id: invoice.id })}>{invoice.rid}</RecordLink>
              </Td>
              <Td>{invoiceType.label(invoice.type)}</Td>
              <Td>
                <UserLink user={invoice.owner} />
              </Td>
              <Td kind="status">
                <EnumBadge catalogue={invoiceStatus} value={invoice.status} />
              </Td>
              <Td numeric>{formatEuros(invoice.amount.inclTax)}</Td>
              <Td kind="datetime">{formatDateTime(invoice.dispatchedAt)}</Td>
              <Td kind="datetime">{formatDateTime(invoice.paidAt)}</Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}

export interface ContractTabProps {
  project: Project;
  /** GET /payment/project/:id/viban; null when the project has none (404). */
  viban: BankDetails | null;
  roles: readonly Role[];
  /** Today in Paris (yyyy-MM-dd): the day the forms offer. */
  today: string;
}

/** Contracts and payment tab: the contractor and quotes, then the money and its invoices. */
export function ContractTab({ project, viban, roles, today }: ContractTabProps) {
  const { contractor } = project.contractualization;
  const { payment } = project;
  return (
    <div className="flex flex-col gap-6">
      <ContractActions project={project} roles={roles} today={today} />
      <RecordSection
        title="Contrat"
        items={[{ term: 'Titulaire du contrat', value: contractor ? <UserLink user={contractor} /> : null }]}
      >
        <QuotesTable project={project} />
      </RecordSection>
      <RecordSection
        title="Paiement"
        columns={3}
        items={[
          {
            term: 'Statut du paiement',
            value: <EnumBadge catalogue={projectPaymentStatus} value={payment.status} />,
          },
          { term: 'Prestataire de paiement', value: paymentProvider.label(payment.provider) },
          { term: 'Montant', value: formatEuros(payment.amount) },
          { term: 'Crédit', value: formatEuros(payment.credit) },
          { term: 'Solde', value: formatEuros(payment.balance) },
          { term: "Pourcentage d'acompte", value: percentage(payment.downPayment?.percentage) },
          { term: "Montant de l'acompte", value: formatEuros(payment.downPayment?.amount) },
        ]}
      />
      <RecordSection
        title="IBAN virtuel"
        items={
          viban
            ? [
                { term: 'IBAN', value: <span className="font-mono select-all">{viban.iban}</span> },
                { term: 'BIC', value: <span className="font-mono select-all">{viban.bic}</span> },
              ]
            : undefined
        }
      >
        {viban ? null : <p className="text-sm text-fg-muted">{NO_VIRTUAL_IBAN}</p>}
      </RecordSection>
      <RecordSection title="Factures du prestataire">
        <ProviderInvoicesTable project={project} />
      </RecordSection>
      <RecordSection title="Factures des professionnels">
        <ProfessionalInvoicesTable project={project} />
      </RecordSection>
    </div>
  );
}
