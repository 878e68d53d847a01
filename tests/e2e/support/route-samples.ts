import type { APIRequestContext } from '@playwright/test';
import { pathFor, ROUTE_LIST, type Route, type RouteId } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import { SEEDED_PASSWORD_TOKENS } from '@/lib/fake-gateway/data/people';
import { DEMO_JOB_ID } from '@/lib/jobs/demo';
import { PENDING_INVOICES_VIEW_ID } from '@/lib/views/seeds';
import { control, gatewayAuthorization, gatewayGet } from './fake-gateway';

/*
 * Sweeps over the role table (accessibility, hostile gateway…) open every route of ROUTES: a route
 * without parameters needs nothing here and is covered as soon as it is in the table; a route
 * with parameters needs one record of its type, found through the fake's showcase records (never
 * a seed-dependent id). `sampleRoutes` names any route left without a record so a sweep fails
 * until one is added.
 */

/** Routes that are no screen to look at: signing out only clears the session and redirects. */
export const NOT_SCREENS: ReadonlySet<RouteId> = new Set<RouteId>(['logout']);

type RouteParamValues = Readonly<Record<string, string>>;

interface ShowcaseProject {
  id: string;
  owner: { id: string };
  issues: { id: string }[];
  feedback?: { id: string } | null;
  professionals: { relationships: { id: string; user: { id: string } }[] };
  contractualization: { contractor?: { id: string } | null; quotes: { id: string }[] };
  payment: { invoices: { id: string }[]; lmsgInvoices: { id: string }[] };
  construction: { worksAcceptances: { id: string }[] };
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The fake's showcase has no ${what}`);
  return value;
}

/** The parameters of one record of each type (several where one type has views that differ). */
export async function sampleParams(
  request: APIRequestContext,
): Promise<Partial<Record<RouteId, readonly RouteParamValues[]>>> {
  const authorization = await gatewayAuthorization(request);
  const showcase = (await control(request, 'GET', '/showcase')) as Record<string, string>;
  const discussions = (await control(request, 'GET', '/showcase/discussions')) as Record<string, string>;
  const { documents } = (await control(request, 'GET', '/showcase/documents')) as {
    documents: Record<string, string>;
  };
  const project = (name: string) =>
    gatewayGet<ShowcaseProject>(request, authorization, `/projects/${required(showcase[name], name)}`);
  const [paying, finished, published] = await Promise.all([
    project('paying'),
    project('finished'),
    project('published'),
  ]);
  const relationship = required(published.professionals.relationships[0], 'relationship of `published`');
  const contractor = required(paying.contractualization.contractor, 'contractor of `paying`');
  const me = await gatewayGet<{ id: string }>(request, authorization, '/credentials/mine');
  const id = (value: string | undefined, what: string) => [{ id: required(value, what) }];
  return {
    createPassword: [{ token: SEEDED_PASSWORD_TOKENS.creationValid }],
    resetPassword: [{ token: SEEDED_PASSWORD_TOKENS.resetValid }],
    // A customer's view and a professional's have different tabs.
    userView: [{ id: paying.owner.id }, { id: contractor.id }],
    userWorkTypes: [{ id: contractor.id }],
    matchView: [{ id: `${published.id}_${relationship.user.id}` }],
    projectView: [{ id: paying.id }],
    documentView: id(documents.pdf, 'pdf document'),
    documentViewer: id(documents.pdf, 'pdf document'),
    relationshipView: [{ id: relationship.id }],
    discussionView: id(discussions.everyMessage, 'everyMessage discussion'),
    findDiscussion: [{ projectId: published.id, memberId: published.owner.id }],
    quoteView: id(paying.contractualization.quotes[0]?.id, 'quote of `paying`'),
    proInvoiceView: id(paying.payment.invoices[0]?.id, 'professional invoice of `paying`'),
    invoiceView: id(paying.payment.lmsgInvoices[0]?.id, 'invoice of `paying`'),
    worksAcceptanceView: id(finished.construction.worksAcceptances[0]?.id, 'works acceptance'),
    feedbackView: id(finished.feedback?.id, 'feedback of `finished`'),
    issueView: id(published.issues[0]?.id, 'issue of `published`'),
    credentialsView: [{ id: me.id }],
    // The demo queue is written on the fake gateway by the queue page itself.
    queue: [{ id: PENDING_INVOICES_VIEW_ID }],
    // The demo's finished job, written by the job pages themselves on the fake gateway.
    jobView: [{ id: DEMO_JOB_ID }],
  };
}

/** A role the role table lets open `route` (SUPPORT when it may, which sees the most actions); null: a visitor. */
export function sampleRole(route: Pick<Route, 'access'>): Role | null {
  if (route.access === 'public') return null;
  return route.access.includes('SUPPORT') ? 'SUPPORT' : route.access[0];
}

export function hasParams(route: Pick<Route, 'pattern'>): boolean {
  return route.pattern.includes('/:');
}

/** The screens of the role table, in its order (signing out left aside). */
export const SCREEN_ROUTES: readonly Route[] = ROUTE_LIST.filter((route) => !NOT_SCREENS.has(route.id));

/** The screens of the role table by the role that opens them (null: a visitor), in the table's order. */
export function screensByRole(): Map<Role | null, Route[]> {
  const byRole = new Map<Role | null, Route[]>();
  for (const route of SCREEN_ROUTES) {
    const role = sampleRole(route);
    byRole.set(role, [...(byRole.get(role) ?? []), route]);
  }
  return byRole;
}

/** The paths to open for `route`: itself, or one per sample record; empty when a record is missing. */
export function samplePaths(
  route: Route,
  params: Partial<Record<RouteId, readonly RouteParamValues[]>>,
): string[] {
  if (!hasParams(route)) return [route.pattern];
  const build = pathFor as (id: RouteId, values: RouteParamValues) => string;
  return (params[route.id] ?? []).map((values) => build(route.id, values));
}

/** The document title of a route's page (the root layout's template). */
export function pageTitle(route: Pick<Route, 'title'>): string {
  return `${route.title} · Back-office`;
}

/** A page's title: the screen's, or on a record page the record's name first ("Noémie Noël (CQ0HU) · Fiche client"). */
export function pageTitlePattern(route: Pick<Route, 'title'>): RegExp {
  const title = route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${title} · Back-office|.+ · ${title})$`);
}
