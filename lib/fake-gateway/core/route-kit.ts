/**
 * What the handlers of the fake gateway code against: the route wrapper and its helpers, with the
 * seed kit they also use. One import for all of them:
 * `import { route, json, fail, paginate, seedId } from '../core/route-kit'`.
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
export * from './seed-kit';
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
