/**
 * What the people seed modules share: the builder they fill, unique e-mail addresses, the draw
 * that shows every value, and French mobile numbers.
 */
import type { Rng, SeedContext } from '../core/seed-kit';
import type { PeopleData, UserRecord } from './people-records';

/** Cycles through every value for the first records, then draws by weight: all values show. */
export function coverOrDraw<T>(
  rng: Rng,
  values: readonly T[],
  index: number,
  weights?: readonly (readonly [T, number])[],
): T {
  if (index < values.length) return values[index];
  return weights ? rng.weighted(weights) : rng.pick(values);
}

export function frenchMobile(rng: Rng): string {
  return `0${rng.chance(0.7) ? 6 : 7}${rng.digits(8)}`;
}

export interface Builder {
  ctx: SeedContext;
  rng: Rng;
  data: PeopleData;
  /** Local part → how many addresses use it. */
  usedEmails: Map<string, number>;
  /** 3 at the default scale; 1 past 5,000 users, so the large seed stays quick to build. */
  maxCommunicationsPerUser: number;
  /** Walks the deactivation reasons in turn, so each one shows on some account. */
  reasonCounter: number;
}

/**
 * `camille.martin@…`, then `camille.martin2@…`: a counter per local part makes addresses unique
 * by construction (one map read per user at 100,000 users). Staff local parts are on another
 * domain, so they cannot meet a customer's.
 */
export function uniqueEmail(builder: Builder, local: string, domain: string): string {
  const n = (builder.usedEmails.get(local) ?? 0) + 1;
  builder.usedEmails.set(local, n);
  return n === 1 ? `${local}@${domain}` : `${local}${n}@${domain}`;
}

export function addUser(builder: Builder, user: UserRecord): void {
  builder.data.users.insert(user);
  builder.data.emailIndex.set(user.email.toLowerCase(), user.id);
}
