import { NAME_MAX, NAME_MIN } from '@/lib/domain/constants';
import { requiredText } from './shared';

/** `label` is a masculine noun ("prénom", "nom"): the messages read "un {label}", "votre {label}". */
export function personNameMessages(label: string) {
  return {
    invalid: `Merci de renseigner un ${label} valide.`,
    tooLong: `Votre ${label} est trop long.`,
    required: `Merci de renseigner votre ${label}.`,
  } as const;
}

export const FIRST_NAME_LABEL = 'prénom';
export const LAST_NAME_LABEL = 'nom';

/**
 * Words of letters (any alphabet, accented or not) joined by a single space, hyphen or apostrophe
 * (straight or typographic): "Jean-Éric", "D'Artagnan", "Le Gall". Unicode \p{L} rather than a
 * list of Latin accents, so a foreign name typed in its own letters is not refused.
 */
const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

/**
 * 2 to 40 characters once trimmed and NFC-normalised (so "é" typed as e + accent counts once).
 * One message at a time: required, then too short (invalid), then too long, then the letters.
 */
export function personName(label: string) {
  const messages = personNameMessages(label);
  return requiredText(messages)
    .normalize('NFC')
    .min(NAME_MIN, { error: messages.invalid, abort: true })
    .max(NAME_MAX, { error: messages.tooLong, abort: true })
    .regex(NAME_PATTERN, messages.invalid);
}

export const firstName = personName(FIRST_NAME_LABEL);
export const lastName = personName(LAST_NAME_LABEL);
