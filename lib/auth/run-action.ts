import 'server-only';
import type { z } from 'zod';
import { canActOn, isSensitive, type ActionTarget } from '@/lib/access';
import { conflicted, invalidForm, sessionExpired, type ActionResult } from '@/lib/action-result';
import { changesMade, checkVersion, conflictOf, type CheckedVersion } from '@/lib/changes/check';
import { businessErrorMessage } from '@/lib/domain/errors';
import { AuthenticationError, PreconditionFailedError, userMessageFor } from '@/lib/gateway/errors';
import { withIfMatch } from '@/lib/gateway/versions';
import { holdForApproval } from '@/lib/approvals/hold';
import { approvedRunId } from '@/lib/approvals/run-context';
import type { ActionSpec } from './action-spec';
import { sessionEndedUrl } from './notices';
import { journalDraft } from '@/lib/journal/entry';
import { outcomeOf } from '@/lib/journal/outcome';
import { recordJournal } from '@/lib/journal/runtime';
import { JOURNAL_SUCCESS, type FieldChange } from '@/lib/journal/types';
import { errorFields, log } from '@/lib/log';
import { currentPath, currentRequest } from './request-context';
import {
  confirmedSession,
  ForbiddenActionError,
  requireActionAccess,
  SessionEndedError,
  type Session,
} from './session';

export type { ActionSpec } from './action-spec';

/** Journals one run of `spec`; never throws (lib/journal/runtime.ts keeps what it cannot write). */
async function journal<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  input: z.output<S>,
  outcome: { ok: true; result: T } | { ok: false; code: string },
  changes: FieldChange[] | null = null,
): Promise<void> {
  const result = outcome.ok ? outcome.result : undefined;
  const facts = () => ({
    action: spec.journalAction,
    target: spec.target?.(input, result, session) ?? null,
    reason: spec.reason?.(input) ?? null,
    details: spec.details?.(input, result) ?? null,
    outcome: outcome.ok ? JOURNAL_SUCCESS : outcome.code,
    approvalId: approvedRunId(),
    changes,
  });
  const { requestId } = await currentRequest();
  try {
    await recordJournal(journalDraft(session.user, { ...facts(), requestId }));
  } catch (error) {
    // Only a bug in a spec's picker lands here: the action stands, the log says what went wrong.
    log('error', 'journal entry not built', { action: spec.action ?? spec.route, error: errorFields(error) });
  }
}

/**
 * Thrown by `run` when a check that needs the gateway's data (the project's professionals, its
 * amounts…) refuses the input: the refusal reads like the schema's own, under the fields.
 */
export class RefusedInputError extends Error {
  constructor(readonly zodError: z.ZodError) {
    super('input refused after reading the gateway');
    this.name = 'RefusedInputError';
  }
}

/** Parses `raw` with `schema` inside `run`, refusing it as runAction refuses an input that fails its schema. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new RefusedInputError(parsed.error);
  return parsed.data;
}

/**
 * SPEC §8 session expiry, typed so the form stays on screen and asks to sign in again. The cookie is
 * left as it is: deleting it from an action makes Next render the page again in the same answer,
 * and that render, finding no session, would navigate to the login page and lose what was typed.
 * The dead token is replaced by the sign-in again, or cleared by the next page read
 * (readOrExpire). `redirectTo` is the login page for a client that cannot ask in place.
 */
async function expired(spec: Pick<ActionSpec<z.ZodType, unknown>, 'returnTo'>): Promise<ActionResult<never>> {
  return sessionExpired(sessionEndedUrl(spec.returnTo ?? (await currentPath()), { via: 'login' }));
}

/**
 * Runs a server action the same way everywhere: access re-checked, input validated with the shared
 * zod rules, the gateway called with the session's token, and every outcome turned into an
 * ActionResult with the French message of SPEC §8.
 */
