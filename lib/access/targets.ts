import type { UserType } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { TargetKind } from './actions';

/** The staff member running an action: the session's user. */
export interface Actor {
  readonly id: string;
  readonly roles: readonly Role[];
}

/** The user an action acts on, as the server read it at the gateway. */
export interface ActionTarget {
  readonly kind: TargetKind;
  /** Absent for an account the action creates. */
  readonly id?: string;
  /** The roles the action gives the target that it does not hold yet. */
  readonly grants?: readonly Role[];
}

/**
 * Why `actor` may not run `action` on `target` (null: it may). 'role': the role table refuses the
 * action, or this kind of user, to the actor's roles; 'self': the target is the actor's own
 * account; 'grant': the action would give a role the actor does not hold.
 */
export type TargetRefusal = 'role' | 'self' | 'grant';

const KIND_OF_TYPE = {
  PARTICULAR: 'customer',
  PROFESSIONAL: 'professional',
  LMSG: 'staff',
} as const satisfies Record<UserType, TargetKind>;

/** The kind of a user the gateway answered, by its `type`. */
export function targetKindOf(type: UserType): TargetKind {
  return KIND_OF_TYPE[type];
}

/** The roles of `next` that `current` does not hold: what replacing `current` by `next` grants. */
export function grantedRoles(current: readonly Role[], next: readonly Role[]): Role[] {
  return next.filter((role) => !current.includes(role));
}
