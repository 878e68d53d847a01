/**
 * The inputs of the quote view's actions, parsed by their server actions. `type` only words the
 * messages ("le devis", "l'avenant"); the gateway knows the quote's real type and enforces the rules.
 */
import { z } from 'zod';
import { parisDay } from '@/lib/domain/days';
import { quoteRefusalReason, quoteType, type QuoteRefusalReason, type QuoteType } from '@/lib/domain/enums';
import { enumSchema } from '@/lib/domain/enums/schema';
import { depositPercentage, readDecimal, requiredDate } from '@/lib/domain/rules';
import type { Quote } from '@/lib/domain/schemas';
import { QUOTE_MESSAGES as M } from '@/lib/contracts/messages';
import { QUOTE_REASONS_NEEDING_COMMENT } from '@/lib/contracts/rules';

const isReason = (value: string): value is QuoteRefusalReason =>
  (quoteRefusalReason.values as readonly string[]).includes(value);

export const quoteInput = z.object({ id: z.string().min(1).max(100), type: enumSchema(quoteType) });

export const signInput = quoteInput.extend({
  signedAt: requiredDate(M.signedAtLabel.toLowerCase()).transform((date) => parisDay(date)),
});

export const cancelInput = quoteInput
  .extend({
    // Checked as a whole so that a wrong value is reported under the field, not under "reasons.0".
    reasons: z
      .array(z.string().max(50), { error: M.reasonsRequired })
      .min(1, M.reasonsRequired)
      .max(quoteRefusalReason.values.length, M.reasonsInvalid)
      .refine((reasons) => reasons.every(isReason), M.reasonsInvalid)
      .transform((reasons) => reasons.filter(isReason)),
    comment: z
      .string()
      .trim()
      .max(2000, M.commentTooLong)
      .optional()
      .transform((comment) => comment || undefined),
  })
  .refine(
    ({ reasons, comment }) =>
      comment || !reasons.some((reason) => QUOTE_REASONS_NEEDING_COMMENT.includes(reason)),
    {
      message: M.commentRequired,
      path: ['comment'],
      // Said once the reasons are right: a wrong list is corrected first.
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'reasons'),
    },
  );

export const downPaymentInput = z.object({
  id: z.string().min(1).max(100),
  // A select's value ("30") or a number; the bounds depend on the quote, checked once it is read.
  percentage: z
    .union([z.string().max(20), z.number()], { error: M.percentageRequired })
    .transform((value) => readDecimal(value))
    .pipe(z.number({ error: M.percentageRequired }).int({ error: M.percentageRequired })),
});

/** The percentage within the deposit bounds of the quote's own amounts (SPEC §9). */
export function boundedDownPayment({ amount }: Pick<Quote, 'amount'>) {
  return z.object({
    percentage: depositPercentage({ amountExclTax: amount.exclTax, amountInclTax: amount.inclTax }),
  });
}

/** The type the input claims, for the wording of a refusal that comes before the schema passes. */
export function claimedQuoteType(raw: unknown): QuoteType {
  const parsed = z.object({ type: enumSchema(quoteType) }).safeParse(raw);
  return parsed.success ? parsed.data.type : 'INITIAL';
}
