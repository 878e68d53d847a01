import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordWithConfirmation, staffEmail } from '@/lib/domain/rules';
import { requiredText } from '@/lib/domain/rules/shared';
import { AUTHENTICATION_CODE_MESSAGES } from '../public-texts';

/*
 * The sign-in and password-link forms, each shared by several screens: a form validates with one of
 * these in the browser and its server action validates again with the very same one. The staff
 * e-mail domain comes from the server's configuration, hence the factories.
 */

/** Signing in: the sign-in page, and the dialog that signs in again where the session ended. */
export function loginSchema(domain: string) {
  return z.object({
    email: staffEmail(domain),
    // Only required: the strength rule is for choosing a password, and an account may predate it.
    password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required),
  });
}
export type LoginValues = z.input<ReturnType<typeof loginSchema>>;

/**
 * A new password typed twice, plus the authentication code when the gateway asks for one. The
 * server action uses `codeRequired: false`: it does not know what the token asked for without
 * another call, and the gateway refuses a missing or wrong code itself.
 */
export function passwordFormSchema({ codeRequired }: { codeRequired: boolean }) {
  const authenticationCode = codeRequired
    ? requiredText(AUTHENTICATION_CODE_MESSAGES)
    : z.string().trim().optional();
  return z.intersection(passwordWithConfirmation, z.object({ authenticationCode }));
}
export type PasswordFormValues = z.input<ReturnType<typeof passwordFormSchema>>;

/** The token of a password link, as it comes from the URL. */
export const passwordTokenSchema = z.string().trim().min(1).max(512);

/** What the set-password actions receive: the form's values and the link's token. */
export const setPasswordInput = z.intersection(
  passwordFormSchema({ codeRequired: false }),
  z.object({ token: passwordTokenSchema }),
);
