import { ACTIONS, canAccessRoute } from '@/lib/access';
import { hasAnyRole, isRole, ROLE_GROUPS, type Role } from '@/lib/domain/roles';
import type { SavedView } from '@/lib/views/types';
import type { Claimant } from './claims';
import { isQueueList, QUEUE_LISTS } from './lists';
import type { Claim, ClaimItemType } from './types';

/*
 * Who may open a queue, take its items and hand a claim to someone else. The role table says who
 * may run each action at all; these rules add the queue's sharing and the holder's group.
 */

/** Who may complete an item of each type: the roles of the action that completes it. */
const WORKERS: Record<ClaimItemType, readonly Role[]> = {
  discussion: ACTIONS.writeDiscussion.roles,
  invoice: ACTIONS.editProviderInvoice.roles,
  issue: ACTIONS.changeIssueStatus.roles,
  project: ACTIONS.editConstruction.roles,
};

/** The group each manager role manages. */
const MANAGED: Partial<Record<Role, readonly Role[]>> = {
  MANAGER_CA: ROLE_GROUPS.CA,
  MANAGER_CC: ROLE_GROUPS.CC,
  MANAGER_BD_CCO: ROLE_GROUPS.BD_CCO,
};

const rolesOf = (roles: readonly string[]): Role[] => roles.filter(isRole);

/** Whether these roles may work on (take, complete) an item of this type. */
export function canWorkOn(roles: readonly string[], itemType: ClaimItemType): boolean {
  return hasAnyRole(rolesOf(roles), WORKERS[itemType]);
}

/** A queue opens to its owner and the roles it is shared with, when they may open its list too. */
export function canOpenQueue(user: { id: string; roles: readonly Role[] }, view: SavedView): boolean {
  if (!view.queue || !isQueueList(view.list)) return false;
  const sharedWith = view.ownerId === user.id || hasAnyRole(user.roles, view.sharedRoles);
  return sharedWith && canAccessRoute(user.roles, QUEUE_LISTS[view.list].route);
}

function managedBy(roles: readonly Role[]): Set<Role> {
  return new Set(roles.flatMap((role) => MANAGED[role] ?? []));
}

/** SUPPORT hands any claim on; a manager the claims of their own group's members. */
export function canReassign(roles: readonly Role[], claim: Pick<Claim, 'staffRoles'>): boolean {
  if (roles.includes('SUPPORT')) return true;
  const group = managedBy(roles);
  return claim.staffRoles.some((role) => isRole(role) && group.has(role));
}

/**
 * The colleagues a claim may be handed to: not its holder, able to work on the item, and for a
 * manager a member of their group.
 */
export function reassignTargets(
  roles: readonly Role[],
  claim: Pick<Claim, 'staffId' | 'staffRoles' | 'itemType'>,
  staff: readonly Claimant[],
): Claimant[] {
  if (!canReassign(roles, claim)) return [];
  const group = roles.includes('SUPPORT') ? null : managedBy(roles);
  return staff.filter(
    (member) =>
      member.id !== claim.staffId &&
      canWorkOn(member.roles, claim.itemType) &&
      (group === null || rolesOf(member.roles).some((role) => group.has(role))),
  );
}