export async function runAction<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  raw: unknown,
): Promise<ActionResult<T>> {
  let session: Session;
  try {
    session = await requireActionAccess(spec.route, spec.action);
  } catch (error) {
    if (error instanceof SessionEndedError) return await expired(spec);
    if (error instanceof ForbiddenActionError)
      return { ok: false, message: businessErrorMessage('FORBIDDEN') };
    throw error;
  }
  const input = spec.schema.safeParse(raw);
  if (!input.success) return invalidForm(input.error);
  if (spec.actsOn) {
    const refusal = await refusedOnTarget(spec, session, input.data);
    if (refusal) return refusal;
  }
  let checked: CheckedVersion | null = null;
  if (spec.record) {
    const check = await versionChecked(spec, session, input.data, raw);
    if ('refusal' in check) return check.refusal;
    checked = check.checked;
  }
  // Four eyes (lib/approvals): an action the policy holds becomes a request instead of running;
  // the request keeps the version just checked, checked again when the approval runs it.
  const held = await holdForApproval(spec, session, raw, input.data);
  if (held) return held;
  let result: T;
  try {
    result = await runChecked(spec, session, input.data, checked);
  } catch (error) {
    if (error instanceof PreconditionFailedError && checked) return await stale(spec, session, checked);
    await journal(spec, session, input.data, {
      ok: false,
      code: error instanceof RefusedInputError ? 'INVALID_INPUT' : outcomeOf(error),
    });
    return failed(spec, session, error);
  }
  if (spec.journaled?.(result) ?? true) {
    const changes = checked ? await changesMade(session, checked) : null;
    await journal(spec, session, input.data, { ok: true, result }, changes);
  }
  try {
    const message = typeof spec.success === 'function' ? spec.success(result) : spec.success;
    const redirectTo = typeof spec.redirectTo === 'function' ? spec.redirectTo(result) : spec.redirectTo;
    return { ok: true, message, data: result, redirectTo };
  } catch (error) {
    return failed(spec, session, error);
  }
}

/** The version check of an action that names its record: the checked version, or the refusal to answer. */
async function versionChecked<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  input: z.output<S>,
  raw: unknown,
): Promise<{ checked: CheckedVersion } | { refusal: ActionResult<T> }> {
  try {
    const check = await checkVersion(session, spec.record!(input), raw);
    if (check.ok) return { checked: check.checked };
    return { refusal: conflicted(check.conflict.message, check.conflict.changes) };
  } catch (error) {
    return { refusal: await failed(spec, session, error) };
  }
}

/** Runs the action, its first write conditional on the gateway's ETag when the page had one. */
function runChecked<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  input: z.output<S>,
  checked: CheckedVersion | null,
): Promise<T> {
  if (!checked?.etag) return spec.run(session, input);
  const condition = { readPath: checked.readPath, id: checked.ref.id, etag: checked.etag };
  return withIfMatch(condition, () => spec.run(session, input));
}

/** The gateway refused the write's If-Match: nothing was written; say what changed. */
async function stale<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  checked: CheckedVersion,
): Promise<ActionResult<T>> {
  log('info', 'action refused: record changed', {
    action: spec.action ?? spec.route,
    kind: checked.ref.kind,
  });
  try {
    const conflict = await conflictOf(session, checked.seen);
    return conflicted(conflict.message, conflict.changes);
  } catch (error) {
    return failed(spec, session, error);
  }
}

/**
 * The answer to an action whose target the rule of `canActOn` refuses, or null to run it. Like a
 * refusal of the role table, it is not journaled (nothing was asked of the gateway but the read);
 * the log keeps it.
 */
async function refusedOnTarget<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  input: z.output<S>,
): Promise<ActionResult<T> | null> {
  let target: ActionTarget | null;
  try {
    target = await spec.actsOn!(session, input);
  } catch (error) {
    return failed(spec, session, error);
  }
  // A staff account is sensitive work: the roles that decide are the gateway's of this moment.
  let actor: Session | null = session;
  if (target?.kind === 'staff' && !isSensitive(spec.route, spec.action))
    actor = await confirmedSession(session);
  if (!actor) return await expired(spec);
  if (target && spec.action && canActOn(actor.user, spec.action, target)) return null;
  log('warn', 'action refused on its target', {
    action: spec.action ?? spec.route,
    userId: session.user.id,
    targetKind: target?.kind ?? null,
    targetId: target?.id ?? null,
  });
  return { ok: false, message: businessErrorMessage('FORBIDDEN') };
}

/** The ActionResult of a run that threw. */
async function failed<S extends z.ZodType, T>(
  spec: ActionSpec<S, T>,
  session: Session,
  error: unknown,
): Promise<ActionResult<T>> {
  if (error instanceof RefusedInputError) return invalidForm(error.zodError);
  if (error instanceof AuthenticationError) return await expired(spec);
  const { requestId, route } = await currentRequest();
  log('error', 'action failed', {
    requestId,
    route,
    action: spec.action ?? spec.route,
    userId: session.user.id,
    error: errorFields(error),
  });
  // The reference lets staff quote the failure to support, who find it in the log by this id.
  return { ok: false, message: userMessageFor(error, spec.failure), reference: requestId };
}
