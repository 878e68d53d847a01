import type { InvoiceType } from '@/lib/domain/enums';
import { MAX_AMOUNT } from '@/lib/domain/constants';
import { AMOUNT_MESSAGES, readPositiveAmount, type AmountInput } from './amount';
import { fail, rule } from './shared';

const NO_BREAK_SPACE = '\u00a0';

/**
 * A euro amount written the French way, without Intl so server and browser print the same
 * characters: thousands grouped by a no-break space U+00A0 (not Intl's narrow U+202F), decimal
 * comma, and cents only when there are some: 1500 → "1 500", 1234.5 → "1 234,50".
 */
export function formatEuroAmount(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const units = Math.floor(cents / 100).toString();
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  const rest = cents % 100;
  const sign = value < 0 && cents !== 0 ? '-' : '';
  return `${sign}${grouped}${rest === 0 ? '' : `,${rest.toString().padStart(2, '0')}`}`;
}

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
