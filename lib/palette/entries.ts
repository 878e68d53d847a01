/**
 * What the command palette offers for an input and a staff member's roles: "Ouvrir …" entries for a
 * recognised identifier, the screens and actions the roles allow (role table of lib/access), and
 * always the global search, so no input is refused. Pure: the palette renders this list as is.
 */
import {
  canAccessRoute,
  canRunAction,
  menuFor,
  pathFor,
  ROUTES,
  type ActionId,
  type RouteId,
} from '@/lib/access';
import type { SearchHitType } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import { checkSearchTerm } from '@/lib/domain/rules/search-term';
import type { SearchSuggestion } from '@/components/shell/search-suggestions';
import { identify, type Identified } from './identify';

export type PaletteGroup = 'open' | 'lists' | 'search' | 'suggestions' | 'screens';

export const PALETTE_GROUP_LABELS: Record<PaletteGroup, string> = {
  open: 'Ouvrir',
  lists: 'Listes filtrées',
  search: 'Recherche globale',
  suggestions: 'Suggestions',
  screens: 'Écrans et actions',
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

const USER_HITS: readonly SearchHitType[] = ['user', 'credentials'];

function listHref(route: RouteId, params: Record<string, string>): string {
  return `${ROUTES[route].pattern}?${new URLSearchParams(params)}`;
}

interface Candidate {
  readonly entry: PaletteEntry;
  /** The page the entry opens: it is offered only to the roles that may open it. */
  readonly route: RouteId;
  readonly action?: ActionId;
}

function link(id: string, label: string, route: RouteId, href: string): Candidate {
  return { route, entry: { kind: 'link', id, label, group: 'lists', href } };
}

function lookup(
  id: string,
  label: string,
  value: string,
  hitTypes: readonly SearchHitType[] | null,
  group: PaletteGroup = 'open',
): Candidate {
  const term = checkSearchTerm(value);
  return {
    // The search action skips the hits whose view the roles may not open (a staff member's
    // credentials view for all but SUPPORT).
    route: 'home',
    entry: {
      kind: 'lookup',
      id,
      label,
      group,
      value,
      hitTypes,
      ...(term.ok ? {} : { disabledReason: term.message }),
    },
  };
}

/** The "Ouvrir …" entries of a recognised identifier, most precise first. */
function identifierCandidates({ kind, value, display }: Identified): Candidate[] {
  const quoted = `« ${display} »`;
  switch (kind) {
    case 'userRid':
      return [
        lookup('open-user', `Ouvrir l'utilisateur ${display}`, value, USER_HITS),
        link(
          'user-projects',
          `Projets du client ${display}`,
          'projects',
          listHref('projects', { owner: value }),
        ),
        link('users-list', `Clients correspondant à ${display}`, 'users', listHref('users', { q: value })),
      ];
    case 'projectRid':
      return [
        lookup('open-project', `Ouvrir le projet ${display}`, value, ['project']),
        link(
          'project-issues',
          `Signalements du projet ${display}`,
          'issues',
          listHref('issues', { project: value }),
        ),
        link(
          'projects-list',
          `Projets correspondant à ${display}`,
          'projects',
          listHref('projects', { q: value }),
        ),
      ];
    case 'sgid':
      return [
        link(
          'staff-list',
          `Membre du personnel de SGID ${display}`,
          'credentials',
          listHref('credentials', { q: value }),
        ),
      ];
    case 'siret':
      return [
        link('users-list', `Professionnel de SIRET ${display}`, 'users', listHref('users', { q: value })),
      ];
    case 'email':
      return [
        lookup('open-user', `Ouvrir l'utilisateur ${display}`, value, USER_HITS),
        link('users-list', `Clients correspondant à ${display}`, 'users', listHref('users', { q: value })),
        link(
          'staff-list',
          `Personnel correspondant à ${display}`,
          'credentials',
          listHref('credentials', { q: value }),
        ),
        link(
          'communications',
          `Communications envoyées à ${display}`,
          'communications',
          listHref('communications', { recipient: value }),
        ),
      ];
    case 'phone':
      return [
        lookup('open-user', `Ouvrir l'utilisateur du ${display}`, value, USER_HITS),
        link('users-list', `Clients correspondant au ${display}`, 'users', listHref('users', { q: value })),
        link(
          'communications',
          `Communications envoyées au ${display}`,
          'communications',
          listHref('communications', { recipient: value }),
        ),
      ];
    case 'uuid':
      return [lookup('open-id', `Ouvrir l'élément d'identifiant ${display}`, value, null)];
    case 'text':
      return [
        link('users-list', `Clients correspondant à ${quoted}`, 'users', listHref('users', { q: value })),
        link(
          'projects-list',
          `Projets correspondant à ${quoted}`,
          'projects',
          listHref('projects', { q: value }),
        ),
      ];
  }
}

interface Command {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly route: RouteId;
  readonly action?: ActionId;
  /** Other words a staff member may type for it. */
  readonly keywords?: string;
}

/** Screens and actions beyond the side menu's, in the order they are listed. */
const EXTRA_COMMANDS: readonly Command[] = [
  {
    id: 'messaging',
    label: ROUTES.messaging.title,
    href: pathFor('messaging'),
    route: 'messaging',
    keywords: 'discussions messages',
  },
  {
    id: 'messaging-unread',
    label: 'Discussions non lues',
    href: `${pathFor('messaging')}?unread=true`,
    route: 'messaging',
    keywords: 'messagerie messages',
  },
  {
    id: 'export-invoices',
    label: 'Exporter les factures',
    href: `${pathFor('exports')}?report=INVOICES`,
    route: 'exports',
    keywords: 'csv export',
  },
  {
    id: 'export-insurance-invoices',
    label: "Exporter les factures d'assurance",
    href: `${pathFor('exports')}?report=INSURANCE_INVOICES`,
    route: 'exports',
    keywords: 'csv export',
  },
  {
    id: 'bulk-sync',
    label: 'Re-synchroniser en masse',
    href: pathFor('exports'),
    route: 'exports',
    action: 'bulkSync',
    keywords: 'resynchroniser synchronisation',
  },
  { id: 'home', label: ROUTES.home.title, href: pathFor('home'), route: 'home' },
  {
    id: 'account',
    label: ROUTES.account.title,
    href: pathFor('account'),
    route: 'account',
    keywords: 'mot de passe',
  },
  {
    id: 'logout',
    label: ROUTES.logout.title,
    href: pathFor('logout'),
    route: 'logout',
    keywords: 'se déconnecter',
  },
];

/** The side menu's links (which already hold only what the roles allow), then the other commands. */
function commandsFor(roles: readonly Role[]): Command[] {
  const menu = menuFor(roles).flatMap((section) =>
    section.links.map((menuLink) => ({
      id: `screen-${menuLink.routeId}`,
      label: menuLink.label,
      href: menuLink.href,
      route: menuLink.routeId,
      keywords: section.label,
    })),
  );
  const extra = EXTRA_COMMANDS.filter(
    (command) =>
      canAccessRoute(roles, command.route) && (!command.action || canRunAction(roles, command.action)),
  );
  return [...menu, ...extra];
}

/** Lower case, without accents or apostrophe variants, for matching what is typed against labels. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, ' ').toLowerCase();
}

/** Every typed word appears in the label or keywords (in any order, accents ignored). */
function matches(command: Command, words: readonly string[]): boolean {
  const haystack = foldText(`${command.label} ${command.keywords ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

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

/**
 * The palette's entries, in the order shown. An empty input lists every screen and action the
 * roles allow. An identifier gets its "Ouvrir …" entries, the lists filtered by it, the global
 * search and its suggestions, then the screens whose names match; free text gets the matching
 * screens, the global search and its suggestions, then the lists filtered by it. Suggestions come
 * after the search entry: arriving while typing, they never move what Enter would run.
 */
export function paletteEntries(
  input: string,
  roles: readonly Role[],
  suggestions: readonly SearchSuggestion[] = [],
): PaletteEntry[] {
  const commands = commandsFor(roles);
  const identified = identify(input);
  const screenEntries = (list: readonly Command[]): PaletteEntry[] =>
    list.map(({ id, label, href }) => ({ kind: 'link', id, label, href, group: 'screens' }));
  if (!identified) return screenEntries(commands);

  const words = foldText(identified.value).split(/\s+/).filter(Boolean);
  const screens = screenEntries(commands.filter((command) => matches(command, words)));
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
