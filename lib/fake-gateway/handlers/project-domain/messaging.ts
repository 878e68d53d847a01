/**
 * Messaging (SPEC §7 "Messaging", §4 "Discussion"): a discussion is writable only while ACTIVE;
 * mark-as-read clears its unread count; join adds the signed-in staff member; close archives it
 * with a DISCUSSION_CLOSED event.
 */
import { discussionsByMembersQuery, myDiscussionsQuery } from '@/lib/domain/lists';
import { createDiscussionRequest, postMessageRequest } from '@/lib/domain/requests';
import {
  badRequest,
  invalidState,
  json,
  paginate,
  parseJson,
  parseQuery,
  route,
  toIso,
} from '../../core/route-kit';
import { messagesOf } from '../../data/project-messages';
import { type DiscussionRecord, type MessageRecord, type ProjectRecord } from '../../data/project-records';
import { link } from '../../data/project-links';
import { pushTo } from '../../data/project-data';
import type { Db } from '../../store';
import { projectEvent, requireUser, touched } from './common';
import { discussionView } from './views';

function requireActive(discussion: DiscussionRecord, action: string): void {
  if (discussion.status !== 'ACTIVE')
    throw invalidState(`La discussion n'est pas active : impossible ${action}.`);
}

function addDiscussion(db: Db, discussion: DiscussionRecord): void {
  db.projects.discussions.insert(discussion);
  for (const memberId of discussion.memberIds)
    pushTo(db.projects.discussionsByMember, memberId, discussion.id);
}

/**
 * Opens the project discussion between the owner and a professional just accepted on the
 * project, unless they already have one.
 */
export function openProjectDiscussion(
  db: Db,
  project: ProjectRecord,
  professionalId: string,
  now: Date,
): void {
  const existing = (db.projects.discussionsByMember.get(professionalId) ?? []).some(
    (id) => db.projects.discussions.get(id)?.projectId === project.id,
  );
  if (existing) return;
  const at = toIso(now);
  const discussion: DiscussionRecord = {
    id: db.ids.next('discussion'),
    type: 'PROJECT',
    memberIds: [project.ownerId, professionalId],
    status: 'ACTIVE',
    projectId: project.id,
    createdAt: at,
    unreadMessagesCount: 0,
    lastMessageDate: at,
    messages: [
      { id: db.ids.next('message'), type: 'EVENT', content: 'DISCUSSION_STARTED', sentAt: at },
      { id: db.ids.next('message'), type: 'EVENT', content: 'PROFESSIONAL_ACCEPTED', sentAt: at },
    ],
    plannedCount: 2,
    plannedAccepted: true,
    plannedAttachmentIds: undefined,
  };
  addDiscussion(db, discussion);
  link(project, 'discussions', discussion.id);
}

/** Sort key of `unread`: any unread message outweighs every date, then the last message's instant. */
const UNREAD_WEIGHT = 1e14;
function unreadFirst(discussion: DiscussionRecord): number {
  const last = Date.parse(discussion.lastMessageDate ?? discussion.createdAt);
  return (discussion.unreadMessagesCount > 0 ? UNREAD_WEIGHT : 0) + last;
}

function touchProjectOf(db: Db, discussion: DiscussionRecord, now: Date): void {
  const project = discussion.projectId ? db.projects.projects.get(discussion.projectId) : undefined;
  if (project) projectEvent(db, project, now);
}

/** What `from` of the control post means when it names nobody in particular. */
export const ANOTHER_MEMBER = 'another member';

/** The first member who is not staff (the customer the staff member talks to), else the first member. */
function anotherMemberOf(db: Db, discussion: DiscussionRecord): string {
  return (
    discussion.memberIds.find((id) => db.people.users.get(id)?.type !== 'LMSG') ?? discussion.memberIds[0]
  );
}

/**
 * A member other than the signed-in staff member writes (the control endpoint
 * `POST /__fake/discussions/:id/messages`, for live-arrival tests and demos): standard messages
 * read by their sender alone, so the discussion's unread count grows by as many.
 */
export function postAsMember(
  db: Db,
  discussion: DiscussionRecord,
  from: string,
  texts: readonly string[],
  now: Date,
): MessageRecord[] {
  const senderId = from === ANOTHER_MEMBER ? anotherMemberOf(db, discussion) : from;
  if (!discussion.memberIds.includes(senderId))
    throw badRequest(`${from} n'est pas membre de la discussion ${discussion.id}.`);
  requireActive(discussion, "d'envoyer un message");
  const thread = messagesOf(db.people, discussion);
  const at = toIso(now);
  const added = texts.map((content): MessageRecord => ({
    id: db.ids.next('message'),
    type: 'STANDARD',
    senderId,
    content,
    sentAt: at,
    readBy: [senderId],
  }));
  thread.push(...added);
  discussion.lastMessageDate = at;
  discussion.unreadMessagesCount += added.length;
  touched(db.projects.discussions);
  touchProjectOf(db, discussion, now);
  return added;
}

