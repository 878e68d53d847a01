import { ROUTE_LIST, ROUTES, type Route, type RouteId } from './routes';

export interface RouteMatch {
  readonly route: Route;
  /** Path parameters, percent-decoded, keyed by the names of the pattern (':id' → id). */
  readonly params: Readonly<Record<string, string>>;
}

type Segment = { readonly literal: string } | { readonly param: string };

const COMPILED = ROUTE_LIST.map((route) => ({ route, segments: splitPattern(route.pattern) }));

function splitPattern(pattern: string): Segment[] {
  if (pattern === '/') return [];
  return pattern
    .slice(1)
    .split('/')
    .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }));
}

function splitPath(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  if (pathname === '/') return [];
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const parts = trimmed.slice(1).split('/');
  return parts.some((part) => part === '') ? null : parts;
}

/**
 * An id reaches gateway paths (`/users/:id`): once decoded it must still be a single, plain segment,
 * so '%2F', '%5C', dot segments, control characters or a broken escape make the path unknown.
 */
function decodeParam(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (value === '.' || value === '..' || /[/\\\p{Cc}]/u.test(value)) return null;
  return value;
}

/** The route a pathname opens, with its parameters; null for a path outside the table. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  for (const { route, segments } of COMPILED) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = segments.every((segment, index) => {
      const part = parts[index];
      if ('literal' in segment) return segment.literal === part;
      const value = decodeParam(part);
      if (value === null) return false;
      params[segment.param] = value;
      return true;
    });
    if (matched) return { route, params };
  }
  return null;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Id extends RouteId> = {
  readonly [K in ParamNames<(typeof ROUTES)[Id]['pattern']>]: string;
};

/**
 * What `pathFor` answers when a parameter is missing: an answer of the gateway without the record's
 * id (SPEC §5 shows it as sent) leaves nothing to link to. An inert fragment, so a link drawn with it
 * goes nowhere; the shared links (`RecordLink`, `DataTable` rows, `RelatedLinks`) draw plain text.
 */
export const NO_PATH = '#';

/** Whether `href` leads somewhere (not `NO_PATH`). */
export function hasPath(href: string): boolean {
  return href !== NO_PATH;
}

/**
 * The href of a route, parameters percent-encoded: `pathFor('userView', { id })`; `NO_PATH` when a
 * parameter is empty or not a string or number (the types require them; the gateway's data may not).
 */
export function pathFor<Id extends RouteId>(
  id: Id,
  ...[params]: [ParamNames<(typeof ROUTES)[Id]['pattern']>] extends [never] ? [] : [RouteParams<Id>]
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  let missing = false;
  const path = ROUTES[id].pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? NO_PATH : path;
}
