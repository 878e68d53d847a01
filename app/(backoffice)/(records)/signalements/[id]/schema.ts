import { z } from 'zod';
import { issueStatus } from '@/lib/domain/enums/issue-status';

/** The issue report's status change: the report and one of the back-office's statuses. */
export const issueStatusInput = z.object({
  id: z.string().trim().min(1).max(200),
  status: z.enum(issueStatus.values),
});
