import type { SqlQueries } from '@/lib/db/sql';

/**
 * What lib/approvals/runtime answers in every test file (tests/unit/support/setup.ts, through
 * approvals-runtime-stub.ts): no action is held unless a test sets a policy here, and requests go to
 * the database a test opens (tests/unit/approvals). Imports nothing, so resetting it before each
 * test loads neither zod nor a store into tests that never run an action.
 */
export const approvalsStub = {
  policy: 'none',
  db: null as SqlQueries | null,
  expiryHours: 72,
};
