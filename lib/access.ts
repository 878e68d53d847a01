/**
 * The role table's entry point: its routes (./access/routes.ts), action kinds (./access/actions.ts)
 * and the decisions built on them (./access/decisions.ts). Pure: imported by proxy.ts, server
 * components, server actions (through requireAccess()) and client components alike. Re-exports
 * only, so a client component that needs a path or a link brings the module holding it, not the
 * whole table.
 */
export {
  ALWAYS_OPEN_PATHS,
  ALWAYS_OPEN_PREFIXES,
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
// From its own module: the 404 screen every page loads needs the path, not the role table.
export { HOME_PATH } from './access/home';
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
export { hasPath, matchRoute, NO_PATH, pathFor } from './access/match';
export type { RouteMatch, RouteParams } from './access/match';
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
export {
  canAccess,
  canAccessRoute,
  canActOn,
  canRunAction,
  decide,
  isSensitive,
  isSignedIn,
  targetRefusal,
} from './access/decisions';
export type { AccessDecision, AccessRequest } from './access/decisions';
