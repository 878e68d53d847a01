/**
 * The global search term's rule without a schema library, for the header's form, which every page
 * loads: zod would weigh more than the rest of the shell. The server action still checks the same
 * rule with zod (`searchTerm` in ./text.ts); a unit test keeps both answering alike.
 */
import { SEARCH_MAX, SEARCH_MIN } from '@/lib/domain/constants';

export const SEARCH_TERM_MESSAGES = {
  invalid: 'Merci de saisir un terme de recherche valide.',
  required: 'Merci de saisir un terme de recherche.',
} as const;

/** The trimmed term, or the one French message the form shows. */
export function checkSearchTerm(
  value: unknown,
): { ok: true; value: string } | { ok: false; message: string } {
  if (value === undefined || value === null) return { ok: false, message: SEARCH_TERM_MESSAGES.required };
  if (typeof value !== 'string') return { ok: false, message: SEARCH_TERM_MESSAGES.invalid };
  const term = value.trim();
  if (term === '') return { ok: false, message: SEARCH_TERM_MESSAGES.required };
  if (term.length < SEARCH_MIN || term.length > SEARCH_MAX)
    return { ok: false, message: SEARCH_TERM_MESSAGES.invalid };
  return { ok: true, value: term };
}
