'use client';

import { useEffect, useState } from 'react';
import { SEARCH_MAX, SUGGEST_MIN } from '@/lib/domain/constants';
import type { SearchSuggestion } from './search-suggestions';

/** Typing pauses this long before the gateway is asked: one call per word, not per key. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGESTIONS_PATH = '/api/recherche';

export interface SuggestionsState {
  /** The trimmed term the suggestions answer (they may lag one call behind what is typed). */
  term: string;
  suggestions: readonly SearchSuggestion[];
  loading: boolean;
}

const NONE: SuggestionsState = { term: '', suggestions: [], loading: false };

/**
 * The live suggestions for what is typed in the header search or the palette: asked of the BFF
 * (`/api/recherche`) once typing pauses, the previous call cancelled, shown as soon as they come.
 * A failure, an ended session or a refusal shows none: submitting still answers as SPEC §2 says.
 */
export function useSearchSuggestions(input: string): SuggestionsState {
  const term = input.trim();
  const wanted = term.length >= SUGGEST_MIN && term.length <= SEARCH_MAX;
  const [state, setState] = useState<SuggestionsState>(NONE);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, loading: true }));
      let suggestions: readonly SearchSuggestion[] = [];
      try {
        const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ valeur: term })}`, {
          headers: { Accept: 'application/json' },
          cache: 'no-store',
          signal: controller.signal,
        });
        const body = response.ok ? ((await response.json()) as { suggestions?: unknown }) : null;
        if (Array.isArray(body?.suggestions)) suggestions = body.suggestions as SearchSuggestion[];
      } catch {
        if (controller.signal.aborted) return;
      }
      if (!controller.signal.aborted) setState({ term, suggestions, loading: false });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, wanted]);

  if (!wanted) return NONE;
  // While the next answer comes, the last one stays if it answered the start of this term (or this
  // term is its start: a key erased); a term typed anew shows none rather than another's.
  const related = term.startsWith(state.term) || state.term.startsWith(term);
  return related ? state : { ...NONE, term, loading: true };
}
