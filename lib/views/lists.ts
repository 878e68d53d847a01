import { pathFor, ROUTES, type MenuSectionId, type RouteId } from '@/lib/access';
import { toSearchParams, type ListDefaults } from '@/components/data-table/url-state';
import type { PagedQuery, SearchParams } from '@/lib/lists/list-context';
import { COMMUNICATIONS_LIST_DEFAULTS } from '@/lib/lists/communications';
import { parseCommunicationsListParams } from '@/lib/lists/communications-params';
import { CREDENTIALS_LIST_DEFAULTS } from '@/lib/lists/credentials';
import { parseCredentialsListParams } from '@/lib/lists/credentials-params';
import { INVOICES_LIST_DEFAULTS } from '@/lib/lists/invoices';
import { parseInvoicesListParams } from '@/lib/lists/invoices-params';
import { ISSUES_LIST_DEFAULTS } from '@/lib/lists/issues';
import { parseIssuesListParams } from '@/lib/lists/issues-params';
import { MAILBOX_DEFAULTS } from '@/lib/lists/mailbox';
import { parseMailboxParams } from '@/lib/lists/mailbox-params';
import { MATCHES_LIST_DEFAULTS } from '@/lib/lists/matches';
import { parseMatchesListParams } from '@/lib/lists/matches-params';
import { PROJECTS_LIST_DEFAULTS } from '@/lib/lists/projects';
import { parseProjectsListParams } from '@/lib/lists/projects-params';
import { USERS_LIST_DEFAULTS } from '@/lib/lists/users';
import { parseUsersListParams } from '@/lib/lists/users-params';
import { isQueueList } from '@/lib/queues/lists';
import type { SavedView, ViewList } from './types';

/*
 * The lists a view can keep: each list's route (its access rule decides who may use a view of it),
 * its own URL parsing and defaults. A view's query is the list's URL state read by that parsing and
 * written back without its page, so what a view keeps is exactly what the list would show.
 */

export interface ViewListSpec {
  route: RouteId;
  /** The side menu's section a view of the list is listed under. */
  section: MenuSectionId;
  parse: (params: SearchParams) => PagedQuery;
  defaults: ListDefaults;
}

const spec = <Q extends PagedQuery>(
  route: RouteId,
  section: MenuSectionId,
  parse: (params: SearchParams) => Q,
  defaults: ListDefaults,
): ViewListSpec => ({ route, section, parse, defaults });

export const VIEW_LIST_SPECS: Readonly<Record<ViewList, ViewListSpec>> = {
  users: spec('users', 'clients', parseUsersListParams, USERS_LIST_DEFAULTS),
  projects: spec('projects', 'projects', parseProjectsListParams, PROJECTS_LIST_DEFAULTS),
  matches: spec('matches', 'matches', parseMatchesListParams, MATCHES_LIST_DEFAULTS),
  issues: spec('issues', 'issues', parseIssuesListParams, ISSUES_LIST_DEFAULTS),
  invoices: spec('invoices', 'finance', parseInvoicesListParams, INVOICES_LIST_DEFAULTS),
  credentials: spec('credentials', 'users', parseCredentialsListParams, CREDENTIALS_LIST_DEFAULTS),
  communications: spec(
    'communications',
    'communications',
    parseCommunicationsListParams,
    COMMUNICATIONS_LIST_DEFAULTS,
  ),
  // The mailbox has no menu section of its own (the header links to it): its views sit with the
  // other messages staff follow.
  mailbox: spec('messaging', 'communications', parseMailboxParams, MAILBOX_DEFAULTS),
};

/** Whether a view of this list may be a queue: its items are records staff take one after the other. */
export function canBeQueue(list: ViewList): boolean {
  return isQueueList(list);
}

export function listPath(list: ViewList): string {
  return pathFor(VIEW_LIST_SPECS[list].route as 'invoices');
}

export function listTitle(list: ViewList): string {
  return ROUTES[VIEW_LIST_SPECS[list].route].title;
}

function paramsOf(search: string): SearchParams {
  const url = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const params: SearchParams = {};
  for (const key of new Set(url.keys())) {
    const values = url.getAll(key);
    params[key] = values.length === 1 ? values[0] : values;
  }
  return params;
}

/** The list's query a view's search string gives, as the list page itself would parse it. */
export function viewQuery(list: ViewList, search: string): PagedQuery {
  return VIEW_LIST_SPECS[list].parse(paramsOf(search));
}

/**
 * What a view keeps of a list's URL: its filters, sort and page size as the list parses them,
 * without its page, defaults left out and keys in order, so one state always gives one string.
 */
export function normalizeViewQuery(list: ViewList, params: SearchParams | string): string {
  const { parse, defaults } = VIEW_LIST_SPECS[list];
  const query = parse(typeof params === 'string' ? paramsOf(params) : params);
  return toSearchParams({ ...query, page: undefined }, {}, defaults).toString();
}

/** A plain link to the list showing the view: it works in a new tab and can be pasted. */
export function viewHref(view: Pick<SavedView, 'list' | 'query'>): string {
  const path = listPath(view.list);
  return view.query ? `${path}?${view.query}` : path;
}
