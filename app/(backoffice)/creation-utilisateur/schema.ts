import { z } from 'zod';
import { firstName, lastName, mobilePhone, sgid, staffEmail } from '@/lib/domain/rules';
import { ROLES } from '@/lib/domain/roles';

export const ROLES_REQUIRED_MESSAGE = 'Merci de sélectionner au moins un rôle.';

/**
 * The staff creation form (SPEC §5 rules). The e-mail domain is the deployment's, so the server
 * page passes it to the client and the action builds the same schema from its own configuration.
 */
export function createStaffSchema(domain: string) {
  return z.object({
    firstName,
    lastName,
    email: staffEmail(domain),
    phone: mobilePhone,
    sgid,
    roles: z
      .array(z.enum(ROLES, { error: ROLES_REQUIRED_MESSAGE }), { error: ROLES_REQUIRED_MESSAGE })
      .min(1, ROLES_REQUIRED_MESSAGE),
  });
}
export type CreateStaffInput = z.input<ReturnType<typeof createStaffSchema>>;
export type CreateStaffValues = z.output<ReturnType<typeof createStaffSchema>>;

/** SPEC §8 lists these outcomes without their texts; the wording is ours. */
export const CREATE_STAFF_MESSAGES = {
  created: "L'utilisateur a été créé.",
  createdWithoutRoles:
    "L'utilisateur a été créé, mais ses rôles n'ont pas pu être enregistrés : attribuez-les depuis sa fiche.",
  failed: "L'utilisateur n'a pas pu être créé.",
} as const;
