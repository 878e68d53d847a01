/**
 * The shapes of SPEC §5's identifiers, free of any schema library: the zod rules of this folder
 * and the command palette (which recognises what is typed, in the browser) share them.
 */
/** Group identifier: one uppercase letter and 7 digits, e.g. A1234567. */
export const SGID_PATTERN = /^[A-Z]\d{7}$/;
/** Project RID: P and 4 uppercase letters or digits, e.g. P12AB. */
export const PROJECT_RID_PATTERN = /^P[A-Z0-9]{4}$/;
/** User RID: U, C or E and 4 uppercase letters or digits, e.g. U12AB. */
export const USER_RID_PATTERN = /^[UCE][A-Z0-9]{4}$/;
// Any 8-4-4-4-12 hexadecimal id, whatever its version bits: the gateway's ids are not all RFC 9562.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 06 or 07 and 8 digits, or +33 / 0033 then 6 or 7 and 8 digits (no trunk 0 after the prefix). */
export const MOBILE_PHONE_PATTERN = /^(?:0|\+33|0033)[67]\d{8}$/;
/**
 * The e-mail shape zod checks (`z.regexes.email`), copied: importing it from zod brings 7 kB
 * gzipped of zod's core into the browser. A unit test keeps the copy equal to zod's.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
