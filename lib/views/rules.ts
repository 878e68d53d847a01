import { canAccessRoute } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import { VIEW_LIST_SPECS } from './lists';
import type { SavedView, ViewList } from './types';

/*
 * Who sees a saved view and who may change it. A view is only a list's URL, so the list's own
 * access rule (the role table) decides whether it is offered: a view of /utilisateurs shared with
 * FINANCE is never offered to FINANCE. The lists' filters carry no role rule of their own beyond
 * their route (every filter of a list is shown to every role that opens it).
 */

export interface ViewViewer {
  id: string;
  roles: readonly Role[];
}

/** Whether these roles may open the list a view keeps. */
export function canOpenList(roles: readonly Role[], list: ViewList): boolean {
  return canAccessRoute(roles, VIEW_LIST_SPECS[list].route);
}

/** Its owner, or a role it is shared with; and in both cases, a role that may open its list. */
export function canSeeView(
  viewer: ViewViewer,
  view: Pick<SavedView, 'list' | 'ownerId' | 'sharedRoles'>,
): boolean {
  const reaches = view.ownerId === viewer.id || view.sharedRoles.some((role) => viewer.roles.includes(role));
  return reaches && canOpenList(viewer.roles, view.list);
}

/**
 * Its owner renames, re-shares or deletes it; SUPPORT too for a shared view or one the back-office
 * ships (no owner). Another staff member's private view stays theirs alone.
 */
export function canChangeView(viewer: ViewViewer, view: Pick<SavedView, 'ownerId' | 'sharedRoles'>): boolean {
  if (view.ownerId !== null && view.ownerId === viewer.id) return true;
  return viewer.roles.includes('SUPPORT') && (view.ownerId === null || view.sharedRoles.length > 0);
}

/** The roles a view of this list may be shared with: those that may open the list. */
export function shareableRoles(list: ViewList, roles: readonly Role[]): Role[] {
  return roles.filter((role) => canOpenList([role], list));
}
