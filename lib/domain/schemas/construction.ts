import { z } from 'zod';
import { worksAcceptanceStatus } from '../enums';
import { entityId, isoDateTime } from './common';
import { documentSchema } from './documents';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

/** A works-acceptance report (PV de fin de chantier); `owner` is the professional. */
export const worksAcceptanceSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  owner: userSummarySchema,
  project: projectSummarySchema.extend({ owner: userSummarySchema }),
  document: documentSchema,
  status: enumSchema(worksAcceptanceStatus),
  statusDate: isoDateTime,
  dispatchedAt: isoDateTime,
  effectiveDate: isoDateTime,
  unconditional: z.boolean(),
});
export type WorksAcceptance = z.infer<typeof worksAcceptanceSchema>;
