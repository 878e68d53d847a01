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
  });
}

export async function markDiscussionAsRead(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/messaging/discussions/:id/mark-as-read', params: { id }, token });
}

export async function joinDiscussion(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/messaging/discussions/:id/join', params: { id }, token });
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
  await request({ method: 'POST', path: '/messaging/discussions/:id/close', params: { id }, token });
}
