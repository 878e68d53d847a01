/**
 * Phone numbers as French staff read them: in pairs, "06 38 33 46 59", and an international French
 * number as "+33 6 38 33 46 59" (a 0033 prefix written so too). The groups are joined by no-break
 * spaces, as amounts are, so a number never wraps. Anything else (a foreign number, a value that is
 * no phone number) is shown as the gateway sent it, only trimmed.
 */

const NO_BREAK_SPACE = '\u00a0';
/** Separators people and systems put inside a number. */
const SEPARATORS = /[\s.\-()/]/g;

const pairs = (digits: string) => digits.match(/\d{2}/g)!.join(NO_BREAK_SPACE);

export function formatPhone(value: string | null | undefined): string {
  if (value == null) return '';
  const shown = value.trim();
  const compact = shown.replace(SEPARATORS, '');
  if (/^0[1-9]\d{8}$/.test(compact)) return pairs(compact);
  // +33 6…, 0033 6…, and +33 (0)6… with the national 0 written in.
  const international = /^(?:\+|00)33(?:0)?([1-9])(\d{8})$/.exec(compact);
  if (international) {
    const [, first, rest] = international;
    return ['+33', first, pairs(rest)].join(NO_BREAK_SPACE);
  }
  return shown;
}
