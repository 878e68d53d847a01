import { z } from 'zod';
import { feedbackStatus } from '../enums';
import { entityId, isoDateTime } from './common';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

const rate = z.number().min(0).max(5);

export const feedbackReplySchema = z.object({
  id: entityId,
  replier: userSummarySchema,
  message: z.string(),
  dispatchedAt: isoDateTime,
  status: enumSchema(feedbackStatus),
  statusDate: isoDateTime,
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** A project owner's feedback (avis) on a professional. */
export const feedbackSchema = z.object({
  id: entityId,
  emitter: userSummarySchema,
  professional: userSummarySchema,
  project: projectSummarySchema,
  status: enumSchema(feedbackStatus),
  rate: rate.nullish(),
  message: z.string().nullish(),
  dispatchedAt: isoDateTime,
  statusDate: isoDateTime,
  replies: z.array(feedbackReplySchema).default([]),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// SPEC §3 leaves the project's "feedback summary" open: enough to badge it and link to /avis/:id.
export const feedbackSummarySchema = z.object({
  id: entityId,
  status: enumSchema(feedbackStatus),
  rate: rate.nullish(),
  dispatchedAt: isoDateTime,
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
