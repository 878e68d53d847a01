import { z } from 'zod';
import {
  professionalAccountStatus,
  registrationStatus,
  requirementCode,
  requirementStatus,
  userAccountStatus,
  userType,
} from '../enums';
import { isoDateTime } from './common';
import { documentSchema, documentTypeRefSchema } from './documents';

export interface Requirement {
  code: z.infer<typeof requirementCode.schema>;
  label: string;
  status: z.infer<typeof requirementStatus.schema>;
  mandatory: boolean;
  documentType?: z.infer<typeof documentTypeRefSchema> | null;
  expireAt?: string | null;
  children: Requirement[];
}

export const requirementSchema: z.ZodType<Requirement, unknown> = z.object({
  code: requirementCode.schema,
  label: z.string(),
  status: requirementStatus.schema,
  mandatory: z.boolean(),
  documentType: documentTypeRefSchema.nullish(),
  expireAt: isoDateTime.nullish(),
  // A leaf requirement may come without the key.
  get children() {
    return z.array(requirementSchema).default([]);
  },
});

export const registrationSchema = z.object({
  status: registrationStatus.schema,
  requirements: z.array(requirementSchema),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The pp and sa registrations also list the documents sent for them. */
export const accountRegistrationSchema = registrationSchema.extend({
  documents: z.array(documentSchema),
});
export type AccountRegistration = z.infer<typeof accountRegistrationSchema>;

export const accountStateSchema = z.object({
  status: professionalAccountStatus.schema,
  registration: accountRegistrationSchema,
});
export type AccountState = z.infer<typeof accountStateSchema>;

/** GET /users/:id/status. A staff user has neither pp nor sa account. */
export const userStateSchema = z.object({
  userAccountState: z.object({
    type: userType.schema,
    status: userAccountStatus.schema,
    registration: registrationSchema,
  }),
  ppAccountState: accountStateSchema.nullish(),
  saAccountState: accountStateSchema.nullish(),
});
export type UserState = z.infer<typeof userStateSchema>;
