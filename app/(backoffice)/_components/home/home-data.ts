import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { myUnreadDiscussions } from '@/components/shell/unread-discussions';
import { canAccessRoute, canSeeMessaging, pathFor, ROUTES, type RouteId } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import type { Session } from '@/lib/auth/session';
import { database } from '@/lib/db/database';
import type { Role } from '@/lib/domain/roles';
import { errorFields, log } from '@/lib/log';
import { RECENT_KEPT, recentRecordsOf, type RecentRecord } from '@/lib/presence/recent';
import { activeClaimsOf } from '@/lib/queues/read';
import type { Claim, ClaimItemType } from '@/lib/queues/types';
import { viewCounts } from '@/lib/views/counts';
import { listTitle, viewHref } from '@/lib/views/lists';
import { queueHref } from '@/lib/views/menu';
import { visibleViews } from '@/lib/views/visible';
import { requestedActionLabel, requestRecordLabel } from '@/lib/approvals/labels';
import { mayDecide } from '@/lib/approvals/rules';
import { approvalStore } from '@/lib/approvals/runtime';

/*
 * What home shows, each part read on its own and in parallel: a part that fails (the database, the
 * gateway) is shown as unavailable, and the rest of home still shows. Counts come from the views'
 * count cache, so 200 staff opening home cost the gateway one call per view and role set a minute.
 */

/** A part of home: its data, or null when it could not be read. */
export type HomePart<T> = { value: T } | null;

export interface HomeClaim {
  id: string;
  href: string;
  label: string;
  claimedAt: string;
}

export interface HomeView {
  id: string;
  name: string;
  /** A queue opens its queue page; a view, its list. */
  href: string;
  listHref: string;
  listTitle: string;
  queue: boolean;
  count: number | null;
}

export interface HomeDiscussion {
  id: string;
  href: string;
  label: string;
  unread: number;
}

export interface HomeRecord {
  key: string;
  href: string;
  label: string;
  kind: string;
  openedAt: string;
}

export interface HomeApproval {
  id: string;
  href: string;
  label: string;
  requester: string;
  requestedAt: string;
}

export interface HomeData {
  claims: HomePart<HomeClaim[]>;
  views: HomePart<HomeView[]>;
  /** Null for a role without messaging. */
  unread: HomePart<{ rows: HomeDiscussion[]; total: number }> | undefined;
  recent: HomePart<HomeRecord[]>;
  /** The requests for approval the staff member may decide (lib/approvals). */
  approvals: HomePart<HomeApproval[]>;
}

/** The record view of a claimed item. */
const CLAIM_ROUTES = {
  discussion: 'discussionView',
  issue: 'issueView',
  invoice: 'invoiceView',
  project: 'projectView',
} as const satisfies Record<ClaimItemType, RouteId>;

const RECENT_SHOWN = 8;

async function part<T>(name: string, read: () => Promise<T>): Promise<HomePart<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    // A session that ended still signs the staff member out.
    unstable_rethrow(error);
    log('warn', 'home part not read', { part: name, error: errorFields(error) });
    return null;
  }
}

const isRoute = (value: string): value is RouteId => Object.hasOwn(ROUTES, value);

/** A record the staff member opened, linked when the route is a record view their roles open. */
function recordHref(roles: readonly Role[], type: string, id: string): string | null {
  if (!isRoute(type) || !canAccessRoute(roles, type) || !ROUTES[type].pattern.endsWith('/:id')) return null;
  return pathFor(type as 'invoiceView', { id });
}

function claimsOf(claims: readonly Claim[], recent: readonly RecentRecord[]): HomeClaim[] {
  return claims.map((claim) => {
    const route = CLAIM_ROUTES[claim.itemType];
    const seen = recent.find((record) => record.recordType === route && record.recordId === claim.itemId);
    return {
      id: claim.id,
      href: pathFor(route, { id: claim.itemId }),
      label: seen?.label ?? `${ROUTES[route].title} ${claim.itemId}`,
      claimedAt: claim.claimedAt,
    };
  });
}

function recentOf(roles: readonly Role[], recent: readonly RecentRecord[]): HomeRecord[] {
  return recent.slice(0, RECENT_SHOWN).flatMap((record) => {
    const href = recordHref(roles, record.recordType, record.recordId);
    if (!href) return [];
    const kind = ROUTES[record.recordType as RouteId].title;
    return [
      {
        key: `${record.recordType}:${record.recordId}`,
        href,
        label: record.label,
        kind,
        openedAt: record.openedAt,
      },
    ];
  });
}

async function viewsOf(session: Session): Promise<HomeView[]> {
  const views = await visibleViews(session.user);
  const counts = await viewCounts.countsOf({ ...session.user, token: session.token }, views);
  return views
    .map((view) => ({
      id: view.id,
      name: view.name,
      href: view.queue ? queueHref(view.id) : viewHref(view),
      listHref: viewHref(view),
      listTitle: listTitle(view.list),
      queue: view.queue,
      count: counts.get(view.id) ?? null,
    }))
    .sort((a, b) => Number(b.queue) - Number(a.queue));
}

async function unreadOf(session: Session) {
  const page = await readOrExpire(() => myUnreadDiscussions(session.token));
  const rows = page.items.map((discussion) => {
    const others = discussion.members
      .filter((member) => member.id !== session.user.id)
      .map((member) => `${member.firstName} ${member.lastName}`.trim());
    return {
      id: discussion.id,
      href: pathFor('discussionView', { id: discussion.id }),
      label: [others.join(', '), discussion.project?.rid].filter(Boolean).join(' · ') || discussion.id,
      unread: discussion.unreadMessagesCount,
    };
  });
  return { rows, total: page.total };
}

/** Every live request the staff member may decide (the title counts them), in one query. */
async function approvalsOf(session: Session): Promise<HomeApproval[]> {
  const pending = await (await approvalStore()).pending();
  return pending
    .filter((request) => mayDecide(session.user, request))
    .map((request) => ({
      id: request.id,
      href: pathFor(request.target.type, { id: request.target.id }),
      label: `${requestedActionLabel(request.action)} · ${requestRecordLabel(request)}`,
      requester: request.requester.name,
      requestedAt: request.requestedAt,
    }));
}

export async function homeData(session: Session): Promise<HomeData> {
  const { id, roles } = session.user;
  const db = database();
  // One read serves the records opened last and the names of the claimed ones.
  const recent = db.then((client) => recentRecordsOf(client, id, RECENT_KEPT));
  const [claims, views, unread, recentRecords, approvals] = await Promise.all([
    part('claims', async () => claimsOf(await activeClaimsOf(await db, id), await recent.catch(() => []))),
    part('views', () => viewsOf(session)),
    canSeeMessaging(roles) ? part('unread', () => unreadOf(session)) : undefined,
    part('recent', async () => recentOf(roles, await recent)),
    part('approvals', () => approvalsOf(session)),
  ]);
  return { claims, views, unread, recent: recentRecords, approvals };
}
