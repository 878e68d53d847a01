import { EMAIL_PATTERN } from './patterns';
import { requiredText } from './shared';

export const EMAIL_MESSAGES = {
  invalid: 'Merci de renseigner un email valide.',
  required: "Merci de renseigner l'email de l'utilisateur.",
} as const;

/** `group` is how the staff e-mail domain is named to the user (see staffEmail). */
export function staffEmailMessages(group: string) {
  return {
    invalid: `Merci de renseigner un email ${group} valide.`,
    required: 'Merci de renseigner votre email.',
  } as const;
}

/** Any e-mail address, e.g. a user to search or create. */
export const email = requiredText(EMAIL_MESSAGES).regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid);

/**
 * The login e-mail of a staff member: an address on the group's domain, or on its `ext.`
 * sub-domain for contractors, nothing else (no other sub-domain, no look-alike such as
 * x@groupe.example.evil.com). Domains compare case-insensitively, as mail does.
 * The group is named in the message by `group`, which defaults to the domain itself
 * ("Merci de renseigner un email groupe.example valide.").
 */
export function staffEmail(domain: string, group: string = domain) {
  const messages = staffEmailMessages(group);
  const allowed = new Set([domain.toLowerCase(), `ext.${domain.toLowerCase()}`]);
  return requiredText(messages)
    .regex(EMAIL_PATTERN, { error: messages.invalid, abort: true })
    .refine((value) => allowed.has(value.slice(value.lastIndexOf('@') + 1).toLowerCase()), messages.invalid);
}
