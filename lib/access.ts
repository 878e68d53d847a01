/**
 * The decisions built on the role table, whose routes are in ./access/routes.ts and whose action
 * kinds are in ./access/actions.ts. Pure: imported by proxy.ts, server components, server actions
 * (through requireAccess()) and the client side menu alike.
 */
import { hasAnyRole, isRole, type Role } from '@/lib/domain/roles';
import { matchRoute } from './access/match';
import { loginUrlFor } from './access/redirect';
import { ACTIONS, type ActionId, type TargetKind } from './access/actions';
import { HOME_PATH, isAlwaysOpen, isPublicRoute, ROUTES, type Route, type RouteId } from './access/routes';
import type { ActionTarget, Actor, TargetRefusal } from './access/targets';

export {
  ALWAYS_OPEN_PATHS,
  ALWAYS_OPEN_PREFIXES,
  HOME_PATH,
  isAlwaysOpen,
  isPublicRoute,
  LOGIN_PATH,
  LOGOUT_PATH,
  MENU_SECTION_LABELS,
  REDIRECT_PARAM,
  ROUTE_LIST,
  ROUTES,
} from './access/routes';
export type { MenuSectionId, Route, RouteAccess, RouteId } from './access/routes';
export { ACTIONS } from './access/actions';
export {
  APPROVABLE,
  approvalRule,
  DEFAULT_APPROVAL_POLICY,
  isApprovable,
  needsApproval,
} from './access/approvals';
export type { ApprovableAction, ApprovalPolicy, ApprovalRule } from './access/approvals';
export type { ActionId, TargetKind } from './access/actions';
export { grantedRoles, targetKindOf } from './access/targets';
export type { ActionTarget, Actor, TargetRefusal } from './access/targets';
export { matchRoute } from './access/match';
export type { RouteMatch } from './access/match';
export { hasPath, NO_PATH, pathFor } from './access/paths';
export type { RouteParams } from './access/paths';
export { loginUrlFor, MAX_REDIRECT_LENGTH, safeRedirect } from './access/redirect';
export {
  ACCOUNT_LINK,
  BOTTOM_LINKS,
  canSeeMessaging,
  LOGOUT_LINK,
  menuFor,
  MESSAGING_LINK,
} from './access/menu';
export type { MenuLink, MenuSection } from './access/menu';

export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-found' };

export interface AccessRequest {
  /** The URL pathname as the server received it (still percent-encoded). */
  readonly pathname: string;
  /** The query string, with or without its leading '?'. */
  readonly search?: string;
  readonly roles: readonly Role[];
  readonly authenticated: boolean;
}

/** SPEC §6: being authenticated means having at least one role. */
export function isSignedIn(roles: readonly Role[]): boolean {
  return roles.some(isRole);
}

/**
 * Whether these roles may open this route: a guarded route needs one of its roles; a public route is
 * for visitors only, since signed-in users are sent home from it.
 */
export function canAccessRoute(roles: readonly Role[], route: RouteId | Pick<Route, 'access'>): boolean {
  const { access } = typeof route === 'string' ? ROUTES[route] : route;
  return access === 'public' ? !isSignedIn(roles) : hasAnyRole(roles, access);
}

/** Whether these roles may run this action: its page's roles and its own (ACTIONS). */
export function canRunAction(roles: readonly Role[], action: ActionId): boolean {
  const { route, roles: allowed } = ACTIONS[action];
  return canAccessRoute(roles, route) && hasAnyRole(roles, allowed);
}

/** Whether the gateway must confirm the session's facts just before this page or action runs. */
export function isSensitive(route: RouteId, action?: ActionId): boolean {
  const marked = (definition: object) => 'sensitive' in definition && definition.sensitive === true;
  return marked(ROUTES[route]) || (action !== undefined && marked(ACTIONS[action]));
}

/**
 * Why `actor` may not run `action` on the user `target` (null: it may): the action's roles and
 * those of the target's kind (ACTIONS `on`; an action on no user refuses every target), then
 * nobody on their own account, then no role granted that the actor does not hold.
 */
export function targetRefusal(actor: Actor, action: ActionId, target: ActionTarget): TargetRefusal | null {
  const { on } = ACTIONS[action] as { on?: Partial<Record<TargetKind, readonly Role[]>> };
  const allowed = on?.[target.kind];
  if (!allowed || !canRunAction(actor.roles, action) || !hasAnyRole(actor.roles, allowed)) return 'role';
  if (target.id !== undefined && target.id === actor.id) return 'self';
  if (target.grants?.some((role) => !actor.roles.includes(role))) return 'grant';
  return null;
}

/**
 * The role table's rule on targets: whether `actor` may run `action` on this user. Pure, so the
 * server actions (through runAction's `actsOn`), the pages and the tests ask the same function.
 */
export function canActOn(actor: Actor, action: ActionId, target: ActionTarget): boolean {
  return targetRefusal(actor, action, target) === null;
}

/**
 * Whether these roles (empty: a visitor) see the page at this pathname rather than a redirect or
 * the 404. Always-open technical paths are open to all; unknown paths to none.
 */
export function canAccess(roles: readonly Role[], pathname: string): boolean {
  if (isAlwaysOpen(pathname)) return true;
  const match = matchRoute(pathname);
  return match !== null && canAccessRoute(roles, match.route);
}

/** The access guard of SPEC §2, for the proxy and requireAccess(). */
export function decide({ pathname, search = '', roles, authenticated }: AccessRequest): AccessDecision {
  if (isAlwaysOpen(pathname)) return { kind: 'allow' };
  const match = matchRoute(pathname);
  if (!match) return { kind: 'not-found' };

  const signedIn = authenticated && isSignedIn(roles);
  if (isPublicRoute(match.route)) return signedIn ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
  if (!signedIn) return { kind: 'redirect', to: loginUrlFor(pathname + normaliseSearch(search)) };
  return canAccessRoute(roles, match.route) ? { kind: 'allow' } : { kind: 'redirect', to: HOME_PATH };
}

function normaliseSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
