import 'server-only';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import type { ApprovalPolicy } from '@/lib/access';
import { sqlApprovals, type ApprovalStore } from './store';

/** The requests on this process's back-office database. */
export async function approvalStore(): Promise<ApprovalStore> {
  return sqlApprovals(await database(), env().APPROVAL_EXPIRY_HOURS);
}

/** The deployment's policy (APPROVAL_POLICY). */
export function approvalPolicy(): ApprovalPolicy {
  return env().APPROVAL_POLICY;
}
