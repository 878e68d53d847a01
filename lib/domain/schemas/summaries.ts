import { z } from 'zod';
import { userType } from '../enums';
import { localitySchema } from './addresses';
import { entityId } from './common';
import { enumSchema } from '@/lib/domain/enums/schema';

// SPEC §3 leaves the nested people (owner, recipient, emitter, member…) open: they are this summary.
export const userSummarySchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  type: enumSchema(userType),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const workNeedSchema = z.object({ bsku: z.string().min(1), label: z.string() });
export type WorkNeed = z.infer<typeof workNeedSchema>;

// SPEC §3 leaves the nested projects (of a quote, invoice, match…) open: they are this summary.
export const projectSummarySchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  workNeed: workNeedSchema,
  address: localitySchema.nullish(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
