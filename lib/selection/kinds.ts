import 'server-only';
import { canRunAction } from '@/lib/access';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { BULK_KIND } from '@/lib/jobs/kinds';
import type { Role } from '@/lib/domain/roles';

/**
 * The kinds a list offers that these roles may run, in the list's order: what its bar shows, decided
 * on the server from the role table's action behind each kind (the one the job engine checks), so
 * that a kind the roles cannot run never reaches the browser.
 */
export function bulkKindsFor(roles: readonly Role[], offered: readonly BulkKindId[]): BulkKindId[] {
  return offered.filter((kind) => canRunAction(roles, BULK_KIND[kind].action));
}
