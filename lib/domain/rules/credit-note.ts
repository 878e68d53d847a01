import type { InvoiceType } from '@/lib/domain/enums';

/**
 * The credit-note type that cancels an invoice of this type, or undefined when the type has none:
 * the marketplace credits its own fee, insurance and basic invoices, never a professional's
 * payment invoice nor a credit note (our contract, docs/gateway-contract.md).
 */
export function creditNoteTypeOf(type: InvoiceType): InvoiceType | undefined {
  if (type === 'INSURANCE') return 'INSURANCE_CREDIT_NOTE';
  if (type === 'FEE' || type === 'BASIC') return 'BASIC_CREDIT_NOTE';
  return undefined;
}

export function isCreditNote(type: InvoiceType): boolean {
  return type === 'INSURANCE_CREDIT_NOTE' || type === 'BASIC_CREDIT_NOTE';
}
