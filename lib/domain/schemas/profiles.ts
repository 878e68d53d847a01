import { z } from 'zod';
import { professionalSegment } from '../enums';
import { enumSchema } from '@/lib/domain/enums/schema';

/** GET /profiles/:id. The defaults are SPEC's; the gateway answers 404 for a professional without history. */
export const profileSegmentStatisticsSchema = z.object({
  segment: enumSchema(professionalSegment),
  segmentDays: z.number().int().nonnegative(),
  previousSegment: enumSchema(professionalSegment).default('PRO_NO_SEGMENT'),
  previousSegmentDays: z.number().int().nonnegative().default(0),
  timesSegmentChangedLast6Months: z.number().int().nonnegative(),
  // The best segment the professional has reached.
  segmentMax: enumSchema(professionalSegment),
});
export type ProfileSegmentStatistics = z.infer<typeof profileSegmentStatisticsSchema>;

/** What a 404 on GET /profiles/:id stands for (SPEC §7). */
export const DEFAULT_PROFILE_SEGMENT_STATISTICS: ProfileSegmentStatistics = {
  segment: 'PRO_NO_SEGMENT',
  segmentDays: 0,
  previousSegment: 'PRO_NO_SEGMENT',
  previousSegmentDays: 0,
  timesSegmentChangedLast6Months: 0,
  segmentMax: 'PRO_NO_SEGMENT',
};
