/**
 * How a phone number typed whole or in part is matched against stored ones, in the header search,
 * the command palette and the text filters of the client, project and communications lists. Staff
 * write numbers as they hear them ("07 61 33", "07.61.33", "+33 7 61 33…", "0033 7…"); the gateway
 * stores them compact, nationally or with +33. Both sides come down to national digits, and a
 * fragment matches a number whose national digits contain it. Pure and free of zod: it runs in the
 * browser, the BFF and the fake gateway alike.
 */

/** Digits, blanks, dots, dashes, slashes and brackets, with an optional leading "+". */
const PHONE_SHAPE = /^\+?[\d\s\u00a0\u202f./()-]+$/;
/** The international prefix of France, written "+33" or "0033". */
const FRENCH_PREFIX = /^(?:\+|00)33/;

/**
 * The national digits of what looks like a phone number or a piece of one ("+33 (0)7 61 33" →
 * "076133"), or null when the input is not written like one (a letter, a "+" inside, no digit).
 */
export function phoneDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_SHAPE.test(trimmed)) return null;
  const compact = trimmed.replace(/[^\d+]/g, '');
  if (!/\d/.test(compact)) return null;
  // A national number never starts with 0 after +33: "+33 (0)7…" and "+33 07…" are "07…".
  if (FRENCH_PREFIX.test(compact)) return `0${compact.replace(FRENCH_PREFIX, '').replace(/^0/, '')}`;
  return compact.replace('+', '');
}

/**
 * What the back-office sends as a list's text filter: a phone number (or a SIRET) typed with
 * separators or +33 as its national digits, which the gateway finds inside the stored numbers;
 * any other text as typed.
 */
export function matchTerm(value: string): string {
  return phoneDigits(value) ?? value;
}

/** Whether a stored number's national digits contain these (already normalised) digits. */
export function phoneContains(stored: string | null | undefined, digits: string): boolean {
  if (!stored || digits === '') return false;
  return (phoneDigits(stored) ?? '').includes(digits);
}
