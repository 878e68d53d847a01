import type { Metadata } from 'next';
import { ROUTES, type RouteId } from '@/lib/access';

/**
 * A record page's browser tab title: the record first, so ten open tabs tell themselves apart
 * ("Noémie Noël (CQ0HU) · Fiche client"), then the kind of page. Without the app's own name, which
 * every tab would repeat.
 */
export function recordTitle(route: RouteId, name: string | null | undefined, rid?: string | null): Metadata {
  const named = name?.trim();
  const shown = named && rid && rid !== named ? `${named} (${rid})` : named || rid;
  return { title: { absolute: shown ? `${shown} · ${ROUTES[route].title}` : ROUTES[route].title } };
}
