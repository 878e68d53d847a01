import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import type { RecordView } from './record-types';
import { signedTicket } from './ticket-signature';

/*
 * A record page's pass for its presence beats. The page hands it out only once it has read the
 * record at the gateway for this staff member, and a beat without a pass for its own sender and
 * record is refused: no one learns who looks at a record they cannot open, and no one shows
 * themselves on a record they never opened.
 */

/** Longer than any session: a page left open keeps beating until its session ends. */
const TICKET_TTL_MS = 24 * 60 * 60_000;

export function presenceTicket(
  staffId: string,
  recordType: RecordView,
  recordId: string,
  now = Date.now(),
): string {
  return signedTicket(env().AUTH_SECRET, staffId, recordType, recordId, now + TICKET_TTL_MS);
}

export function isPresenceTicket(
  ticket: string,
  staffId: string,
  recordType: RecordView,
  recordId: string,
  now = Date.now(),
): boolean {
  const [untilText = '', given = ''] = ticket.split('.');
  const until = Number(untilText);
  if (!/^\d{1,16}$/.test(untilText) || until < now) return false;
  const expected = Buffer.from(signedTicket(env().AUTH_SECRET, staffId, recordType, recordId, until));
  const received = Buffer.from(`${untilText}.${given}`);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
