import { z } from 'zod';
import { loginSchema } from '@/lib/domain/rules/sign-in';

/**
 * What the sign-in action receives: the form's values (lib/domain/rules/sign-in.ts) and the page's
 * `redirect` parameter, which safeRedirect checks once the sign-in succeeded.
 */
export function signInInput(domain: string) {
  return loginSchema(domain).extend({ redirect: z.unknown() });
}
