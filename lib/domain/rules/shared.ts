import { z } from 'zod';
import type { RuleResult } from './result';

/** What an empty form control holds: nothing, or only blanks. */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A trimmed text field that answers `required` when it is empty (undefined, null, '' or blanks)
 * and `invalid` for anything that is not a string; further checks chain on the result and only
 * run on a non-empty value, so a field shows one message at a time.
 */
export function requiredText(messages: { required: string; invalid: string }) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.required : messages.invalid,
    })
    .trim()
    .min(1, { error: messages.required, abort: true });
}

export { fail, pass, type RuleResult } from './result';

/**
 * A rule over a value whose form varies (a number or the string of an input, a File or a
 * FileList…): `run` sees the raw value and answers one French message or the parsed value.
 * `I` is what a form may hold, so react-hook-form types its fields from it.
 */
export function rule<I, O>(run: (value: I | null | undefined) => RuleResult<O>) {
  return z
    .custom<I | null | undefined>(() => true)
    .transform((value, ctx): O => {
      const result = run(value);
      if (result.ok) return result.value;
      ctx.issues.push({ code: 'custom', message: result.message, input: value });
      return z.NEVER;
    });
}

/**
 * Reads a number typed in a form: a number (NaN, which an empty `valueAsNumber` input gives, is
 * empty) or a string using a French decimal comma or a dot, with blanks as thousands separators.
 * Answers undefined when nothing is there and NaN when the text is not a number.
 */
export function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return Number.NaN;
  // Regular, no-break and narrow no-break spaces, as French number formatting produces.
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}
