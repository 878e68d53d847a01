/**
 * The palette's entries for a recognised identifier ("Ouvrir …" and the lists filtered by it), each
 * with the page it opens so only the roles that may open it see it.
 */
import { ROUTES, type ActionId, type RouteId } from '@/lib/access';
import type { SearchHitType } from '@/lib/domain/enums';
import { checkSearchTerm } from '@/lib/domain/rules/search-term';
import { type Identified } from './identify';
import type { PaletteEntry, PaletteGroup } from './types';

const USER_HITS: readonly SearchHitType[] = ['user', 'credentials'];

function listHref(route: RouteId, params: Record<string, string>): string {
  return `${ROUTES[route].pattern}?${new URLSearchParams(params)}`;
}

export interface Candidate {
  readonly entry: PaletteEntry;
  /** The page the entry opens: it is offered only to the roles that may open it. */
  readonly route: RouteId;
  readonly action?: ActionId;
}

function link(id: string, label: string, route: RouteId, href: string): Candidate {
  return { route, entry: { kind: 'link', id, label, group: 'lists', href } };
}

export function lookup(
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
export function identifierCandidates({ kind, value, display }: Identified): Candidate[] {
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
