import { z } from 'zod';
import { quoteRefusalReason, quoteStatus, quoteType } from '../enums';
import { amountSchema, entityId, isoDateTime } from './common';
import { documentSchema } from './documents';
import { projectSummarySchema, userSummarySchema } from './summaries';

/** A quote or an amendment (`type`), owned by the professional who issued it. */
export const quoteSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  owner: userSummarySchema,
  type: quoteType.schema,
  project: projectSummarySchema,
  document: documentSchema,
  amount: amountSchema,
  downPayment: z.object({ percentage: z.number().min(0).max(100) }).nullish(),
  attachments: z.array(documentSchema).default([]),
  status: quoteStatus.schema,
  statusDate: isoDateTime,
  dispatchedAt: isoDateTime,
  validityDate: isoDateTime.nullish(),
  signedAt: isoDateTime.nullish(),
  refusedReasons: z.array(quoteRefusalReason.schema).default([]),
  insuranceAttached: z.boolean(),
  comment: z.string().nullish(),
  bypass: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;
