import 'server-only';
import { personLabel } from '@/lib/domain/people';
import { issueType } from '@/lib/domain/enums';
import { listProviderInvoices } from '@/lib/gateway/billing';
import type { GatewayToken } from '@/lib/gateway/http';
import { listIssues } from '@/lib/gateway/issues';
import { listMyDiscussions } from '@/lib/gateway/messaging';
import { listProjects } from '@/lib/gateway/projects';
import type { SearchParams } from '@/lib/lists/list-context';
import { INVOICES_LIST_DEFAULTS } from '@/lib/lists/invoices';
import { invoicesGatewayQuery, parseInvoicesListParams } from '@/lib/lists/invoices-params';
import { ISSUES_LIST_DEFAULTS } from '@/lib/lists/issues';
import { parseIssuesListParams } from '@/lib/lists/issues-params';
import { MAILBOX_DEFAULTS } from '@/lib/lists/mailbox';
import { parseMailboxParams } from '@/lib/lists/mailbox-params';
import { PROJECTS_LIST_DEFAULTS } from '@/lib/lists/projects';
import { parseProjectsListParams } from '@/lib/lists/projects-params';
import type { QueueList } from './lists';

/*
 * A queue's items as the gateway lists them: the view's query parsed by its list's own parser and
 * read with the list's own call, in the list's order, so the queue holds what the list shows.
 */

export interface QueueItem {
  id: string;
  label: string;
  detail: string | null;
  /** The record's own date, from which its age counts. */
  since: string | null;
}

export interface QueuePage {
  items: QueueItem[];
  total: number;
}

/** How many of the queue's first items "Traiter le suivant" tries, in order. */
export const CANDIDATES = 50;

interface Reader {
  token: GatewayToken;
  /** The signed-in staff member: the mailbox is theirs. */
  meId: string;
  params: SearchParams;
  /** A page of the queue's own size, or the candidates. */
  size?: number;
}

const pageOf = (size: number | undefined) => (size ? { page: 1, size } : { page: 1 });

const READERS: Record<QueueList, (reader: Reader) => Promise<QueuePage>> = {
  invoices: async ({ token, params, size }) => {
    const query = parseInvoicesListParams(params);
    const sort = query.sort ?? INVOICES_LIST_DEFAULTS.sort;
    const page = await listProviderInvoices(token, invoicesGatewayQuery({ ...query, sort, ...pageOf(size) }));
    return {
      total: page.total,
      items: page.items.map((invoice) => ({
        id: invoice.id,
        label: invoice.number,
        detail: personLabel(invoice.recipient),
        since: invoice.dispatchedAt,
      })),
    };
  },
  issues: async ({ token, params, size }) => {
    const query = parseIssuesListParams(params);
    const sort = query.sort ?? ISSUES_LIST_DEFAULTS.sort;
    const page = await listIssues(token, { ...query, sort, ...pageOf(size) });
    return {
      total: page.total,
      items: page.items.map((issue) => ({
        id: issue.id,
        label: `${issue.rid} · ${issueType.label(issue.type)}`,
        detail: `${issue.project.rid} · ${personLabel(issue.emitter)}`,
        since: issue.createdAt,
      })),
    };
  },
  projects: async ({ token, params, size }) => {
    const query = parseProjectsListParams(params);
    const sort = query.sort ?? PROJECTS_LIST_DEFAULTS.sort;
    const page = await listProjects(token, { ...query, sort, ...pageOf(size) });
    return {
      total: page.total,
      items: page.items.map((project) => ({
        id: project.id,
        label: `${project.rid} · ${project.workNeed.label}`,
        detail: personLabel(project.owner),
        since: project.publicationDate ?? project.lastEventDate,
      })),
    };
  },
  mailbox: async ({ token, meId, params, size }) => {
    const query = parseMailboxParams(params);
    const sort = query.sort ?? MAILBOX_DEFAULTS.sort;
    const page = await listMyDiscussions(token, { ...query, sort, ...pageOf(size) });
    return {
      total: page.total,
      items: page.items.map((discussion) => ({
        id: discussion.id,
        label:
          discussion.members
            .filter((member) => member.id !== meId)
            .map(personLabel)
            .join(', ') || 'Discussion',
        detail: discussion.project?.rid ?? null,
        since: discussion.lastMessageDate ?? discussion.createdAt,
      })),
    };
  },
};

/** A view's search string as a page's search params (a repeated parameter becomes a list). */
function paramsOf(query: string): SearchParams {
  const search = new URLSearchParams(query);
  const params: SearchParams = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    params[key] = values.length === 1 ? values[0] : values;
  }
  return params;
}

/** The queue's first page, at the view's own page size. */
export function readQueue(
  token: GatewayToken,
  meId: string,
  view: { list: QueueList; query: string },
): Promise<QueuePage> {
  return READERS[view.list]({ token, meId, params: paramsOf(view.query) });
}

/** The ids "Traiter le suivant" tries, in the queue's order. */
export async function queueCandidates(
  token: GatewayToken,
  meId: string,
  view: { list: QueueList; query: string },
): Promise<string[]> {
  const page = await READERS[view.list]({ token, meId, params: paramsOf(view.query), size: CANDIDATES });
  return page.items.map((item) => item.id);
}
