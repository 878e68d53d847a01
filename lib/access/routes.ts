import { ROLE_GROUPS, ROLES, type Role } from '@/lib/domain/roles';
import { HOME_PATH } from './home';
import { PATHS, type RouteId } from './paths';

/** 'public': the pages a visitor sees before signing in; signed-in users are sent home (SPEC §2). */
export type RouteAccess = 'public' | readonly Role[];

export const MENU_SECTION_LABELS = {
  clients: 'Clients',
  projects: 'Projets',
  issues: 'Signalements',
  matches: 'Matches',
  communications: 'Communications',
  finance: 'Finance',
  users: 'Utilisateurs',
  exports: 'Exports',
  reports: 'Rapports',
  jobs: 'Travaux',
} as const;

/** Side-menu sections, in the order of SPEC §2, then bulk work (object key order is insertion order). */
export type MenuSectionId = keyof typeof MENU_SECTION_LABELS;

interface RouteDefinition {
  readonly pattern: string;
  readonly access: RouteAccess;
  /** French page title. */
  readonly title: string;
  readonly menu?: { readonly section: MenuSectionId; readonly label: string };
  /**
   * Staff accounts and roles, exports, the journal, bulk work: the gateway confirms the session's
   * roles and account state again just before each page or action of the route (lib/auth/session.ts).
   */
  readonly sensitive?: true;
}

export const ALL_ROLES: readonly Role[] = ROLES;
export const WORK_TYPES_EDITORS: readonly Role[] = ['SUPPORT', 'MANAGER_BD_CCO', 'BD', 'CCO'];
export const SUPPORT_ONLY: readonly Role[] = ['SUPPORT'];
export const MESSAGING_USERS: readonly Role[] = ['SUPPORT', ...ROLE_GROUPS.CA, ...ROLE_GROUPS.CC];
const EXPORTERS: readonly Role[] = ['SUPPORT', 'FINANCE'];
const SALES_REPORT_READERS: readonly Role[] = ['SUPPORT', 'MANAGER_BD_CCO'];

/**
 * Every route of SPEC §2 with the roles of SPEC §6. The only place that says who may open what:
 * proxy.ts, the side menu and requireAccess() all read this table.
 */
