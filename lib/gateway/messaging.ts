import 'server-only';
import { z } from 'zod';
import { discussionsByMembersQuery, myDiscussionsQuery } from '@/lib/domain/lists';
import { createDiscussionRequest, postMessageRequest } from '@/lib/domain/requests';
import { discussionSchema, pageOf } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const discussionPage = pageOf(discussionSchema);
const discussionList = z.array(discussionSchema);

/** GET /messaging/discussions/mine: the signed-in staff user's discussions, paged. */
export async function listMyDiscussions(token: GatewayToken, query: z.input<typeof myDiscussionsQuery> = {}) {
  return request({
    method: 'GET',
    path: '/messaging/discussions/mine',
    query: myDiscussionsQuery.parse(query),
    token,
    schema: discussionPage,
  });
}

/**
 * How long a token's unread discussions serve the pages that follow: every page's header counts
 * them, and a staff member moves from page to page in seconds. A message from someone else shows
 * within that time; this token's own reads, messages, joins and closes forget them at once (on this
 * replica; another replica's copy lives out its seconds).
 */
export const UNREAD_KEPT_MS = 10_000;

type DiscussionPage = z.infer<typeof discussionPage>;
interface KeptEntry {
  at: number;
  query: string;
  page: Promise<DiscussionPage>;
  /** The answer's total once it has come. */
  total?: number;
}
type KeptUnread = Map<string, KeptEntry>;
// On globalThis: Next loads this module once per bundle, and the route handler that marks a
// discussion read must forget what the pages' header keeps.
const holder = globalThis as typeof globalThis & { __boKeptUnread?: KeptUnread };
const keptUnread = (holder.__boKeptUnread ??= new Map());

function forgetUnread(token: GatewayToken): void {
  keptUnread.delete(token.accessToken);
}

type UnreadQuery = Omit<z.input<typeof myDiscussionsQuery>, 'unread'>;

/** The token's kept answer to this query while it is kept, else undefined. */
function keptFor(token: GatewayToken, asked: string, now: number): KeptEntry | undefined {
  const kept = keptUnread.get(token.accessToken);
  return kept && kept.query === asked && now - kept.at < UNREAD_KEPT_MS ? kept : undefined;
}

/**
 * GET /messaging/discussions/mine?unread=true…, kept UNREAD_KEPT_MS per token and query (see above);
 * `fresh` asks the gateway again, for a page that must learn now whether the token still passes.
 */
export function listMyUnreadDiscussions(
  token: GatewayToken,
  query: UnreadQuery,
  { fresh = false } = {},
): Promise<DiscussionPage> {
  const now = Date.now();
  const asked = JSON.stringify(query);
  const kept = fresh ? undefined : keptFor(token, asked, now);
  if (kept) return kept.page;
  if (keptUnread.size >= 1_000)
    for (const [key, entry] of keptUnread) if (now - entry.at >= UNREAD_KEPT_MS) keptUnread.delete(key);
  const page = listMyDiscussions(token, { ...query, unread: 'true' });
  const entry: KeptEntry = { at: now, query: asked, page };
  keptUnread.set(token.accessToken, entry);
  page.then(
    (answer) => void (entry.total = answer.total),
    // A failure is never kept: the next page asks again.
    () => {
      if (keptUnread.get(token.accessToken)?.page === page) forgetUnread(token);
    },
  );
  return page;
}

/**
 * The total of the kept answer to the same query, once it has come and while it is kept; undefined
 * otherwise. Read without waiting, so a page can draw it with the rest instead of streaming it.
 */
export function keptUnreadTotal(token: GatewayToken, query: UnreadQuery): number | undefined {
  return keptFor(token, JSON.stringify(query), Date.now())?.total;
}

/** GET /messaging/discussions?memberIds=…: the discussions having all these members (not paged). */
export async function findDiscussions(token: GatewayToken, memberIds: readonly string[]) {
  return request({
    method: 'GET',
    path: '/messaging/discussions',
    query: discussionsByMembersQuery.parse({ memberIds }),
    token,
    schema: discussionList,
  });
}

/** `quiet`: the live read of an open discussion, every second, logged only when it fails. */
export async function getDiscussion(token: GatewayToken, id: string, { quiet = false } = {}) {
  return request({
    method: 'GET',
    path: '/messaging/discussions/:id',
    params: { id },
    token,
    schema: discussionSchema,
    quiet,
  });
}

export async function postMessage(
  token: GatewayToken,
  id: string,
  body: z.input<typeof postMessageRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/messaging/discussions/:id/messages',
    params: { id },
    body: { json: postMessageRequest.parse(body) },
    token,
  }).finally(() => forgetUnread(token));
}

export async function markDiscussionAsRead(token: GatewayToken, id: string): Promise<void> {
  await request({
    method: 'POST',
    path: '/messaging/discussions/:id/mark-as-read',
    params: { id },
    token,
  }).finally(() => forgetUnread(token));
}

export async function joinDiscussion(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/messaging/discussions/:id/join', params: { id }, token }).finally(
    () => forgetUnread(token),
  );
}

/** POST /messaging/discussions: answers the new discussion. */
export async function createDiscussion(token: GatewayToken, body: z.input<typeof createDiscussionRequest>) {
  return request({
    method: 'POST',
    path: '/messaging/discussions',
    body: { json: createDiscussionRequest.parse(body) },
    token,
    schema: discussionSchema,
  });
}

export async function closeDiscussion(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/messaging/discussions/:id/close', params: { id }, token }).finally(
    () => forgetUnread(token),
  );
}
