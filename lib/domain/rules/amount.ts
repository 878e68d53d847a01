import { MAX_AMOUNT } from '@/lib/domain/constants';
import { fail, pass, readDecimal, rule, type RuleResult } from './shared';

export const AMOUNT_MESSAGES = {
  notPositive: 'Le montant indiqué doit être supérieur à zéro.',
  aboveMaximum: 'Le montant indiqué doit être inférieur ou égal au montant autorisé.',
  /** `label` takes "le": "montant", "montant HT". */
  required: (label: string) => `Merci de renseigner le ${label}.`,
} as const;

/** What an amount field may hold: a number, or the text of an input ("1 234,56" or "1234.56"). */
export type AmountInput = number | string;

/**
 * Shared by amount and invoiceAmount: required, then above zero. Text that is not a number counts
 * as empty, as a browser's number input reports it, since the SPEC has no message for it.
 */
export function readPositiveAmount(value: unknown, required: string): RuleResult<number> {
  const amount = readDecimal(value);
  if (amount === undefined || Number.isNaN(amount)) return fail(required);
  if (amount <= 0) return fail(AMOUNT_MESSAGES.notPositive);
  return pass(amount);
}

/** An amount in euros above zero and at most MAX_AMOUNT (1,000,000,000). Parses to a number. */
export function amount(label: string) {
  return rule<AmountInput, number>((value) => {
    const result = readPositiveAmount(value, AMOUNT_MESSAGES.required(label));
    if (result.ok && result.value > MAX_AMOUNT) return fail(AMOUNT_MESSAGES.aboveMaximum);
    return result;
  });
}
