import { canAccess } from '@/lib/access';
import type { SearchHitType } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { SearchHit } from '@/lib/domain/schemas';
import { searchTargetPath } from '@/components/shell/search-target';

/**
 * The view of the first hit of one of `hitTypes` (any when null) that these roles may open: a user
 * RID never opens a project, and a staff member's credentials view is skipped for all but SUPPORT.
 */
export function openablePath(
  hits: readonly Pick<SearchHit, 'type' | 'id' | 'userType'>[],
  hitTypes: readonly SearchHitType[] | null,
  roles: readonly Role[],
): string | null {
  for (const hit of hits) {
    if (hitTypes && !hitTypes.includes(hit.type)) continue;
    const path = searchTargetPath(hit);
    if (canAccess(roles, path)) return path;
  }
  return null;
}
