import { randomBytes } from 'node:crypto';
import { DAY_MS, toIso, type RouteContext } from '../core/route-kit';
import type { PasswordTokenPurpose, PasswordTokenRecord, UserRecord } from '../data/people-records';

/** A reset or creation token lasts this long (fake clock). */
const TOKEN_LIFETIME_DAYS = { CREATION: 7, RESET: 1 } as const;

/**
 * Creates a password token and records the e-mail that would carry it (a communication), so a
 * test can follow the link through GET /__fake/password-tokens?email=.
 */
export function issuePasswordToken(
  ctx: RouteContext<unknown>,
  user: UserRecord,
  purpose: PasswordTokenPurpose,
): PasswordTokenRecord {
  const { people } = ctx.db;
  const now = ctx.now.getTime();
  const token: PasswordTokenRecord = {
    id: `${purpose === 'CREATION' ? 'creation' : 'reinitialisation'}-${randomBytes(12).toString('hex')}`,
    userId: user.id,
    email: user.email,
    purpose,
    createdAt: toIso(now),
    expiresAt: toIso(now + TOKEN_LIFETIME_DAYS[purpose] * DAY_MS),
  };
  people.passwordTokens.insert(token);
  people.communications.insert({
    id: ctx.db.ids.next('communication'),
    userId: user.id,
    channel: 'EMAIL',
    type: purpose === 'CREATION' ? 'PASSWORD_INIT' : 'PASSWORD_RESET',
    recipientTo: user.email,
    status: 'SENT',
    statusDate: toIso(now),
    sentAt: toIso(now),
  });
  return token;
}

/** The token if it can still be used: known, not used, not expired on the fake clock. */
export function usableToken(ctx: RouteContext<unknown>, value: string): PasswordTokenRecord | undefined {
  const token = ctx.db.people.passwordTokens.get(value);
  if (!token || token.usedAt || Date.parse(token.expiresAt) <= ctx.now.getTime()) return undefined;
  return token;
}
