import { z } from 'zod';
import { PASSWORD_MIN } from '@/lib/domain/constants';

export const PASSWORD_MESSAGES = {
  tooShort: 'Mot de passe trop court.',
  missingDigit: 'Il manque un numéro.',
  missingLowercase: 'Il manque une minuscule.',
  missingUppercase: 'Il manque une majuscule.',
  required: 'Merci de renseigner votre mot de passe.',
  // Not in the SPEC: the confirmation field of the create and reset password forms.
  confirmationRequired: 'Merci de confirmer votre mot de passe.',
  mismatch: 'Les mots de passe ne correspondent pas.',
} as const;

/**
 * At least 8 characters with a digit, a lowercase and an uppercase letter (ASCII, as the gateway
 * checks them). Never trimmed: a blank is a character of the password. Every unmet requirement is
 * reported, in the order above, so a form can show the first or list them all.
 */
export const password = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .regex(/[0-9]/, PASSWORD_MESSAGES.missingDigit)
  .regex(/[a-z]/, PASSWORD_MESSAGES.missingLowercase)
  .regex(/[A-Z]/, PASSWORD_MESSAGES.missingUppercase);

/** A new password typed twice; a mismatch shows under the confirmation field. */
export const passwordWithConfirmation = z
  .object({
    password,
    passwordConfirmation: z
      .string({ error: PASSWORD_MESSAGES.confirmationRequired })
      .min(1, PASSWORD_MESSAGES.confirmationRequired),
  })
  .refine((values) => values.passwordConfirmation === '' || values.password === values.passwordConfirmation, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['passwordConfirmation'],
  });
