import type { InvoiceType } from '@/lib/domain/enums';
import { MAX_AMOUNT } from '@/lib/domain/constants';
import { AMOUNT_MESSAGES, readPositiveAmount, type AmountInput } from './amount';
import { formatEuroAmount } from '../money';
import { fail, rule } from './shared';

// Lives in money.ts, which the browser loads without the rules' schema library.
export { formatEuroAmount };

export const INVOICE_AMOUNT_MESSAGES = {
  notPositive: AMOUNT_MESSAGES.notPositive,
  aboveMaximum: AMOUNT_MESSAGES.aboveMaximum,
  required: AMOUNT_MESSAGES.required('montant'),
  notBelow: (reference: number) =>
    `Le montant indiqué doit être inférieur à ${formatEuroAmount(reference)}€.`,
  notEqual: (reference: number) => `Le montant indiqué doit être égal à ${formatEuroAmount(reference)}€.`,
} as const;

export interface InvoiceAmountContext {
  /** The type chosen in the form; none yet means only the authorised maximum applies. */
  invoiceType?: InvoiceType | '' | null;
  /** The amount the invoice is checked against; without it only the maximum applies. */
  referenceAmount?: number | null;
}

const toCents = (value: number) => Math.round(value * 100);

/**
 * The amount of an invoice: above zero and at most MAX_AMOUNT; then an interim payment must be
 * strictly below the reference amount and any other type must equal it (to the cent).
 */
export function invoiceAmount({ invoiceType, referenceAmount }: InvoiceAmountContext) {
  return rule<AmountInput, number>((value) => {
    const result = readPositiveAmount(value, INVOICE_AMOUNT_MESSAGES.required);
    if (!result.ok) return result;
    if (result.value > MAX_AMOUNT) return fail(INVOICE_AMOUNT_MESSAGES.aboveMaximum);
    if (!invoiceType || referenceAmount === undefined || referenceAmount === null) return result;
    if (invoiceType === 'INTERIM_PAYMENT') {
      return toCents(result.value) < toCents(referenceAmount)
        ? result
        : fail(INVOICE_AMOUNT_MESSAGES.notBelow(referenceAmount));
    }
    return toCents(result.value) === toCents(referenceAmount)
      ? result
      : fail(INVOICE_AMOUNT_MESSAGES.notEqual(referenceAmount));
  });
}
