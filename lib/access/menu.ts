import { hasAnyRole, type Role } from '@/lib/domain/roles';
import {
  MENU_SECTION_LABELS,
  ROUTE_LIST,
  ROUTES,
  type MenuSectionId,
  type Route,
  type RouteId,
} from './routes';
import { ACCOUNT_LINK, LOGOUT_LINK } from './account-links';

export interface MenuLink {
  readonly routeId: RouteId;
  readonly href: string;
  readonly label: string;
}

export interface MenuSection {
  readonly id: MenuSectionId;
  readonly label: string;
  readonly links: readonly MenuLink[];
}

interface GuardedLink extends MenuLink {
  readonly allowed: readonly Role[];
}

function linkOf(route: Route, label: string): GuardedLink {
  // Menu routes are guarded pages: a public page never sits in the signed-in menu.
  const allowed = route.access === 'public' ? [] : route.access;
  return { routeId: route.id, href: route.pattern, label, allowed };
}

const SECTIONS = (Object.keys(MENU_SECTION_LABELS) as MenuSectionId[]).map((id) => ({
  id,
  label: MENU_SECTION_LABELS[id],
  links: ROUTE_LIST.filter((route) => route.menu?.section === id).map((route) =>
    linkOf(route, route.menu!.label),
  ),
}));

/** The side-menu sections the roles may see, in order, each with only its allowed links. */
export function menuFor(roles: readonly Role[]): MenuSection[] {
  return SECTIONS.map((section) => ({
    id: section.id,
    label: section.label,
    links: section.links
      .filter((link) => hasAnyRole(roles, link.allowed))
      .map(({ routeId, href, label }) => ({ routeId, href, label })),
  })).filter((section) => section.links.length > 0);
}

export { ACCOUNT_LINK, LOGOUT_LINK };
/** The two direct links at the bottom of the side menu, for every signed-in user. */
export const BOTTOM_LINKS: readonly MenuLink[] = [ACCOUNT_LINK, LOGOUT_LINK];

/** The header link, shown only to SUPPORT and the CA and CC groups (SPEC §1). */
export const MESSAGING_LINK: MenuLink = {
  routeId: 'messaging',
  href: ROUTES.messaging.pattern,
  label: 'Ma messagerie',
};

export function canSeeMessaging(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, ROUTES.messaging.access);
}
