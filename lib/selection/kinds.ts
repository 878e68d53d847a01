import { canRunAction, type ActionId } from '@/lib/access';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import type { Role } from '@/lib/domain/roles';

/** The role table's action behind each bulk kind: who may start the job is who may run it on one record. */
export const BULK_KIND_ACTIONS: Record<BulkKindId, ActionId> = {
  markInvoicesPaid: 'editProviderInvoice',
  markInvoicesIrrecoverable: 'editProviderInvoice',
  markProInvoicesPaid: 'editProInvoice',
  closeDiscussions: 'writeDiscussion',
  deactivateUsers: 'deactivateUsersInBulk',
  acceptMatches: 'acceptMatch',
  resyncRecords: 'bulkSync',
};

/**
 * The kinds a list offers that these roles may run, in the list's order: what its bar shows, decided
 * on the server so that a kind the roles cannot run never reaches the browser.
 */
export function bulkKindsFor(roles: readonly Role[], offered: readonly BulkKindId[]): BulkKindId[] {
  return offered.filter((kind) => canRunAction(roles, BULK_KIND_ACTIONS[kind]));
}
