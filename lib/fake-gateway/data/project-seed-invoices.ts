/**
 * Seed of the invoices: the professional's invoices to the owner, the marketplace's invoices (fees,
 * insurance, legal protection, registration fees, credit notes) and their numbering.
 */
import { type InvoiceStatus, type InvoiceType, type OptionCode, type ProductCode } from '@/lib/domain/enums';
import { DAY_MS } from '../core/time';
import { invoiceNumber, ridOf } from './project-ids';
import { link } from './project-links';
import type {
  InvoiceLineRecord,
  ProfessionalInvoiceRecord,
  ProjectRecord,
  ProviderInvoiceRecord,
  TaxRecord,
} from './project-records';
import { creditNoteTypeOf, roundCents } from './project-rules';
import { flat, iso, nextId, type Builder } from './project-seed-kit';

function taxLine(
  productCode: ProductCode,
  exclTax: number,
  tax: TaxRecord['type'],
  rate: number,
  reference?: { amount: number; percentage: number },
): InvoiceLineRecord {
  return {
    productCode,
    exclTax,
    tax: { type: tax, amount: roundCents((exclTax * rate) / 100), rate },
    referenceAmount: reference?.amount,
    referencePercentage: reference?.percentage,
  };
}

export interface ProviderInvoiceSeed {
  type: InvoiceType;
  status: InvoiceStatus;
  recipientId: string;
  line: InvoiceLineRecord;
  dispatchedAt: number;
  paidAt?: number;
  statusAt?: number;
  project?: ProjectRecord;
}

/** Numbers are given once every invoice is seeded, in order of dispatch (seedProjects). */
export function seedProviderInvoice(builder: Builder, seed: ProviderInvoiceSeed): ProviderInvoiceRecord {
  const { rng, now } = builder;
  const index = builder.records.providerInvoices.length;
  const creditNote = seed.type.endsWith('CREDIT_NOTE');
  const invoice: ProviderInvoiceRecord = {
    id: nextId(builder, 'provider-invoice'),
    rid: ridOf('providerInvoice', index),
    type: seed.type,
    number: '',
    status: seed.status,
    recipientId: seed.recipientId,
    line: seed.line,
    dispatchedAt: iso(seed.dispatchedAt),
    paidAt:
      seed.status === 'PAID'
        ? iso(seed.paidAt ?? Math.min(now, seed.dispatchedAt + rng.int(1, 15) * DAY_MS))
        : undefined,
    statusDate: iso(Math.min(now, seed.statusAt ?? seed.paidAt ?? seed.dispatchedAt)),
    // One invoice in twenty has no PDF yet (document and documentUrl are optional).
    hasDocument: creditNote || rng.chance(0.95),
    documentId: undefined,
    projectId: seed.project?.id,
    associatedInvoiceIds: undefined,
    bypass: rng.chance(0.02),
  };
  if (invoice.status === 'PAID' && invoice.paidAt) invoice.statusDate = invoice.paidAt;
  builder.records.providerInvoices.push(invoice);
  if (seed.project) link(seed.project, 'providerInvoices', invoice.id);
  if (invoice.status === 'CANCELED_BY_CREDIT_NOTE') {
    const creditType = creditNoteTypeOf(invoice.type) ?? 'BASIC_CREDIT_NOTE';
    const at = Math.min(now, seed.dispatchedAt + rng.int(2, 30) * DAY_MS);
    invoice.statusDate = iso(at);
    const credit = seedProviderInvoice(builder, {
      ...seed,
      type: creditType,
      status: 'PAID',
      dispatchedAt: at,
      paidAt: at,
      statusAt: at,
    });
    credit.associatedInvoiceIds = [invoice.id];
    invoice.associatedInvoiceIds = [credit.id];
  }
  return invoice;
}

/** The marketplace's service fee on a professional invoice paid through it (20 % VAT, SPEC §9). */
export function feeLine(builder: Builder, reference: number): InvoiceLineRecord {
  const rate = builder.rng.pick([4, 5, 6, 8]);
  return taxLine('FEE', roundCents((reference * rate) / 100), 'TVA', 20, {
    amount: reference,
    percentage: rate,
  });
}

export function optionLine(code: OptionCode, reference: number): InvoiceLineRecord {
  if (code === 'DOWN_PAYMENT_GUARANTEE') {
    // Insurance premiums bear the insurance-contract tax (TCA), not VAT.
    return taxLine('DOWN_PAYMENT_GUARANTEE', Math.max(15, roundCents(reference * 0.025)), 'TCA', 9, {
      amount: reference,
      percentage: 2.5,
    });
  }
  return taxLine('LEGAL_PROTECTION_PACK', 49, 'TVA', 20);
}

export function registrationFeeLine(): InvoiceLineRecord {
  return taxLine('REGISTRATION_FEE', 150, 'TVA', 20);
}

export interface ProfessionalInvoiceSeed {
  type: InvoiceType;
  status: InvoiceStatus;
  ownerId: string;
  amount: number;
  dispatchedAt: number;
  paidAt?: number;
  comment?: string;
}

export function seedProfessionalInvoice(
  builder: Builder,
  project: ProjectRecord,
  seed: ProfessionalInvoiceSeed,
): ProfessionalInvoiceRecord {
  const { rng, now } = builder;
  const rid = ridOf('professionalInvoice', builder.records.professionalInvoices.length);
  const statusAt =
    seed.status === 'PAID'
      ? (seed.paidAt ?? seed.dispatchedAt)
      : seed.status === 'CANCELED'
        ? Math.min(now, seed.dispatchedAt + rng.int(1, 5) * DAY_MS)
        : seed.dispatchedAt;
  const invoice: ProfessionalInvoiceRecord = {
    id: nextId(builder, 'professional-invoice'),
    rid,
    type: seed.type,
    status: seed.status,
    ownerId: seed.ownerId,
    amount: { inclTax: roundCents(seed.amount) },
    dispatchedAt: iso(seed.dispatchedAt),
    paidAt: seed.status === 'PAID' && seed.paidAt !== undefined ? iso(seed.paidAt) : undefined,
    statusDate: iso(statusAt),
    documentId: undefined,
    projectId: project.id,
    comment: seed.comment,
    bypass: rng.chance(0.02),
  };
  builder.records.professionalInvoices.push(invoice);
  link(project, 'professionalInvoices', invoice.id);
  return invoice;
}

/** Invoice numbers follow the order of dispatch, one sequence for invoices and one for credit notes. */
export function numberInvoices(invoices: ProviderInvoiceRecord[]): { invoices: number; creditNotes: number } {
  const ordered = [...invoices].sort((a, b) =>
    a.dispatchedAt < b.dispatchedAt ? -1 : a.dispatchedAt > b.dispatchedAt ? 1 : a.rid < b.rid ? -1 : 1,
  );
  let invoiceCount = 0;
  let creditCount = 0;
  for (const invoice of ordered) {
    const creditNote = invoice.type.endsWith('CREDIT_NOTE');
    const n = creditNote ? (creditCount += 1) : (invoiceCount += 1);
    invoice.number = flat(invoiceNumber(creditNote, invoice.dispatchedAt.slice(0, 4), n));
  }
  return { invoices: invoiceCount, creditNotes: creditCount };
}
