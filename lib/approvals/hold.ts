import 'server-only';
import { z } from 'zod';
import type { ZodType } from 'zod';
import { approvalRule, isApprovable, type ActionTarget } from '@/lib/access';
import { invalidForm, type ActionResult } from '@/lib/action-result';
import type { ActionSpec } from '@/lib/auth/action-spec';
import type { Session } from '@/lib/auth/session';
import { currentRequest } from '@/lib/auth/request-context';
import { userMessageFor } from '@/lib/gateway/errors';
import { errorFields, log } from '@/lib/log';
import { sqlState } from '@/lib/journal/refused';
import { amountOf } from './amounts';
import { sweepExpired } from './decide';
import { ALREADY_PENDING } from './store';
import { journalRequest } from './journal';
import { APPROVAL_MESSAGES as M } from './messages';
import { APPROVAL_REASON_FIELD } from './reason-field';
import { approvedRun } from './run-context';
import { approvalPolicy, approvalStore } from './runtime';

const reasonSchema = z.object({
  [APPROVAL_REASON_FIELD]: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(1000, { error: 'Le motif ne peut pas dépasser 1000 caractères.' }),
});

const versionOf = (raw: unknown): string | null => {
  const version = (raw as { version?: unknown } | null)?.version;
  return typeof version === 'string' || typeof version === 'number' ? String(version) : null;
};

/**
 * runAction's four-eyes step, just before `run`: null to run the action now (the policy does not
 * hold it, its amount is under the threshold, or this is the approved replay of its request);
 * otherwise the action is stored as a request with the raw input exactly as submitted, and the
 * answer says so. The requester's reason is required; without it the form asks for it.
 */
export async function holdForApproval<S extends ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  raw: unknown,
  input: z.output<S>,
): Promise<ActionResult<T> | null> {
  const action = spec.journalAction;
  if (!isApprovable(action)) return null;
  const rule = approvalRule(approvalPolicy(), action);
  if (!rule) return null;
  if (approvedRun()?.action === action) return null;
  let amount: number | null = null;
  let targetKind: ActionTarget | null = null;
  try {
    if (rule.aboveEuros !== null) {
      amount = await amountOf(action, session.token, input);
      if (amount !== null && amount <= rule.aboveEuros) return null;
    }
    const reason = reasonSchema.safeParse(raw);
    if (!reason.success) return invalidForm(reason.error);
    const target = spec.target?.(input, undefined, session);
    if (!target) throw new Error(`${action} names no record to hold a request on`);
    // The approver's roles are checked against the user as it was when asked (runAction checks again).
    if (spec.actsOn) targetKind = await spec.actsOn(session, input);
    const { user } = session;
    const store = await approvalStore();
    // An expired request no longer stands in the way of asking again.
    await sweepExpired(store);
    const request = await store.create({
      action,
      route: spec.route,
      target,
      targetKind,
      version: versionOf(raw),
      input: raw,
      amount,
      requester: {
        id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        roles: [...user.roles],
      },
      reason: reason.data[APPROVAL_REASON_FIELD],
    });
    const { requestId } = await currentRequest();
    await journalRequest(user, request, {
      journalAction: 'requestApproval',
      reason: request.reason,
      requestId,
    });
    log('info', 'approval requested', { approvalId: request.id, action, userId: user.id });
    return { ok: true, message: M.requested };
  } catch (error) {
    if (sqlState(error) === ALREADY_PENDING) return { ok: false, message: M.alreadyPending };
    log('error', 'approval request not stored', {
      action,
      userId: session.user.id,
      error: errorFields(error),
    });
    const { requestId } = await currentRequest();
    return { ok: false, message: userMessageFor(error, M.requestFailed), reference: requestId };
  }
}