export const messagingHandlers = [
  /** The signed-in staff member's discussions, most recent message first by default. */
  route('GET', '/messaging/discussions/mine', (ctx) => {
    const query = parseQuery(ctx.query, myDiscussionsQuery);
    const me = ctx.me();
    const { discussions } = ctx.db.projects;
    const mine = (ctx.db.projects.discussionsByMember.get(me) ?? []).flatMap(
      (id) => discussions.get(id) ?? [],
    );
    const { status, unread } = query;
    return paginate(mine, query, {
      sorters: {
        unread: unreadFirst,
        lastMessageDate: (discussion) => discussion.lastMessageDate,
        createdAt: (discussion) => discussion.createdAt,
      },
      defaultSort: 'lastMessageDate,desc',
      filter:
        status || unread
          ? (discussion) =>
              (!status || discussion.status === status) &&
              (!unread || discussion.unreadMessagesCount > 0 === (unread === 'true'))
          : undefined,
      view: (discussion) => discussionView(ctx.db, discussion, false),
    });
  }),

  /** The discussions having all the given members (not paged; threads left out). */
  route('GET', '/messaging/discussions', (ctx) => {
    const { memberIds } = parseQuery(ctx.query, discussionsByMembersQuery);
    if (!memberIds || memberIds.length === 0) return [];
    const { discussions, discussionsByMember } = ctx.db.projects;
    const [first, ...others] = memberIds;
    return (discussionsByMember.get(first) ?? [])
      .flatMap((id) => discussions.get(id) ?? [])
      .filter((discussion) => others.every((memberId) => discussion.memberIds.includes(memberId)))
      .map((discussion) => discussionView(ctx.db, discussion, false));
  }),

  route('GET', '/messaging/discussions/:id', (ctx) =>
    discussionView(ctx.db, ctx.db.projects.discussions.require(ctx.params.id), true),
  ),

  /**
   * Starts a staff (LMSG) discussion with the given members; the signed-in staff member joins
   * it. Answers 201 with the discussion.
   */
  route('POST', '/messaging/discussions', async (ctx) => {
    const { memberIds } = await parseJson(ctx.request, createDiscussionRequest);
    const me = ctx.me();
    for (const id of memberIds) requireUser(ctx, id);
    const members = [...new Set([me, ...memberIds])];
    const at = toIso(ctx.now);
    const discussion: DiscussionRecord = {
      id: ctx.db.ids.next('discussion'),
      type: 'LMSG',
      memberIds: members,
      status: 'ACTIVE',
      projectId: undefined,
      createdAt: at,
      unreadMessagesCount: 0,
      lastMessageDate: at,
      messages: [
        { id: ctx.db.ids.next('message'), type: 'EVENT', content: 'LMSG_DISCUSSION_STARTED', sentAt: at },
      ],
      plannedCount: 1,
      plannedAccepted: false,
      plannedAttachmentIds: undefined,
    };
    addDiscussion(ctx.db, discussion);
    return json(discussionView(ctx.db, discussion, true), 201);
  }),

  /** A standard message from the signed-in staff member; refused unless the discussion is ACTIVE. */
  route('POST', '/messaging/discussions/:id/messages', async (ctx) => {
    const discussion = ctx.db.projects.discussions.require(ctx.params.id);
    const { content } = await parseJson(ctx.request, postMessageRequest);
    const me = ctx.me();
    requireActive(discussion, "d'envoyer un message");
    const at = toIso(ctx.now);
    messagesOf(ctx.db.people, discussion).push({
      id: ctx.db.ids.next('message'),
      type: 'STANDARD',
      senderId: me,
      content,
      sentAt: at,
      readBy: [me],
    });
    discussion.lastMessageDate = at;
    touched(ctx.db.projects.discussions);
    touchProjectOf(ctx.db, discussion, ctx.now);
    return json(discussionView(ctx.db, discussion, true), 201);
  }),

  /** Everything read: the unread count goes back to 0 and the reader joins each message's readBy. */
  route('POST', '/messaging/discussions/:id/mark-as-read', (ctx) => {
    const discussion = ctx.db.projects.discussions.require(ctx.params.id);
    const me = ctx.me();
    for (const message of messagesOf(ctx.db.people, discussion)) {
      if (message.type === 'STANDARD' && !message.readBy.includes(me)) message.readBy.push(me);
    }
    discussion.unreadMessagesCount = 0;
    touched(ctx.db.projects.discussions);
    return discussionView(ctx.db, discussion, true);
  }),

  /** The signed-in staff member becomes a member (no change if already one); ACTIVE only. */
  route('POST', '/messaging/discussions/:id/join', (ctx) => {
    const discussion = ctx.db.projects.discussions.require(ctx.params.id);
    const me = ctx.me();
    requireActive(discussion, 'de la rejoindre');
    if (!discussion.memberIds.includes(me)) {
      // The thread drawn so far stays as it was before the new member.
      messagesOf(ctx.db.people, discussion);
      discussion.memberIds = [...discussion.memberIds, me];
      pushTo(ctx.db.projects.discussionsByMember, me, discussion.id);
      touched(ctx.db.projects.discussions);
    }
    return discussionView(ctx.db, discussion, true);
  }),

  /** ACTIVE → ARCHIVED, with a DISCUSSION_CLOSED event at the end of the thread. */
  route('POST', '/messaging/discussions/:id/close', (ctx) => {
    const discussion = ctx.db.projects.discussions.require(ctx.params.id);
    requireActive(discussion, 'de la clôturer');
    const at = toIso(ctx.now);
    messagesOf(ctx.db.people, discussion).push({
      id: ctx.db.ids.next('message'),
      type: 'EVENT',
      content: 'DISCUSSION_CLOSED',
      sentAt: at,
    });
    discussion.status = 'ARCHIVED';
    discussion.lastMessageDate = at;
    discussion.unreadMessagesCount = 0;
    touched(ctx.db.projects.discussions);
    touchProjectOf(ctx.db, discussion, ctx.now);
    return discussionView(ctx.db, discussion, true);
  }),
];
