import 'server-only';
import type { SessionUser } from '@/lib/auth/session-cookie';
import type { JournalActionId } from './actions';
import type { FieldChange, JournalDraft } from './types';
import { clip, MAX_JOURNAL_TEXT } from './sanitise';
import type { JournalTarget } from './types';

export interface JournalFacts {
  action: JournalActionId;
  target?: JournalTarget | null;
  reason?: string | null;
  details?: string | null;
  outcome: string;
  requestId?: string;
  changes?: FieldChange[] | null;
  jobId?: string | null;
  approvalId?: string | null;
}

/** The entry of an action `user` ran: who and when, from the session and the clock; never a token. */
export function journalDraft(user: SessionUser, facts: JournalFacts, at: Date = new Date()): JournalDraft {
  return {
    at: at.toISOString(),
    staffId: user.id,
    staffEmail: user.email,
    staffRoles: [...user.roles],
    action: facts.action,
    targetType: facts.target?.type ?? null,
    targetId: facts.target?.id ?? null,
    reason: clip(facts.reason, MAX_JOURNAL_TEXT),
    details: clip(facts.details, MAX_JOURNAL_TEXT),
    outcome: facts.outcome,
    requestId: facts.requestId ?? '',
    changes: facts.changes?.length ? facts.changes : null,
    jobId: facts.jobId ?? null,
    approvalId: facts.approvalId ?? null,
  };
}

/** "a, b, c et 12 autres": a list of ids or values, short enough for one journal line. */
export function listDetails(values: readonly string[], shown = 20): string {
  const head = values.slice(0, shown).join(', ');
  return values.length > shown ? `${head} et ${values.length - shown} autres` : head;
}
