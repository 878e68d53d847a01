/**
 * A discussion's thread as the browser gets it, from the page and from the live route handler
 * alike: people as a label and a link, attachments as links to the app's own document viewer and
 * bytes route (a gateway path never reaches the page), messages oldest first. Pure.
 */
import { pathFor } from '@/lib/access/paths';
import type { DiscussionStatus, EventContent, RobotContent, UserType } from '@/lib/domain/enums';
import type { Discussion, Message, UserSummary } from '@/lib/domain/schemas';
import { documentIdOfContentPath } from '@/lib/documents/link';
import { documentContentHref } from '@/lib/documents/content';
import { personLabel } from '@/lib/domain/people';

/** SPEC §4: a discussion's messages may be read only when ACTIVE or ARCHIVED. */
export const VISIBLE_STATUSES: readonly DiscussionStatus[] = ['ACTIVE', 'ARCHIVED'];
/** SPEC §4: messages are sent, members join and the discussion is closed only while ACTIVE. */
export const WRITABLE_STATUS: DiscussionStatus = 'ACTIVE';

/** What the view's answer area offers a staff member who may write but is not a member yet. */
export const JOIN_TO_WRITE = 'join';

export function isVisible(status: DiscussionStatus): boolean {
  return VISIBLE_STATUSES.includes(status);
}

export interface ThreadPerson {
  id: string;
  /** "Prénom Nom (RID)". */
  label: string;
  /** Their user view. */
  href: string;
  /** Customer, professional or staff (LMSG, whose messages are drawn on the other side). */
  type: UserType;
}

interface Base {
  id: string;
  sentAt: string;
}

/**
 * A message as the page draws it. People are named by id in `Thread.people`: a long thread then
 * carries each name once instead of once per message.
 */
export type ThreadMessage =
  | (Base & {
      kind: 'STANDARD';
      senderId: string;
      text: string;
      /** The members who read it, its sender left out. */
      readBy: string[];
    })
  | (Base & { kind: 'EVENT'; content: EventContent })
  | (Base & { kind: 'ROBOT'; content: RobotContent })
  | (Base & {
      kind: 'ATTACHMENT';
      senderId: string;
      name: string;
      /** The app's document viewer. */
      viewerHref: string;
      /** The image's bytes through the app, when the gateway gives a thumbnail. */
      thumbnailSrc: string | null;
    });

export type ThreadPeople = Record<string, ThreadPerson>;

/** The messages oldest first, and the members and senders they name. */
export interface Thread {
  people: ThreadPeople;
  messages: ThreadMessage[];
}

/** What the live route handler answers (app/api/discussions/[id]/messages). */
export interface ThreadUpdate extends Thread {
  status: DiscussionStatus;
  /** Every member id, so the page knows when someone joined. */
  memberIds: string[];
  /** The reader's unread count at the gateway: above 0, a page that may write marks the thread read. */
  unread: number;
  /** The message asked for is not in the thread any more: `messages` replaces the thread. */
  reset: boolean;
}

export const FORMER_MEMBER_LABEL = 'Ancien membre';

export function threadPerson(user: UserSummary): ThreadPerson {
  return {
    id: user.id,
    label: personLabel(user),
    href: pathFor('userView', { id: user.id }),
    type: user.type,
  };
}

function messageView(message: Message): ThreadMessage {
  const { id, sentAt } = message;
  switch (message.type) {
    case 'STANDARD': {
      const senderId = message.sender.id;
      const readBy = [...new Set(message.readBy)].filter((reader) => reader !== senderId);
      return { id, sentAt, kind: 'STANDARD', senderId, text: message.content, readBy };
    }
    case 'ATTACHMENT': {
      const { attachment } = message;
      const documentId = documentIdOfContentPath(attachment.uri) ?? attachment.id;
      const thumbnailId = documentIdOfContentPath(attachment.thumbUri);
      return {
        id,
        sentAt,
        kind: 'ATTACHMENT',
        senderId: message.sender.id,
        name: attachment.name,
        viewerHref: pathFor('documentViewer', { id: documentId }),
        thumbnailSrc: thumbnailId ? documentContentHref(thumbnailId) : null,
      };
    }
    case 'EVENT':
      return { id, sentAt, kind: 'EVENT', content: message.content };
    case 'ROBOT':
      return { id, sentAt, kind: 'ROBOT', content: message.content };
  }
}

/** The thread oldest first (the gateway's order among messages sent at the same instant). */
export function threadOf(discussion: Pick<Discussion, 'messages' | 'members'>): Thread {
  const people: ThreadPeople = {};
  for (const member of discussion.members) people[member.id] = threadPerson(member);
  for (const message of discussion.messages)
    if ('sender' in message) people[message.sender.id] ??= threadPerson(message.sender);
  const messages = discussion.messages
    .map((message, index) => ({ message, index, at: Date.parse(message.sentAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ message }) => messageView(message));
  return { people, messages };
}

/** The names of the readers of a message; someone no longer in the discussion is a former member. */
export function readerNames(people: ThreadPeople, readBy: readonly string[]): string[] {
  return [...new Set(readBy.map((id) => people[id]?.label ?? FORMER_MEMBER_LABEL))];
}

/** The messages after `afterId`; the whole thread, to replace what the page has, when it is unknown. */
export function messagesAfter(
  thread: readonly ThreadMessage[],
  afterId: string | null,
): Pick<ThreadUpdate, 'messages' | 'reset'> {
  const index = afterId === null ? -1 : thread.findIndex((message) => message.id === afterId);
  if (index === -1) return { messages: [...thread], reset: true };
  return { messages: thread.slice(index + 1), reset: false };
}

/**
 * What a reader who has the thread up to `afterId` is told: the newer messages (the whole thread
 * when that message is unknown), or only the status and members of a discussion whose messages may
 * not be read (SPEC §4).
 */
export function threadUpdate(
  discussion: Pick<Discussion, 'messages' | 'members' | 'status' | 'unreadMessagesCount'>,
  afterId: string | null,
): ThreadUpdate {
  const memberIds = discussion.members.map((member) => member.id);
  if (!isVisible(discussion.status))
    return { status: discussion.status, memberIds, unread: 0, people: {}, messages: [], reset: true };
  const { people, messages } = threadOf(discussion);
  return {
    status: discussion.status,
    memberIds,
    unread: discussion.unreadMessagesCount,
    people,
    ...messagesAfter(messages, afterId),
  };
}

/** `current` followed by the messages of `incoming` it does not have yet. */
export function mergeThread(
  current: readonly ThreadMessage[],
  incoming: readonly ThreadMessage[],
): ThreadMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  return added.length > 0 ? [...current, ...added] : (current as ThreadMessage[]);
}
