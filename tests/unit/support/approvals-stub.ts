import { approvalPolicySchema } from '@/lib/access/approvals';
import type { SqlQueries } from '@/lib/db/sql';
import { sqlApprovals } from '@/lib/approvals/store';

/**
 * lib/approvals/runtime in every test file (tests/unit/support/setup.ts): no action is held unless
 * a test sets a policy here, and requests go to the database a test opens (tests/unit/approvals).
 */
export const approvalsStub = {
  policy: 'none',
  db: null as SqlQueries | null,
  expiryHours: 72,
};

export const approvalRuntimeStub = {
  approvalPolicy: () => approvalPolicySchema.parse(approvalsStub.policy),
  approvalStore: async () => {
    if (!approvalsStub.db) throw new Error('No approvals database: set approvalsStub.db in the test.');
    return sqlApprovals(approvalsStub.db, approvalsStub.expiryHours);
  },
};
