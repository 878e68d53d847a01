import { ACCOUNT_LINK, LOGOUT_LINK } from './account-links';
import { HOME_PATH } from './home';

/**
 * Where each route of the role table (./routes.ts) lives, apart from its roles and titles: a
 * browser's links need these paths and none of the table.
 */
export const PATHS = {
  login: '/connexion',
  logout: LOGOUT_LINK.href,
  createPassword: '/creation-mot-de-passe/:token',
  forgotPassword: '/reinitialisation-mot-de-passe',
  resetPassword: '/reinitialisation-mot-de-passe/:token',
  home: HOME_PATH,
  account: ACCOUNT_LINK.href,
  messaging: '/messagerie',
  users: '/clients',
  userView: '/clients/:id',
  userWorkTypes: '/clients/:id/modifier-prestations',
  matches: '/matches',
  matchView: '/matches/:id',
  projects: '/projets',
  projectView: '/projets/:id',
  documentView: '/documents/:id',
  documentViewer: '/documents/:id/view',
  relationshipView: '/mises-en-relation/:id',
  discussionView: '/discussions/:id',
  findDiscussion: '/deep-link/find-discussion/:projectId/:memberId',
  logOnBehalf: '/deep-link/log-on-behalf',
  quoteView: '/devis/:id',
  proInvoiceView: '/factures-pro/:id',
  worksAcceptanceView: '/pv-de-fin-de-chantier/:id',
  feedbackView: '/avis/:id',
  issues: '/signalements',
  issueView: '/signalements/:id',
  invoices: '/factures',
  invoiceView: '/factures/:id',
  approvals: '/a-approuver',
  credentials: '/utilisateurs',
  credentialsView: '/utilisateurs/:id',
  createCredentials: '/creation-utilisateur',
  journal: '/journal',
  exports: '/exports',
  salesReport: '/rapport-ventes-standalone',
  queue: '/files/:id',
  jobs: '/travaux',
  jobView: '/travaux/:id',
  communications: '/communications',
} as const;

export type RouteId = keyof typeof PATHS;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Id extends RouteId> = {
  readonly [K in ParamNames<(typeof PATHS)[Id]>]: string;
};

/**
 * What `pathFor` answers when a parameter is missing: an answer of the gateway without the record's
 * id (SPEC §5 shows it as sent) leaves nothing to link to. An inert fragment, so a link drawn with it
 * goes nowhere; the shared links (`RecordLink`, `DataTable` rows, `RelatedLinks`) draw plain text.
 */
export const NO_PATH = '#';

/** Whether `href` leads somewhere (not `NO_PATH`). */
export function hasPath(href: string): boolean {
  return href !== NO_PATH;
}

/**
 * The href of a route, parameters percent-encoded: `pathFor('userView', { id })`; `NO_PATH` when a
 * parameter is empty or not a string or number (the types require them; the gateway's data may not).
 */
export function pathFor<Id extends RouteId>(
  id: Id,
  ...[params]: [ParamNames<(typeof PATHS)[Id]>] extends [never] ? [] : [RouteParams<Id>]
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  let missing = false;
  const path = PATHS[id].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? NO_PATH : path;
}
