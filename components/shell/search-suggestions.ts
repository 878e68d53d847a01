import { canAccess } from '@/lib/access';
import { searchHitType, userType } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { SearchHit } from '@/lib/domain/schemas';
import { formatPhone } from '@/lib/domain/phone-display';
import { searchTargetPath } from './search-target';

/** At most this many suggestions under the search box: more would hide the page for no gain. */
export const MAX_SUGGESTIONS = 8;

/** One suggestion of the header search and the palette, as the BFF answers it to the browser. */
export interface SearchSuggestion {
  /** `<type>:<id>`, unique in one answer. */
  key: string;
  href: string;
  label: string;
  /** What the hit is, in French ("Particulier", "Projet"…). */
  kind: string;
  /** What else tells it apart: a person's e-mail and phone. */
  detail: string | null;
}

function kindOf(hit: SearchHit): string {
  if (hit.type === 'user' && (hit.userType === 'PARTICULAR' || hit.userType === 'PROFESSIONAL'))
    return userType.label(hit.userType);
  return searchHitType.label(hit.type);
}

/**
 * The hits of GET /search as suggestions, in the gateway's order, keeping only those whose view
 * these roles may open (as the palette does): a staff member's credentials stay SUPPORT's.
 */
export function suggestionsOf(hits: readonly SearchHit[], roles: readonly Role[]): SearchSuggestion[] {
  const suggestions: SearchSuggestion[] = [];
  for (const hit of hits) {
    if (suggestions.length >= MAX_SUGGESTIONS) break;
    const href = searchTargetPath(hit);
    if (!canAccess(roles, href)) continue;
    const detail = [hit.email, hit.phone && formatPhone(hit.phone)].filter(Boolean).join(' · ');
    suggestions.push({
      key: `${hit.type}:${hit.id}`,
      href,
      label: hit.label?.trim() || searchHitType.label(hit.type),
      kind: kindOf(hit),
      detail: detail || null,
    });
  }
  return suggestions;
}
