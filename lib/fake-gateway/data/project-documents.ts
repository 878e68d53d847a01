/**
 * Documents of quotes, invoices and works acceptances. A record created from an upload points at
 * its stored document; a seeded one has a derived document, built on read, whose id is the
 * record's id with another version nibble ('d' for the main PDF, 'a' 'b' 'c' for a quote's
 * attachments), so GET /documents/:id finds its record without an index.
 */
import type {
  DocumentRecord,
  ProfessionalInvoiceRecord,
  ProviderInvoiceRecord,
  QuoteRecord,
  WorksAcceptanceRecord,
} from './project-records';
import type { ProjectData } from './project-data';

const MAIN = 'd';
const ATTACHMENT_SLOTS = ['a', 'b', 'c'] as const;
const VERSION_AT = 14;

function derivedId(recordId: string, slot: string): string {
  return recordId.length === 36 && recordId[VERSION_AT] === '4'
    ? `${recordId.slice(0, VERSION_AT)}${slot}${recordId.slice(VERSION_AT + 1)}`
    : `${recordId}.${slot}`;
}

/** The record id and slot a derived document id comes from. */
function parseDerivedId(documentId: string): { recordId: string; slot: string } | undefined {
  if (documentId.length === 36 && documentId[8] === '-' && documentId[13] === '-') {
    const slot = documentId[VERSION_AT];
    if (slot === MAIN || (ATTACHMENT_SLOTS as readonly string[]).includes(slot)) {
      return { recordId: `${documentId.slice(0, VERSION_AT)}4${documentId.slice(VERSION_AT + 1)}`, slot };
    }
  }
  const dot = documentId.lastIndexOf('.');
  if (dot > 0) return { recordId: documentId.slice(0, dot), slot: documentId.slice(dot + 1) };
  return undefined;
}

const PDF = 'application/pdf';

export const ATTACHMENT_NAMES: Record<string, { file: string; name: string }> = {
  insurance_dc: { file: 'Attestation décennale.pdf', name: "Attestation d'assurance décennale" },
  insurance_rc: { file: 'Attestation RC pro.pdf', name: "Attestation d'assurance responsabilité civile" },
  contractor_quality_chart: { file: 'Charte qualité signée.pdf', name: 'Charte qualité signée' },
  software_contract_quotes_invoices: {
    file: 'Contrat logiciel devis et factures.pdf',
    name: 'Contrat logiciel devis et factures',
  },
  fiscal_bundle: { file: 'Liasse fiscale.pdf', name: 'Liasse fiscale' },
};

const QUOTE_TYPE = { code: 'quote', name: 'Devis' };
const AMENDMENT_TYPE = { code: 'amendment', name: 'Avenant' };
const INVOICE_TYPE = { code: 'invoice', name: 'Facture' };
const PROVIDER_INVOICE_TYPE = { code: 'lmsg_invoice', name: 'Facture plateforme' };
const CREDIT_NOTE_TYPE = { code: 'credit_note', name: 'Avoir' };
const WORKS_ACCEPTANCE_TYPE = { code: 'works_acceptance', name: 'PV de fin de chantier' };

function derived(fields: Omit<DocumentRecord, 'status' | 'mimeType'>): DocumentRecord {
  return { ...fields, status: 'VALIDATED', mimeType: PDF };
}

export function quoteDocument(data: ProjectData, quote: QuoteRecord): DocumentRecord | undefined {
  if (quote.documentId) return data.documents.get(quote.documentId);
  const amendment = quote.type === 'AMENDMENT';
  return derived({
    id: derivedId(quote.id, MAIN),
    name: `${amendment ? 'Avenant' : 'Devis'} ${quote.rid}.pdf`,
    type: amendment ? AMENDMENT_TYPE : QUOTE_TYPE,
    createdAt: quote.dispatchedAt,
    kind: 'quote',
    projectId: quote.projectId,
    ownerId: quote.ownerId,
  });
}

export function quoteAttachments(quote: QuoteRecord): DocumentRecord[] {
  return quote.attachmentCodes.slice(0, ATTACHMENT_SLOTS.length).map((code, index) => {
    const names = ATTACHMENT_NAMES[code] ?? { file: `${code}.pdf`, name: code };
    return derived({
      id: derivedId(quote.id, ATTACHMENT_SLOTS[index]),
      name: names.file,
      type: { code, name: names.name },
      createdAt: quote.dispatchedAt,
      kind: 'quote-attachment',
      projectId: quote.projectId,
      ownerId: quote.ownerId,
    });
  });
}

export function professionalInvoiceDocument(
  data: ProjectData,
  invoice: ProfessionalInvoiceRecord,
): DocumentRecord | undefined {
  if (invoice.documentId) return data.documents.get(invoice.documentId);
  return derived({
    id: derivedId(invoice.id, MAIN),
    name: `Facture ${invoice.rid}.pdf`,
    type: INVOICE_TYPE,
    createdAt: invoice.dispatchedAt,
    kind: 'invoice',
    projectId: invoice.projectId,
    ownerId: invoice.ownerId,
  });
}

export function providerInvoiceDocument(
  data: ProjectData,
  invoice: ProviderInvoiceRecord,
): DocumentRecord | undefined {
  if (invoice.documentId) return data.documents.get(invoice.documentId);
  if (!invoice.hasDocument) return undefined;
  const creditNote = invoice.type.endsWith('CREDIT_NOTE');
  return derived({
    id: derivedId(invoice.id, MAIN),
    name: `${creditNote ? 'Avoir' : 'Facture'} ${invoice.number}.pdf`,
    type: creditNote ? CREDIT_NOTE_TYPE : PROVIDER_INVOICE_TYPE,
    createdAt: invoice.dispatchedAt,
    kind: 'invoice',
    ...(invoice.projectId ? { projectId: invoice.projectId } : {}),
    ownerId: invoice.recipientId,
  });
}

export function worksAcceptanceDocument(
  data: ProjectData,
  acceptance: WorksAcceptanceRecord,
): DocumentRecord | undefined {
  if (acceptance.documentId) return data.documents.get(acceptance.documentId);
  return derived({
    id: derivedId(acceptance.id, MAIN),
    name: `PV de fin de chantier ${acceptance.rid}.pdf`,
    type: WORKS_ACCEPTANCE_TYPE,
    createdAt: acceptance.dispatchedAt,
    kind: 'works-acceptance',
    projectId: acceptance.projectId,
    ownerId: acceptance.ownerId,
  });
}

/** Any document by id: a stored one, or one derived from a quote, an invoice or a works acceptance. */
export function findDocument(data: ProjectData, id: string): DocumentRecord | undefined {
  const stored = data.documents.get(id);
  if (stored) return stored;
  const parsed = parseDerivedId(id);
  if (!parsed) return undefined;
  const { recordId, slot } = parsed;
  const quote = data.quotes.get(recordId);
  if (quote && !quote.documentId) {
    if (slot === MAIN) return quoteDocument(data, quote);
    return quoteAttachments(quote).find((document) => document.id === id);
  }
  if (slot !== MAIN) return undefined;
  const proInvoice = data.professionalInvoices.get(recordId);
  if (proInvoice && !proInvoice.documentId) return professionalInvoiceDocument(data, proInvoice);
  const providerInvoice = data.providerInvoices.get(recordId);
  if (providerInvoice && !providerInvoice.documentId) return providerInvoiceDocument(data, providerInvoice);
  const acceptance = data.worksAcceptances.get(recordId);
  if (acceptance && !acceptance.documentId) return worksAcceptanceDocument(data, acceptance);
  return undefined;
}
