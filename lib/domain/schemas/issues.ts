import { z } from 'zod';
import { issueType } from '../enums';
import { entityId, isoDateTime } from './common';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

/** An issue report (signalement) about a project. */
export const issueSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  type: enumSchema(issueType),
  emitter: userSummarySchema,
  project: projectSummarySchema,
  description: z.string().nullish(),
  createdAt: isoDateTime,
});
export type Issue = z.infer<typeof issueSchema>;
