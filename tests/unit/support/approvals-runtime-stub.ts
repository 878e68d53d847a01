import { approvalPolicySchema } from '@/lib/approvals/policy';
import { sqlApprovals } from '@/lib/approvals/store';
import { approvalsStub } from './approvals-stub';

/** lib/approvals/runtime over approvals-stub.ts's policy and database. */
export const approvalRuntimeStub = {
  approvalPolicy: () => approvalPolicySchema.parse(approvalsStub.policy),
  approvalStore: async () => {
    if (!approvalsStub.db) throw new Error('No approvals database: set approvalsStub.db in the test.');
    return sqlApprovals(approvalsStub.db, approvalsStub.expiryHours);
  },
};