export const ROUTES = {
  login: { pattern: PATHS.login, access: 'public', title: 'Connexion' },
  logout: { pattern: PATHS.logout, access: ALL_ROLES, title: 'Déconnexion' },
  createPassword: {
    pattern: PATHS.createPassword,
    access: 'public',
    title: 'Création du mot de passe',
  },
  forgotPassword: {
    pattern: PATHS.forgotPassword,
    access: 'public',
    title: 'Mot de passe oublié',
  },
  resetPassword: {
    pattern: PATHS.resetPassword,
    access: 'public',
    title: 'Réinitialisation du mot de passe',
  },
  home: { pattern: PATHS.home, access: ALL_ROLES, title: 'Accueil' },
  account: { pattern: PATHS.account, access: ALL_ROLES, title: 'Mon compte' },
  messaging: { pattern: PATHS.messaging, access: MESSAGING_USERS, title: 'Ma messagerie' },
  users: {
    pattern: PATHS.users,
    access: ALL_ROLES,
    title: 'Clients',
    menu: { section: 'clients', label: 'Liste des clients' },
  },
  userView: { pattern: PATHS.userView, access: ALL_ROLES, title: 'Fiche client' },
  userWorkTypes: {
    pattern: PATHS.userWorkTypes,
    access: WORK_TYPES_EDITORS,
    title: 'Modifier les prestations',
  },
  matches: {
    pattern: PATHS.matches,
    access: ALL_ROLES,
    title: 'Matches',
    menu: { section: 'matches', label: 'Liste des matches' },
  },
  matchView: { pattern: PATHS.matchView, access: ALL_ROLES, title: 'Match' },
  projects: {
    pattern: PATHS.projects,
    access: ALL_ROLES,
    title: 'Projets',
    menu: { section: 'projects', label: 'Liste des projets' },
  },
  projectView: { pattern: PATHS.projectView, access: ALL_ROLES, title: 'Projet' },
  documentView: { pattern: PATHS.documentView, access: ALL_ROLES, title: 'Document' },
  documentViewer: { pattern: PATHS.documentViewer, access: ALL_ROLES, title: 'Visionneuse de document' },
  relationshipView: { pattern: PATHS.relationshipView, access: ALL_ROLES, title: 'Mise en relation' },
  discussionView: { pattern: PATHS.discussionView, access: ALL_ROLES, title: 'Discussion' },
  findDiscussion: {
    pattern: PATHS.findDiscussion,
    access: ALL_ROLES,
    title: 'Recherche de la discussion',
  },
  /**
   * SPEC §2 shows no behaviour for it. The back-office never opens a session as another user: the
   * page says so and links to the user's view (docs/decisions.md).
   */
  logOnBehalf: {
    pattern: PATHS.logOnBehalf,
    access: SUPPORT_ONLY,
    title: "Connexion à la place d'un utilisateur",
  },
  quoteView: { pattern: PATHS.quoteView, access: ALL_ROLES, title: 'Devis' },
  proInvoiceView: { pattern: PATHS.proInvoiceView, access: ALL_ROLES, title: 'Facture professionnelle' },
  worksAcceptanceView: {
    pattern: PATHS.worksAcceptanceView,
    access: ALL_ROLES,
    title: 'PV de fin de chantier',
  },
  feedbackView: { pattern: PATHS.feedbackView, access: ALL_ROLES, title: 'Avis' },
  issues: {
    pattern: PATHS.issues,
    access: ALL_ROLES,
    title: 'Signalements',
    menu: { section: 'issues', label: 'Liste des signalements' },
  },
  issueView: { pattern: PATHS.issueView, access: ALL_ROLES, title: 'Signalement' },
  invoices: {
    pattern: PATHS.invoices,
    access: ALL_ROLES,
    title: 'Factures',
    menu: { section: 'finance', label: 'Factures' },
  },
  invoiceView: { pattern: PATHS.invoiceView, access: ALL_ROLES, title: 'Facture' },
  /** The requests for approval the viewer may decide, theirs, and the decided ones (lib/approvals). */
  approvals: {
    pattern: PATHS.approvals,
    access: ALL_ROLES,
    title: 'À approuver',
    menu: { section: 'finance', label: 'À approuver' },
  },
  credentials: {
    pattern: PATHS.credentials,
    access: SUPPORT_ONLY,
    sensitive: true,
    title: 'Utilisateurs',
    menu: { section: 'users', label: 'Liste des utilisateurs' },
  },
  credentialsView: {
    pattern: PATHS.credentialsView,
    access: SUPPORT_ONLY,
    title: 'Utilisateur',
    sensitive: true,
  },
  createCredentials: {
    pattern: PATHS.createCredentials,
    access: SUPPORT_ONLY,
    sensitive: true,
    title: 'Créer un utilisateur',
    menu: { section: 'users', label: 'Créer un utilisateur' },
  },
  /** Every action staff ran through the back-office (lib/journal). */
  journal: {
    pattern: PATHS.journal,
    access: SUPPORT_ONLY,
    sensitive: true,
    title: 'Journal des actions',
    menu: { section: 'users', label: 'Journal des actions' },
  },
  exports: {
    pattern: PATHS.exports,
    access: EXPORTERS,
    sensitive: true,
    title: 'Exports',
    menu: { section: 'exports', label: 'Exporter des données' },
  },
  salesReport: {
    pattern: PATHS.salesReport,
    access: SALES_REPORT_READERS,
    title: 'Rapport des ventes',
    menu: { section: 'reports', label: 'Rapport des ventes' },
  },
  /** A shared view whose items staff take one after the other; the view says who may open it (lib/queues). */
  queue: { pattern: PATHS.queue, access: ALL_ROLES, title: 'File de traitement' },
  /** Bulk work started from the lists (lib/jobs): each staff member's own; SUPPORT sees everyone's. */
  jobs: {
    pattern: PATHS.jobs,
    access: ALL_ROLES,
    title: 'Travaux',
    menu: { section: 'jobs', label: 'Travaux' },
  },
  jobView: { pattern: PATHS.jobView, access: ALL_ROLES, title: 'Travail' },
  communications: {
    pattern: PATHS.communications,
    access: ALL_ROLES,
    title: 'Communications',
    menu: { section: 'communications', label: 'Liste des communications' },
  },
} as const satisfies Record<RouteId, RouteDefinition>;

export type { RouteId };

export interface Route extends RouteDefinition {
  readonly id: RouteId;
}

/** The table as a list, in SPEC §2 order. */
export const ROUTE_LIST: readonly Route[] = (Object.keys(ROUTES) as RouteId[]).map((id): Route => ({
  id,
  ...(ROUTES[id] as RouteDefinition),
}));

export { HOME_PATH };
export const LOGIN_PATH = ROUTES.login.pattern;
export const LOGOUT_PATH = ROUTES.logout.pattern;
export const REDIRECT_PARAM = 'redirect';

export function isPublicRoute(route: Pick<Route, 'access'>): boolean {
  return route.access === 'public';
}

/** Technical paths the proxy lets through for anyone, signed in or not. */
export const ALWAYS_OPEN_PATHS: readonly string[] = ['/api/health', '/favicon.ico'];
export const ALWAYS_OPEN_PREFIXES: readonly string[] = ['/_next/'];

export function isAlwaysOpen(pathname: string): boolean {
  // A normalised URL never holds dot segments; one here means someone is trying to climb out of a prefix.
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(pathname) || pathname.includes('\\')) return false;
  return (
    ALWAYS_OPEN_PATHS.includes(pathname) || ALWAYS_OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}
