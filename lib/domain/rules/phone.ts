import { MOBILE_PHONE_PATTERN } from './patterns';
import { requiredText } from './shared';

export const MOBILE_PHONE_MESSAGES = {
  invalid: 'Merci de renseigner un numéro de téléphone mobile valide.',
  required: 'Merci de renseigner votre numéro de téléphone mobile.',
} as const;

/**
 * A French mobile number. Blanks are tolerated anywhere, since "06 12 34 56 78" is how French
 * numbers are written, and removed: the parsed value is compact ("0612345678", "+33612345678").
 * Dots, dashes and brackets are refused.
 */
export const mobilePhone = requiredText(MOBILE_PHONE_MESSAGES)
  .overwrite((value) => value.replace(/[\s\u00a0\u202f]/g, ''))
  .regex(MOBILE_PHONE_PATTERN, MOBILE_PHONE_MESSAGES.invalid);
