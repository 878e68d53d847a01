/**
 * What a staff member typed in the command palette: one of the identifiers of SPEC §5 (or a SIRET,
 * a French phone number), else free text. Pure and free of zod, since it runs in the browser on
 * every key; the shapes are those of the form rules (lib/domain/rules/patterns.ts).
 */
import { phoneDigits } from '@/lib/domain/phone-match';
import {
  EMAIL_PATTERN,
  PROJECT_RID_PATTERN,
  SGID_PATTERN,
  USER_RID_PATTERN,
  UUID_PATTERN,
} from '@/lib/domain/rules/patterns';

export type IdentifierKind =
  'userRid' | 'projectRid' | 'sgid' | 'siret' | 'email' | 'phone' | 'uuid' | 'text';

export interface Identified {
  readonly kind: IdentifierKind;
  /** The value to look up: trimmed, and in the form the gateway stores (upper-case RID, compact digits…). */
  readonly value: string;
  /** The value as shown in the palette's entries ("06 12 34 56 78", "123 456 789 00012"). */
  readonly display: string;
}

const BLANKS = /[\s\u00a0\u202f]/g;
/** Blanks, dots and dashes: how French numbers are written ("06.12.34.56.78", "06-12-34-56-78"). */
const NUMBER_SEPARATORS = /[\s\u00a0\u202f.-]/g;
/** Any French number, landline or mobile, in national form: 0, then 1 to 9 and 8 digits. */
const FRENCH_PHONE_PATTERN = /^0[1-9]\d{8}$/;
const SIRET_PATTERN = /^\d{14}$/;

/**
 * A RID or SGID counts in capitals, in lower case, or when it holds a digit; a word of five letters
 * in mixed case ("Emile", "Clara") is a name to search for. "emile" offers the RID first, and the
 * global search that follows finds the name too.
 */
function asCode(compact: string, pattern: RegExp): string | null {
  const upper = compact.toUpperCase();
  if (!pattern.test(upper)) return null;
  return compact === upper || compact === compact.toLowerCase() || /\d/.test(compact) ? upper : null;
}

/** "0612345678" as "06 12 34 56 78". */
function phoneDisplay(national: string): string {
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** "12345678900012" as "123 456 789 00012" (SIREN, then the establishment). */
function siretDisplay(siret: string): string {
  return `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
}

/** What the input is; null only for an empty (or blank) input. */
export function identify(input: string): Identified | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const compact = trimmed.replace(BLANKS, '');

  if (UUID_PATTERN.test(compact)) {
    const value = compact.toLowerCase();
    return { kind: 'uuid', value, display: value };
  }
  if (!/\s/.test(trimmed) && EMAIL_PATTERN.test(trimmed)) {
    return { kind: 'email', value: trimmed, display: trimmed };
  }
  const userRid = asCode(compact, USER_RID_PATTERN);
  if (userRid) return { kind: 'userRid', value: userRid, display: userRid };
  const projectRid = asCode(compact, PROJECT_RID_PATTERN);
  if (projectRid) return { kind: 'projectRid', value: projectRid, display: projectRid };
  const sgid = asCode(compact, SGID_PATTERN);
  if (sgid) return { kind: 'sgid', value: sgid, display: sgid };

  const digits = trimmed.replace(NUMBER_SEPARATORS, '');
  if (SIRET_PATTERN.test(digits)) return { kind: 'siret', value: digits, display: siretDisplay(digits) };
  // The national form is how the gateway stores numbers and what its lists match.
  const national = phoneDigits(trimmed);
  if (national && FRENCH_PHONE_PATTERN.test(national)) {
    return { kind: 'phone', value: national, display: phoneDisplay(national) };
  }
  return { kind: 'text', value: trimmed, display: trimmed };
}
