import 'server-only';
import type { GatewayToken } from '@/lib/gateway/http';
import { listProviderInvoices } from '@/lib/gateway/billing';
import { listCommunications } from '@/lib/gateway/communications';
import { listStaffCredentials } from '@/lib/gateway/credentials';
import { listIssues } from '@/lib/gateway/issues';
import { listMatches } from '@/lib/gateway/matches';
import { listMyDiscussions } from '@/lib/gateway/messaging';
import { listProjects } from '@/lib/gateway/projects';
import { listUsers } from '@/lib/gateway/users';
import { invoicesGatewayQuery } from '@/lib/lists/invoices-params';
import type { PagedQuery } from '@/lib/lists/list-context';
import type { Role } from '@/lib/domain/roles';
import { normalizeViewQuery, viewQuery } from './lists';
import type { SavedView, ViewList } from './types';

/*
 * A view's live count: the gateway's `total` for its query, asked for one item. Kept in this process
 * for COUNT_TTL_MS per query and role set (per staff member for the mailbox, whose lists are each
 * one's own), and shared by every view with the same query: 200 staff opening home ask the gateway
 * once per view and role set a minute. Opening the list of a view writes its page's own total here.
 * A failed count is null ("—"), kept a short while so that a gateway in trouble is not asked again
 * by every page.
 */

export const COUNT_TTL_MS = 60_000;
export const FAILED_COUNT_TTL_MS = 10_000;
/** Past this many kept counts, the expired ones are dropped before another is added. */
const MAX_KEPT = 5_000;

export interface CountViewer {
  id: string;
  roles: readonly Role[];
  token: GatewayToken;
}

export type TotalReader = (token: GatewayToken, list: ViewList, query: PagedQuery) => Promise<number>;

type ListRead = (token: GatewayToken, query: never) => Promise<{ total: number }>;

const LIST_READS: Record<ViewList, ListRead> = {
  users: listUsers,
  projects: listProjects,
  matches: listMatches,
  issues: listIssues,
  // The list's age filter reaches the gateway as a day, as the list page sends it.
  invoices: (token, query) => listProviderInvoices(token, invoicesGatewayQuery(query as never)),
  credentials: listStaffCredentials,
  communications: listCommunications,
  mailbox: listMyDiscussions,
};

/** One item of the list's first page, in the gateway's own order: only its total is read. */
const readGatewayTotal: TotalReader = async (token, list, query) =>
  (await LIST_READS[list](token, { ...query, page: 1, size: 1, sort: undefined } as never)).total;

type KeptCounts = Map<string, { until: number; count: Promise<number | null> }>;

export function countCache(read: TotalReader, now: () => number = Date.now, kept: KeptCounts = new Map()) {
  const forgetExpired = () => {
    for (const [key, entry] of kept) if (entry.until <= now()) kept.delete(key);
  };

  const keyOf = (viewer: Omit<CountViewer, 'token'>, list: ViewList, query: string) => {
    const scope = list === 'mailbox' ? `staff:${viewer.id}` : `roles:${[...viewer.roles].sort().join(',')}`;
    return `${scope}\n${list}?${query}`;
  };

  const countOf = (viewer: CountViewer, view: Pick<SavedView, 'list' | 'query'>): Promise<number | null> => {
    const query = normalizeViewQuery(view.list, view.query);
    const key = keyOf(viewer, view.list, query);
    const hit = kept.get(key);
    if (hit && hit.until > now()) return hit.count;
    if (kept.size >= MAX_KEPT) forgetExpired();
    const entry = { until: now() + COUNT_TTL_MS, count: Promise.resolve<number | null>(null) };
    entry.count = read(viewer.token, view.list, viewQuery(view.list, query)).catch(() => {
      entry.until = now() + FAILED_COUNT_TTL_MS;
      return null;
    });
    kept.set(key, entry);
    return entry.count;
  };

  return {
    /** Each view's count by id, asked in parallel; null where the gateway did not answer. */
    async countsOf(
      viewer: CountViewer,
      views: readonly Pick<SavedView, 'id' | 'list' | 'query'>[],
    ): Promise<Map<string, number | null>> {
      const counts = await Promise.all(views.map((view) => countOf(viewer, view)));
      return new Map(views.map((view, index) => [view.id, counts[index] ?? null]));
    },
    /** The total a list page just read for this URL state: the count of every view keeping it. */
    note(
      viewer: Omit<CountViewer, 'token'>,
      list: ViewList,
      params: Parameters<typeof normalizeViewQuery>[1],
      total: number,
    ) {
      const query = normalizeViewQuery(list, params);
      kept.set(keyOf(viewer, list, query), {
        until: now() + COUNT_TTL_MS,
        count: Promise.resolve(total),
      });
    },
  };
}

// On globalThis, as the pages of every route share one process's counts however they are bundled.
const holder = globalThis as typeof globalThis & { __boViewCounts?: KeptCounts };

/** This process's counts, read from the gateway. */
export const viewCounts = countCache(readGatewayTotal, Date.now, (holder.__boViewCounts ??= new Map()));
