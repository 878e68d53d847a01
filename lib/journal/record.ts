import 'server-only';
import { currentRequest } from '@/lib/auth/request-context';
import type { SessionUser } from '@/lib/auth/session-cookie';
import { journalDraft, type JournalFacts } from './entry';
import { recordJournal } from './runtime';

/**
 * Journals an action a route handler ran outside runAction (an export): the request's id comes
 * from the request being served. Never throws.
 */
export async function journalAction(
  user: SessionUser,
  facts: Omit<JournalFacts, 'requestId'>,
): Promise<void> {
  const { requestId } = await currentRequest();
  await recordJournal(journalDraft(user, { ...facts, requestId }));
}
