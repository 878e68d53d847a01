/**
 * The screens and actions the palette offers: the side menu's links and a few more, each for the
 * roles the role table allows, matched against what is typed.
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
import type { Role } from '@/lib/domain/roles';

export interface Command {
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
export function commandsFor(roles: readonly Role[]): Command[] {
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
export function matches(command: Pick<Command, 'label' | 'keywords'>, words: readonly string[]): boolean {
  const haystack = foldText(`${command.label} ${command.keywords ?? ''}`);
  return words.every((word) => haystack.includes(word));
}
