import { randomUUID } from 'node:crypto';
import type { SessionPayload } from '@/lib/auth/session-cookie';

/** A session as sign-in seals it, signed in and confirmed just now, with `fields` on top. */
export function sessionPayload(
  fields: Pick<SessionPayload, 'user' | 'gateway'> & Partial<SessionPayload>,
): SessionPayload {
  const now = Date.now();
  return { sid: randomUUID(), issuedAt: now, checkedAt: now, seenAt: now, ...fields };
}
