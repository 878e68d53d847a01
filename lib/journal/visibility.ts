import { canAccessRoute } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import { JOURNAL_TARGET_TYPES } from './target-types';
import type { JournalTargetType } from './types';

/** The kinds of record whose entries `roles` may read: those whose view they may open. */
export function visibleTargetTypes(roles: readonly Role[]): JournalTargetType[] {
  return JOURNAL_TARGET_TYPES.filter((type) => canAccessRoute(roles, type));
}

/**
 * The kinds of record one record's tab lists: a staff member is both a user and credentials, and
 * the same actions run from either view; only those `roles` may open.
 */
export function tabTargetTypes(type: JournalTargetType, roles: readonly Role[]): JournalTargetType[] {
  const same: JournalTargetType[] =
    type === 'userView' || type === 'credentialsView' ? ['userView', 'credentialsView'] : [type];
  return same.filter((each) => canAccessRoute(roles, each));
}
