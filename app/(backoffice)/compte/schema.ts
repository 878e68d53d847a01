import { z } from 'zod';
import { mobilePhone, passwordWithConfirmation, PASSWORD_MESSAGES } from '@/lib/domain/rules';

/*
 * The two forms of the account page. The client validates with these schemas and the server
 * actions validate again with the same ones.
 */

export const changePasswordSchema = passwordWithConfirmation.safeExtend({
  // The current password is checked by the gateway, not against the SPEC §5 rule: it may predate it.
  oldPassword: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

export const changePhoneSchema = z.object({ phone: mobilePhone });
export type ChangePhoneInput = z.input<typeof changePhoneSchema>;
export type ChangePhoneValues = z.output<typeof changePhoneSchema>;

/** SPEC §8 lists these successes without their texts; the wording is ours. */
export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordChangeFailed: "Votre mot de passe n'a pas pu être modifié.",
  phoneUpdated: 'Votre numéro de téléphone a été mis à jour.',
  phoneUpdateFailed: "Votre numéro de téléphone n'a pas pu être mis à jour.",
} as const;
