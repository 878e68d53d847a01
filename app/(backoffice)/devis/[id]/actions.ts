'use server';

import type { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { parseOrRefuse, runAction, type ActionSpec } from '@/lib/auth/run-action';
import { recordById } from '@/lib/changes/kinds';
import type { Session } from '@/lib/auth/session';
import type { JournalActionId } from '@/lib/journal/actions';
import { quoteRefusalReason, type QuoteType } from '@/lib/domain/enums';
import type { GatewayToken } from '@/lib/gateway/http';
import { cancelQuote, getQuote, signQuote, unsignQuote, updateQuoteDownPayment } from '@/lib/gateway/quotes';
import { QUOTE_MESSAGES as M } from '@/lib/contracts/messages';
import {
  boundedDownPayment,
  cancelInput,
  claimedQuoteType,
  downPaymentInput,
  quoteInput,
  signInput,
} from './schema';

/** What differs from one quote action to the next; the rest is quoteSpec's. */
interface QuoteActionParts<S extends z.ZodType<{ id: string }>> {
  schema: S;
  journalAction: JournalActionId;
  run: (token: GatewayToken, input: z.output<S>) => Promise<unknown>;
  success: (type: QuoteType) => string;
  failure: (type: QuoteType) => string;
  details?: (input: z.output<S>) => string;
  reason?: (input: z.output<S>) => string;
}

/**
 * The spec every quote action shares (editQuote in the role table, the quote view as the journal's
 * target), its messages worded for the type the raw input claims.
 */
function quoteSpec<S extends z.ZodType<{ id: string }>>(
  raw: unknown,
  { run, success, failure, ...parts }: QuoteActionParts<S>,
): ActionSpec<S, undefined> {
  const type = claimedQuoteType(raw);
  return {
    ...parts,
    route: 'quoteView',
    action: 'editQuote',
    record: recordById('quote'),
    target: ({ id }) => ({ type: 'quoteView', id }),
    run: async (session: Session, input) => {
      await run(session.token, input);
      return undefined;
    },
    success: success(type),
    failure: failure(type),
  };
}

export async function signQuoteAction(raw: unknown): Promise<ActionResult> {
  const spec = quoteSpec(raw, {
    schema: signInput,
    journalAction: 'signQuote',
    details: ({ signedAt }) => `Signé le ${signedAt}`,
    run: (token, { id, signedAt }) => signQuote(token, id, { signedAt }),
    success: M.signed,
    failure: M.signFailed,
  });
  return runAction(spec, raw);
}

export async function unsignQuoteAction(raw: unknown): Promise<ActionResult> {
  const spec = quoteSpec(raw, {
    schema: quoteInput,
    journalAction: 'unsignQuote',
    run: (token, { id }) => unsignQuote(token, id),
    success: M.unsigned,
    failure: M.unsignFailed,
  });
  return runAction(spec, raw);
}

export async function cancelQuoteAction(raw: unknown): Promise<ActionResult> {
  const spec = quoteSpec(raw, {
    schema: cancelInput,
    journalAction: 'cancelQuote',
    reason: ({ reasons, comment }) =>
      [reasons.map((reason) => quoteRefusalReason.label(reason)).join(', '), comment]
        .filter(Boolean)
        .join(' — '),
    run: (token, { id, reasons, comment }) => cancelQuote(token, id, { reasons, comment }),
    success: M.canceled,
    failure: M.cancelFailed,
  });
  return runAction(spec, raw);
}

/**
 * The percentage must sit within the deposit bounds of the quote's own amounts (SPEC §9): the
 * quote is read first, so a value the form never offered is refused under the field with the
 * rule's message rather than sent.
 */
export async function updateDownPaymentAction(raw: unknown): Promise<ActionResult> {
  const spec = quoteSpec(raw, {
    schema: downPaymentInput,
    journalAction: 'updateDownPayment',
    details: ({ percentage }) => `Acompte : ${percentage} %`,
    run: async (token, { id, percentage }) => {
      const bounded = parseOrRefuse(boundedDownPayment(await getQuote(token, id)), { percentage });
      await updateQuoteDownPayment(token, id, bounded);
    },
    success: M.downPaymentUpdated,
    failure: M.downPaymentFailed,
  });
  return runAction(spec, raw);
}
