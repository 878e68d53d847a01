import { createHmac } from 'node:crypto';

/*
 * How a record page's presence pass is signed, apart from ./ticket.ts (which reads the app's
 * secret) so that the presence benchmark can sign the passes its pages would have been given.
 */

/** `until.signature`: the HMAC of staff member, record and expiry under `secret`. */
export function signedTicket(
  secret: string,
  staffId: string,
  recordType: string,
  recordId: string,
  until: number,
): string {
  const signature = createHmac('sha256', `presence\n${secret}`)
    .update(`${staffId}\n${recordType}\n${recordId}\n${until}`)
    .digest('base64url');
  return `${until}.${signature}`;
}
