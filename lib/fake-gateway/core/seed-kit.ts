/**
 * What the seed modules (data/*) code against: the seeded random generator, seeded ids, the
 * business dates and the tables, with the seed context. It never reaches the route side (route
 * kit, store), so the store can import the seed modules without a cycle:
 * `import { Table, seedId, toIso, type SeedContext } from '../core/seed-kit'`.
 */
import type { FakeConfig } from './config';
import type { Rng } from './rng';

export type { Rng } from './rng';
export { createRng, hashString } from './rng';
export { toIso, toIsoDay, parisDayAt, addDays, DAY_MS } from './time';
export { seedId, seedNumber, ridCode, type IdFactory } from './ids';
export { Table, normalizeText, type SortKey } from './table';
export { slug } from './slug';
export { isLuhnValid, luhnCheckDigit } from './luhn';

/** Handed to each seed function. */
export interface SeedContext {
  /** Fork it per concern (`ctx.rng.fork('quotes')`) so adding draws in one place does not reshuffle the rest. */
  rng: Rng;
  /** The fake's "now" at seed time (2020-03-03T10:00:00+01:00): seeded dates lie before it. */
  now: Date;
  /** FAKE_SCALE_USERS: the number of users to seed (staff included). */
  scaleUsers: number;
  config: FakeConfig;
}
