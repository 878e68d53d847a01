import {
  DEPOSIT_HIGH_EXCL_TAX_ABOVE,
  DEPOSIT_LOW_INCL_TAX_MAX,
  DEPOSIT_PERCENTAGE_BOUNDS,
  DOWN_PAYMENT_CHOICES,
  type PercentageBounds,
} from '@/lib/domain/constants';
import { DEPOSIT_PERCENTAGE_MESSAGES } from './deposit-messages';
import { fail, pass, readDecimal, rule } from './shared';

export { DEPOSIT_PERCENTAGE_MESSAGES };

/** A quote's amounts, pre-tax (HT) and tax-inclusive (TTC), in euros. */
export interface DepositAmounts {
  amountExclTax: number;
  amountInclTax: number;
}

/**
 * SPEC §9: TTC of 6000 or less is low, HT above 20000 is high, and the pair picks the row of the
 * bounds table. Inclusive bounds.
 */
export function depositBounds({ amountExclTax, amountInclTax }: DepositAmounts): PercentageBounds {
  const inclTaxCase = amountInclTax <= DEPOSIT_LOW_INCL_TAX_MAX ? 'lowInclTax' : 'highInclTax';
  const exclTaxCase = amountExclTax > DEPOSIT_HIGH_EXCL_TAX_ABOVE ? 'highExclTax' : 'notHighExclTax';
  return DEPOSIT_PERCENTAGE_BOUNDS[inclTaxCase][exclTaxCase];
}

/** The down-payment choices a select offers for these amounts. */
export function depositPercentageChoices(amounts: DepositAmounts): number[] {
  const { min, max } = depositBounds(amounts);
  return DOWN_PAYMENT_CHOICES.filter((choice) => choice >= min && choice <= max);
}

/** What the field may hold: a number, or the value of a select or input ("25"). */
export type PercentageInput = number | string;

/** The down-payment percentage of a quote, within depositBounds(amounts). Parses to a number. */
export function depositPercentage(amounts: DepositAmounts) {
  const { min, max } = depositBounds(amounts);
  return rule<PercentageInput, number>((value) => {
    const percentage = readDecimal(value);
    if (percentage === undefined || Number.isNaN(percentage))
      return fail(DEPOSIT_PERCENTAGE_MESSAGES.required);
    if (percentage < min) return fail(DEPOSIT_PERCENTAGE_MESSAGES.tooLow(min));
    if (percentage > max) return fail(DEPOSIT_PERCENTAGE_MESSAGES.tooHigh(max));
    return pass(percentage);
  });
}
