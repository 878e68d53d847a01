/**
 * What the command palette offers for an input and a staff member's roles: "Ouvrir …" entries for a
 * recognised identifier, the screens and actions the roles allow (role table of lib/access), and
 * always the global search, so no input is refused. Pure: the palette renders this list as is.
 */
import { canAccessRoute, canRunAction } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { SearchSuggestion } from '@/components/shell/search-suggestions';
import type { MenuView } from '@/lib/views/menu';
import { identify } from './identify';
import { identifierCandidates, lookup, type Candidate } from './candidates';
import { commandsFor, foldText, matches, type Command } from './commands';
import type { PaletteEntry } from './types';

export { foldText } from './commands';
export * from './types';

/** The live suggestions of the global search (already kept to the views the roles may open). */
function suggestionEntries(suggestions: readonly SearchSuggestion[]): PaletteEntry[] {
  return suggestions.map((suggestion, index) => ({
    kind: 'link',
    id: `suggestion-${index}`,
    label: suggestion.label,
    group: 'suggestions',
    href: suggestion.href,
    detail: [suggestion.kind, suggestion.detail].filter(Boolean).join(' · '),
  }));
}

/** The saved views matching the typed words (all of them for an empty input), as links to their list. */
function viewEntries(views: readonly MenuView[], words: readonly string[]): PaletteEntry[] {
  return views
    .filter((view) => matches({ label: view.label, keywords: `vue ${view.listTitle}` }, words))
    .map((view) => ({
      kind: 'link',
      id: `view-${view.id}`,
      label: view.label,
      href: view.href,
      group: 'views',
      detail: view.listTitle,
    }));
}

/**
 * The palette's entries, in the order shown. The saved views follow the screens. An empty input lists every screen and action the
 * roles allow. An identifier gets its "Ouvrir …" entries, the lists filtered by it, the global
 * search and its suggestions, then the screens whose names match; free text gets the matching
 * screens, the global search and its suggestions, then the lists filtered by it. Suggestions come
 * after the search entry: arriving while typing, they never move what Enter would run.
 */
export function paletteEntries(
  input: string,
  roles: readonly Role[],
  suggestions: readonly SearchSuggestion[] = [],
  views: readonly MenuView[] = [],
): PaletteEntry[] {
  const commands = commandsFor(roles);
  const identified = identify(input);
  const screenEntries = (list: readonly Command[]): PaletteEntry[] =>
    list.map(({ id, label, href }) => ({ kind: 'link', id, label, href, group: 'screens' }));
  if (!identified) return [...screenEntries(commands), ...viewEntries(views, [])];

  const words = foldText(identified.value).split(/\s+/).filter(Boolean);
  const screens = [
    ...screenEntries(commands.filter((command) => matches(command, words))),
    ...viewEntries(views, words),
  ];
  const allowed = (candidate: Candidate) =>
    canAccessRoute(roles, candidate.route) && (!candidate.action || canRunAction(roles, candidate.action));
  const opens = identifierCandidates(identified)
    .filter(allowed)
    .map((candidate) => candidate.entry);
  const search = lookup(
    'search',
    `Rechercher « ${identified.value} »`,
    identified.value,
    null,
    'search',
  ).entry;

  const suggested = suggestionEntries(suggestions);
  if (identified.kind === 'text') return [...screens, search, ...suggested, ...opens];
  const lookups = opens.filter((entry) => entry.kind === 'lookup');
  const lists = opens.filter((entry) => entry.kind === 'link');
  return [...lookups, ...lists, search, ...suggested, ...screens];
}
