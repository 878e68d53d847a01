import { z } from 'zod';
import { documentStatus } from '../enums';
import { entityId, isoDateTime } from './common';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

/** `code` stays open: documents also carry codes outside SPEC's list (see documentType). */
export const documentTypeRefSchema = z.object({ code: z.string().min(1), name: z.string() });
export type DocumentTypeRef = z.infer<typeof documentTypeRefSchema>;

export const documentSchema = z.object({
  id: entityId,
  name: z.string(),
  status: enumSchema(documentStatus),
  type: documentTypeRefSchema,
  mimeType: z.string().min(1),
  createdAt: isoDateTime,
  // Our addition (docs/gateway-contract.md): who the document belongs to and its project, sent by
  // GET /documents/:id only; nullish so answers without them still parse.
  owner: userSummarySchema.nullish(),
  project: projectSummarySchema.nullish(),
});
export type Document = z.infer<typeof documentSchema>;

export const mediaSchema = z.object({
  id: entityId,
  // SPEC does not list media types; the gateway names them (e.g. IMAGE, PDF).
  type: z.string().min(1),
  name: z.string(),
  uri: z.string().min(1),
  thumbUri: z.string().nullish(),
  createdAt: isoDateTime,
});
export type Media = z.infer<typeof mediaSchema>;
