import { z } from 'zod';
import { SEARCH_MAX, SUGGEST_MIN } from '@/lib/domain/constants';
import { searchTerm } from '@/lib/domain/rules';

/** The header search form; the server action validates the same schema. */
export const globalSearchSchema = z.object({ search: searchTerm });
export type GlobalSearchInput = z.input<typeof globalSearchSchema>;
export type GlobalSearchValues = z.output<typeof globalSearchSchema>;

/** What a search found: the view of its first hit, or none. */
export interface GlobalSearchOutcome {
  /** The term as searched (trimmed), for the no-result alert. */
  value: string;
  path: string | null;
}

/** The suggestions' query (`/api/recherche?valeur=`): shorter than the submit's, as typed so far. */
export const suggestionQuerySchema = z.object({ valeur: z.string().trim().min(SUGGEST_MIN).max(SEARCH_MAX) });
