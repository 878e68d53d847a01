import type { Metadata } from 'next';
import { ROUTES, type RouteId } from '@/lib/access';

/**
 * A record page's browser tab title: the record first, so ten open tabs tell themselves apart
 * ("Noémie Noël (CQ0HU) · Fiche client"), then the kind of page. Without the app's own name, which
 * every tab would repeat.
 */
export function recordTitle(route: RouteId, name: unknown, rid?: unknown): Metadata {
  // Free text the gateway may send as another type: a title is never worth a failed page.
  const named = typeof name === 'string' ? name.trim() : '';
  const code = typeof rid === 'string' ? rid.trim() : '';
  const shown = named && code && code !== named ? `${named} (${code})` : named || code;
  return { title: { absolute: shown ? `${shown} · ${ROUTES[route].title}` : ROUTES[route].title } };
}
