import { describe, expect, it } from 'vitest';
import { BULK_KINDS, type BulkKindId } from '@/lib/jobs/bulk-input';
import { ROLES, type Role } from '@/lib/domain/roles';
import { bulkKindsFor } from '@/lib/selection/kinds';

// Who may start each kind, written by hand (docs/decisions.md): the role table must agree.
const PROJECT_STAFF: readonly Role[] = ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'];
const EXPECTED: Record<BulkKindId, readonly Role[]> = {
  markInvoicesPaid: ['SUPPORT', 'FINANCE'],
  markInvoicesIrrecoverable: ['SUPPORT', 'FINANCE'],
  markProInvoicesPaid: ['SUPPORT', 'FINANCE'],
  closeDiscussions: PROJECT_STAFF,
  deactivateUsers: ['SUPPORT'],
  acceptMatches: PROJECT_STAFF,
  resyncRecords: ['SUPPORT'],
};

describe('the bulk kinds a list offers', () => {
  for (const kind of BULK_KINDS) {
    it(`${kind}: ${EXPECTED[kind].join(', ')}`, () => {
      for (const role of ROLES)
        expect(bulkKindsFor([role], [kind]), role).toEqual(EXPECTED[kind].includes(role) ? [kind] : []);
    });
  }

  it("keeps the list's order and drops what the roles cannot run", () => {
    expect(
      bulkKindsFor(['FINANCE'], ['deactivateUsers', 'markInvoicesIrrecoverable', 'markInvoicesPaid']),
    ).toEqual(['markInvoicesIrrecoverable', 'markInvoicesPaid']);
  });
});
