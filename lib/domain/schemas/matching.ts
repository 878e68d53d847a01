import { z } from 'zod';
import {
  acceptanceMode,
  matchStatus,
  positionableStatus,
  positioningMode,
  projectTag,
  relationshipStatus,
  relationshipStatusReason,
  visibilityStatus,
} from '../enums';
import { entityId, isoDateTime } from './common';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

export const matchSchema = z.object({
  /** The project id and the professional id joined. */
  id: entityId,
  user: userSummarySchema,
  project: projectSummarySchema.extend({ tags: z.array(enumSchema(projectTag)) }),
  status: enumSchema(matchStatus),
  positionableStatus: enumSchema(positionableStatus),
  visibilityStatus: enumSchema(visibilityStatus),
  /** Between 0 and 1; null while not computed. */
  partAcceptanceProbability: z.number().min(0).max(1).nullish(),
  createdAt: isoDateTime,
  statusDate: isoDateTime,
});
export type Match = z.infer<typeof matchSchema>;

/** A relationship (mise en relation) between a project and a professional (`user`). */
export const relationshipSchema = z.object({
  id: entityId,
  user: userSummarySchema,
  project: projectSummarySchema,
  status: enumSchema(relationshipStatus),
  statusDate: isoDateTime,
  positioningMode: enumSchema(positioningMode),
  positionedAt: isoDateTime,
  acceptanceMode: enumSchema(acceptanceMode).nullish(),
  acceptedAt: isoDateTime.nullish(),
  meetingDateTime: isoDateTime.nullish(),
  comment: z.string().nullish(),
  statusReasons: z.array(enumSchema(relationshipStatusReason)).default([]),
  statusOtherReason: z.string().nullish(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
