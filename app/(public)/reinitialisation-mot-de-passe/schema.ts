import { z } from 'zod';
import { staffEmail } from '@/lib/domain/rules';

/** The forgotten-password form, validated in the browser and again by its server action. */
export function forgotPasswordSchema(domain: string) {
  return z.object({ email: staffEmail(domain) });
}
export type ForgotPasswordValues = z.input<ReturnType<typeof forgotPasswordSchema>>;
