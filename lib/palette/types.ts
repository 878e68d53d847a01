/** The entries the command palette lists, and the groups it shows them under. */
import type { SearchHitType } from '@/lib/domain/enums';

export type PaletteGroup = 'open' | 'lists' | 'search' | 'suggestions' | 'screens' | 'views';

export const PALETTE_GROUP_LABELS: Record<PaletteGroup, string> = {
  open: 'Ouvrir',
  lists: 'Listes filtrées',
  search: 'Recherche globale',
  suggestions: 'Suggestions',
  screens: 'Écrans et actions',
  views: 'Vues enregistrées',
};

interface BaseEntry {
  /** Unique in one list, stable across keys (the option's DOM id is built from it). */
  readonly id: string;
  readonly label: string;
  readonly group: PaletteGroup;
  /** Why the entry cannot run yet (the search term's SPEC §5 message); it stays listed. */
  readonly disabledReason?: string;
}

/** Goes to a page of the app. */
export interface LinkEntry extends BaseEntry {
  readonly kind: 'link';
  readonly href: string;
  /** A second line: what a suggestion is and what tells it apart ("Particulier · e-mail · phone"). */
  readonly detail?: string;
}

/**
 * Asks the gateway's global search (GET /search) and opens the first hit whose type is in
 * `hitTypes` (any type when null), as the header search does.
 */
export interface LookupEntry extends BaseEntry {
  readonly kind: 'lookup';
  readonly value: string;
  readonly hitTypes: readonly SearchHitType[] | null;
}

export type PaletteEntry = LinkEntry | LookupEntry;
