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

export const matchSchema = z.object({
  /** The project id and the professional id joined. */
  id: entityId,
  user: userSummarySchema,
  project: projectSummarySchema.extend({ tags: z.array(projectTag.schema) }),
  status: matchStatus.schema,
  positionableStatus: positionableStatus.schema,
  visibilityStatus: visibilityStatus.schema,
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
  status: relationshipStatus.schema,
  statusDate: isoDateTime,
  positioningMode: positioningMode.schema,
  positionedAt: isoDateTime,
  acceptanceMode: z.nullish(acceptanceMode.schema),
  acceptedAt: isoDateTime.nullish(),
  meetingDateTime: isoDateTime.nullish(),
  comment: z.string().nullish(),
  statusReasons: z.array(relationshipStatusReason.schema).default([]),
  statusOtherReason: z.string().nullish(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
