'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { parisDay } from '@/lib/domain/days';
import { quoteRefusalReason, quoteType, type QuoteRefusalReason, type QuoteType } from '@/lib/domain/enums';
import { depositPercentage, readDecimal, requiredDate } from '@/lib/domain/rules';
import { cancelQuote, getQuote, signQuote, unsignQuote, updateQuoteDownPayment } from '@/lib/gateway/quotes';
import { QUOTE_MESSAGES as M } from '@/lib/contracts/messages';
import { QUOTE_REASONS_NEEDING_COMMENT } from '@/lib/contracts/rules';
import { enumSchema } from '@/lib/domain/enums/schema';

/*
 * The quote view's actions (editQuote in the role table). `type` only words the messages
 * ("le devis", "l'avenant"); the gateway knows the quote's real type and enforces the rules.
 */

const isReason = (value: string): value is QuoteRefusalReason =>
  (quoteRefusalReason.values as readonly string[]).includes(value);

const quoteInput = z.object({ id: z.string().min(1).max(100), type: enumSchema(quoteType) });

const signInput = quoteInput.extend({
  signedAt: requiredDate(M.signedAtLabel.toLowerCase()).transform((date) => parisDay(date)),
});

const cancelInput = quoteInput
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

const downPaymentInput = z.object({
  id: z.string().min(1).max(100),
  // A select's value ("30") or a number; the bounds depend on the quote, checked once it is read.
  percentage: z
    .union([z.string().max(20), z.number()], { error: M.percentageRequired })
    .transform((value) => readDecimal(value))
    .pipe(z.number({ error: M.percentageRequired }).int({ error: M.percentageRequired })),
});

const onQuote = ({ id }: { id: string }) => ({ type: 'quoteView' as const, id });

/** The type the input claims, for the wording of a refusal that comes before the schema passes. */
function typeOf(raw: unknown): QuoteType {
  const parsed = z.object({ type: enumSchema(quoteType) }).safeParse(raw);
  return parsed.success ? parsed.data.type : 'INITIAL';
}

export async function signQuoteAction(raw: unknown): Promise<ActionResult> {
  const type = typeOf(raw);
  return runAction(
    {
      route: 'quoteView',
      action: 'editQuote',
      schema: signInput,
      journalAction: 'signQuote',
      target: onQuote,
      details: ({ signedAt }) => `Signé le ${signedAt}`,
      run: async (session, { id, signedAt }) => {
        await signQuote(session.token, id, { signedAt });
        return undefined;
      },
      success: M.signed(type),
      failure: M.signFailed(type),
    },
    raw,
  );
}

export async function unsignQuoteAction(raw: unknown): Promise<ActionResult> {
  const type = typeOf(raw);
  return runAction(
    {
      route: 'quoteView',
      action: 'editQuote',
      schema: quoteInput,
      journalAction: 'unsignQuote',
      target: onQuote,
      run: async (session, { id }) => {
        await unsignQuote(session.token, id);
        return undefined;
      },
      success: M.unsigned(type),
      failure: M.unsignFailed(type),
    },
    raw,
  );
}

export async function cancelQuoteAction(raw: unknown): Promise<ActionResult> {
  const type = typeOf(raw);
  return runAction(
    {
      route: 'quoteView',
      action: 'editQuote',
      schema: cancelInput,
      journalAction: 'cancelQuote',
      target: onQuote,
      reason: ({ reasons, comment }) =>
        [reasons.map((reason) => quoteRefusalReason.label(reason)).join(', '), comment]
          .filter(Boolean)
          .join(' — '),
      run: async (session, { id, reasons, comment }) => {
        await cancelQuote(session.token, id, { reasons, comment });
        return undefined;
      },
      success: M.canceled(type),
      failure: M.cancelFailed(type),
    },
    raw,
  );
}

/**
 * The percentage must sit within the deposit bounds of the quote's own amounts (SPEC §9): the
 * quote is read first, so a value the form never offered is refused under the field with the
 * rule's message rather than sent.
 */
export async function updateDownPaymentAction(raw: unknown): Promise<ActionResult> {
  const type = typeOf(raw);
  let outOfBounds: string | null = null;
  const result = await runAction(
    {
      route: 'quoteView',
      action: 'editQuote',
      schema: downPaymentInput,
      journalAction: 'updateDownPayment',
      target: onQuote,
      details: ({ percentage }) => `Acompte : ${percentage} %`,
      journaled: () => outOfBounds === null,
      run: async (session, { id, percentage }) => {
        const { amount } = await getQuote(session.token, id);
        const checked = depositPercentage({
          amountExclTax: amount.exclTax,
          amountInclTax: amount.inclTax,
        }).safeParse(percentage);
        if (!checked.success) {
          outOfBounds = checked.error.issues[0]?.message ?? M.percentageRequired;
          return undefined;
        }
        await updateQuoteDownPayment(session.token, id, { percentage: checked.data });
        return undefined;
      },
      success: M.downPaymentUpdated(type),
      failure: M.downPaymentFailed(type),
    },
    raw,
  );
  return outOfBounds ? { ok: false, message: outOfBounds, fieldErrors: { percentage: outOfBounds } } : result;
}
