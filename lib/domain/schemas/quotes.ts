import { z } from 'zod';
import { quoteRefusalReason, quoteStatus, quoteType } from '../enums';
import { amountSchema, entityId, isoDateTime } from './common';
import { documentSchema } from './documents';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

/** A quote or an amendment (`type`), owned by the professional who issued it. */
export const quoteSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  owner: userSummarySchema,
  type: enumSchema(quoteType),
  project: projectSummarySchema,
  document: documentSchema,
  amount: amountSchema,
  downPayment: z.object({ percentage: z.number().min(0).max(100) }).nullish(),
  attachments: z.array(documentSchema).default([]),
  status: enumSchema(quoteStatus),
  statusDate: isoDateTime,
  dispatchedAt: isoDateTime,
  validityDate: isoDateTime.nullish(),
  signedAt: isoDateTime.nullish(),
  refusedReasons: z.array(enumSchema(quoteRefusalReason)).default([]),
  insuranceAttached: z.boolean(),
  comment: z.string().nullish(),
  bypass: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;
