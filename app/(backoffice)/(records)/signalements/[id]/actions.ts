'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { database } from '@/lib/db/database';
import { issueStatus, type IssueStatus } from '@/lib/domain/enums/issue-status';
import { getIssue } from '@/lib/gateway/issues';
import { setIssueStatus } from '@/lib/queues/issue-status';
import { QUEUE_MESSAGES as M } from '@/lib/queues/messages';
import { issueStatusInput } from './schema';

/**
 * Nouveau, en cours, traité: the back-office's own status of an issue report, on a report the
 * gateway shows this staff member; "traité" completes its claim.
 */
export async function changeIssueStatusAction(raw: unknown): Promise<ActionResult<IssueStatus>> {
  return runAction(
    {
      route: 'issueView',
      action: 'changeIssueStatus',
      schema: issueStatusInput,
      journalAction: 'changeIssueStatus',
      target: ({ id }) => ({ type: 'issueView', id }),
      details: ({ status }, before) =>
        before ? `${issueStatus.label(before)} → ${issueStatus.label(status)}` : issueStatus.label(status),
      run: async (session, { id, status }) => {
        const issue = await getIssue(session.token, id);
        const { firstName, lastName } = session.user;
        return setIssueStatus(await database(), issue.id, status, {
          id: session.user.id,
          name: `${firstName} ${lastName}`.trim(),
        });
      },
      success: M.issueStatusChanged,
      failure: M.issueStatusFailed,
    },
    raw,
  );
}
