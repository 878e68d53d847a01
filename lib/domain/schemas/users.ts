import { z } from 'zod';
import {
  deactivationReason,
  playerStatus,
  professionalAccountStatus,
  registrationFeeStatus,
  userAccountStatus,
} from '../enums';
import { addressSchema } from './addresses';
import { codeLabelSchema, entityId, isoDateTime } from './common';
import { enumSchema } from '@/lib/domain/enums/schema';

export const companySchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  siret: z.string().min(1),
  name: z.string().min(1),
  legalCategory: z.string(),
  address: addressSchema,
  activityStartDate: isoDateTime.nullish(),
});
export type Company = z.infer<typeof companySchema>;

/** The other pp-account this one is associated with: SPEC's "company id and rid" nest as `company`. */
export const associatedAccountSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  company: z.object({ id: entityId, rid: z.string().min(1) }),
});
export type AssociatedAccount = z.infer<typeof associatedAccountSchema>;

export const ppAccountSchema = z.object({
  id: entityId,
  status: enumSchema(professionalAccountStatus),
  statusReasons: z.array(enumSchema(deactivationReason)).nullish(),
  playerStatus: enumSchema(playerStatus),
  registrationFeeStatus: enumSchema(registrationFeeStatus),
  associatedAccount: associatedAccountSchema.nullish(),
});
export type PpAccount = z.infer<typeof ppAccountSchema>;

const userBase = z.object({
  id: entityId,
  rid: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  // A staff account can exist before its owner gives a phone (PATCH /users/me).
  phone: z.string().nullish(),
  userAccountStatus: enumSchema(userAccountStatus),
  createdAt: isoDateTime,
});

/** The three kinds of user, discriminated on `type`, each extended with `extra`. */
function userOf<const S extends z.ZodRawShape>(extra: S) {
  return z.discriminatedUnion('type', [
    userBase.extend({ type: z.literal('PARTICULAR'), ppAccount: ppAccountSchema.nullish(), ...extra }),
    userBase.extend({
      type: z.literal('PROFESSIONAL'),
      company: companySchema,
      ppAccount: ppAccountSchema,
      ...extra,
    }),
    userBase.extend({ type: z.literal('LMSG'), ...extra }),
  ]);
}

/** A row of GET /users. */
export const userListItemSchema = userOf({});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** GET /users/:id: the list form plus the commercial programs. */
export const userSchema = userOf({ commercialPrograms: z.array(codeLabelSchema) });
export type User = z.infer<typeof userSchema>;

/** Credentials: the user's own fields (list form) plus its roles, kept as sent (see knownRoles). */
export const credentialsSchema = userOf({ roles: z.array(z.string()) });
export type Credentials = z.infer<typeof credentialsSchema>;
