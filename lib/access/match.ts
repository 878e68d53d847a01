import { ROUTE_LIST, type Route } from './routes';

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
