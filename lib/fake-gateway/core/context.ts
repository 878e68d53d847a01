/**
 * What the seed modules and the handlers of the fake gateway code against: the seeded random
 * generator and seed context, the route wrapper and its helpers. One import for all of them:
 * `import { route, json, fail, paginate, type SeedContext } from '../core/context'`.
 *
 * Handler conventions:
 * - `route('GET', '/users/:id', ({ params, db }) => view)` declares a call. It is authenticated
 *   (401 `{ code: 'UNAUTHORIZED' }` otherwise) unless `{ public: true }`, logged, and subject
 *   to failure injection.
 * - Return a value (200 JSON), `undefined` (204), a Response, or `fail(...)`; throwing `fail(...)`,
 *   a ZodError or `table.require(id)`'s 404 works too.
 * - Parse every body with lib/domain/requests.ts (`parseJson`, `parseForm`, `parseMultipart`) and
 *   every list query with lib/domain/lists.ts (`parseQuery`), then `paginate`.
 * - Use `ctx.now` (the fake clock) for business dates and `toIso` to write them.
 * - After changing a record in place, `table.touch()` so list orders are rebuilt.
 */
import type { FakeConfig } from './config';
import type { Rng } from './rng';

export type { Rng } from './rng';
export { createRng, hashString } from './rng';
export { toIso, toIsoDay, parisDayAt, addDays, DAY_MS } from './time';
export { seedId, seedNumber, ridCode, type IdFactory } from './ids';
export {
  FakeFailure,
  fail,
  notFound,
  badRequest,
  invalidState,
  businessConflict,
  forbidden,
  json,
  noContent,
} from './errors';
export {
  parseJson,
  parseForm,
  parseMultipart,
  parseQuery,
  queryObject,
  tooLarge,
  type Multipart,
} from './body';
export { Table, normalizeText, type SortKey } from './table';
export { paginate, matchesText, type Page, type PageQuery, type ListOptions } from './paging';
export type { FakeConfig } from './config';
export {
  route,
  type RouteContext,
  type RouteDef,
  type RouteHandler,
  type RouteResult,
  type Method,
} from './route';

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
