import 'server-only';
import { pathFor, type RouteId } from '@/lib/access';
import type { GatewayToken } from '@/lib/gateway/http';
import { listProviderInvoices } from '@/lib/gateway/billing';
import { listStaffCredentials } from '@/lib/gateway/credentials';
import { listIssues } from '@/lib/gateway/issues';
import { listMatches } from '@/lib/gateway/matches';
import { listProjects } from '@/lib/gateway/projects';
import { listUsers } from '@/lib/gateway/users';
import type { ListDefaults } from '@/components/data-table/url-state';
import type { IdPage, ListSpec, PagedQuery, SearchParams } from '@/lib/lists/list-context';
import { USERS_LIST_DEFAULTS } from '@/lib/lists/users';
import { parseUsersListParams } from '@/lib/lists/users-params';
import { INVOICES_LIST_DEFAULTS } from '@/lib/lists/invoices';
import { invoicesGatewayQuery, parseInvoicesListParams } from '@/lib/lists/invoices-params';
import { MATCHES_LIST_DEFAULTS } from '@/lib/lists/matches';
import { parseMatchesListParams } from '@/lib/lists/matches-params';
import { PROJECTS_LIST_DEFAULTS } from '@/lib/lists/projects';
import { parseProjectsListParams } from '@/lib/lists/projects-params';
import { ISSUES_LIST_DEFAULTS } from '@/lib/lists/issues';
import { parseIssuesListParams } from '@/lib/lists/issues-params';
import { CREDENTIALS_LIST_DEFAULTS } from '@/lib/lists/credentials';
import { parseCredentialsListParams } from '@/lib/lists/credentials-params';

/*
 * The lists whose records keep their context (./list-context.ts): for each, how its URL is
 * parsed, the breadcrumb's words, and how one of its pages is read again to find a record's
 * neighbours, with the same filters and sort the list itself sends.
 */

export interface RecordList<Q extends PagedQuery = PagedQuery> extends ListSpec<Q> {
  /** The list's route: its access rule decides whether the breadcrumb offers it. */
  route: RouteId;
  /** The breadcrumb's link text. */
  label: string;
  /** The record page of a row. */
  record: RouteId;
  readPage: (token: GatewayToken, query: Q) => Promise<IdPage>;
}

const idsOf = ({ items, total }: { items: readonly { id: string }[]; total: number }): IdPage => ({
  ids: items.map((item) => item.id),
  total,
});

/** A list's entry: its page's read, given the list's default sort when the URL names none. */
function recordList<Q extends PagedQuery>(
  route: RouteId,
  record: RouteId,
  label: string,
  parse: (params: SearchParams) => Q,
  defaults: ListDefaults,
  list: (token: GatewayToken, query: Q) => Promise<{ items: readonly { id: string }[]; total: number }>,
): RecordList {
  const entry: RecordList<Q> = {
    route,
    path: pathFor(route as 'invoices'),
    label,
    record,
    parse,
    defaults,
    readPage: (token, query) => list(token, { ...query, sort: query.sort ?? defaults.sort }).then(idsOf),
  };
  return entry as unknown as RecordList;
}

export const RECORD_LISTS = {
  invoices: recordList(
    'invoices',
    'invoiceView',
    'Liste des factures',
    parseInvoicesListParams,
    INVOICES_LIST_DEFAULTS,
    (token, query) => listProviderInvoices(token, invoicesGatewayQuery(query)),
  ),
  projects: recordList(
    'projects',
    'projectView',
    'Liste des projets',
    parseProjectsListParams,
    PROJECTS_LIST_DEFAULTS,
    listProjects,
  ),
  users: recordList(
    'users',
    'userView',
    'Liste des clients',
    parseUsersListParams,
    USERS_LIST_DEFAULTS,
    listUsers,
  ),
  matches: recordList(
    'matches',
    'matchView',
    'Liste des matches',
    parseMatchesListParams,
    MATCHES_LIST_DEFAULTS,
    listMatches,
  ),
  issues: recordList(
    'issues',
    'issueView',
    'Liste des signalements',
    parseIssuesListParams,
    ISSUES_LIST_DEFAULTS,
    listIssues,
  ),
  credentials: recordList(
    'credentials',
    'credentialsView',
    'Liste des utilisateurs',
    parseCredentialsListParams,
    CREDENTIALS_LIST_DEFAULTS,
    listStaffCredentials,
  ),
} as const;

export type RecordListId = keyof typeof RECORD_LISTS;
