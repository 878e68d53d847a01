import { z } from 'zod';
import {
  type EnumValue,
  professionalAccountStatus,
  registrationStatus,
  requirementCode,
  requirementStatus,
  userAccountStatus,
  userType,
} from '../enums';
import { isoDateTime } from './common';
import { documentSchema, documentTypeRefSchema } from './documents';
import { enumSchema } from '@/lib/domain/enums/schema';

export interface Requirement {
  code: EnumValue<typeof requirementCode>;
  label: string;
  status: EnumValue<typeof requirementStatus>;
  mandatory: boolean;
  documentType?: z.infer<typeof documentTypeRefSchema> | null;
  expireAt?: string | null;
  children: Requirement[];
}

export const requirementSchema: z.ZodType<Requirement, unknown> = z.object({
  code: enumSchema(requirementCode),
  label: z.string(),
  status: enumSchema(requirementStatus),
  mandatory: z.boolean(),
  documentType: documentTypeRefSchema.nullish(),
  expireAt: isoDateTime.nullish(),
  // A leaf requirement may come without the key.
  get children() {
    return z.array(requirementSchema).default([]);
  },
});

export const registrationSchema = z.object({
  status: enumSchema(registrationStatus),
  requirements: z.array(requirementSchema),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The pp and sa registrations also list the documents sent for them. */
export const accountRegistrationSchema = registrationSchema.extend({
  documents: z.array(documentSchema),
});
export type AccountRegistration = z.infer<typeof accountRegistrationSchema>;

export const accountStateSchema = z.object({
  status: enumSchema(professionalAccountStatus),
  registration: accountRegistrationSchema,
});
export type AccountState = z.infer<typeof accountStateSchema>;

/** GET /users/:id/status. A staff user has neither pp nor sa account. */
export const userStateSchema = z.object({
  userAccountState: z.object({
    type: enumSchema(userType),
    status: enumSchema(userAccountStatus),
    registration: registrationSchema,
  }),
  ppAccountState: accountStateSchema.nullish(),
  saAccountState: accountStateSchema.nullish(),
});
export type UserState = z.infer<typeof userStateSchema>;
