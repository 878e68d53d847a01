/**
 * Threads of the seeded discussions, drawn the first time a discussion is read or written. The
 * seed fixes what lists show (member ids, status, creation and last-message dates, unread count,
 * attachments); this module writes messages that agree with it: a start event first, the
 * unread messages last, a DISCUSSION_CLOSED event closing an archived thread.
 */
import type { RobotContent } from '@/lib/domain/enums';
import { createRng, seedId } from '../core/seed-kit';
import { toIso } from '../core/time';
import type { PeopleData } from './people-records';
import type { DiscussionRecord, MessageRecord } from './project-records';
import { CUSTOMER_TO_STAFF_MESSAGES, OWNER_MESSAGES, PRO_MESSAGES, STAFF_MESSAGES } from './project-texts';

const ROBOTS: readonly RobotContent[] = [
  'PROFESSIONAL_POSITIONED_REMINDER',
  'PROFESSIONALS_AUTO_SELECTION_SUGGESTION',
  'ANY_QUESTIONS',
];

/** Sorted instants from `from` to `to` (both included when count >= 2). */
function instants(rng: ReturnType<typeof createRng>, count: number, from: number, to: number): number[] {
  if (count === 1) return [to];
  const inner = Array.from({ length: count - 2 }, () => Math.floor(from + rng.next() * (to - from))).sort(
    (a, b) => a - b,
  );
  return [from, ...inner, to];
}

function textFor(people: PeopleData, discussion: DiscussionRecord, senderId: string, index: number): string {
  const type = people.users.get(senderId)?.type;
  const list =
    type === 'LMSG'
      ? STAFF_MESSAGES
      : type === 'PROFESSIONAL'
        ? PRO_MESSAGES
        : discussion.type === 'LMSG'
          ? CUSTOMER_TO_STAFF_MESSAGES
          : OWNER_MESSAGES;
  return list[index % list.length];
}

function drawMessages(people: PeopleData, discussion: DiscussionRecord): MessageRecord[] {
  const plan = {
    count: Math.max(1, discussion.plannedCount),
    accepted: discussion.plannedAccepted,
    attachmentIds: discussion.plannedAttachmentIds ?? [],
  };
  const rng = createRng(`messages-${discussion.id}`);
  const closed = discussion.status === 'ARCHIVED';
  const customers = discussion.memberIds.filter((id) => people.users.get(id)?.type !== 'LMSG');
  const writers = discussion.memberIds.filter((id) => !discussion.silentMemberIds?.includes(id));
  const times = instants(
    rng,
    plan.count,
    Date.parse(discussion.createdAt),
    Date.parse(discussion.lastMessageDate ?? discussion.createdAt),
  );
  const messageId = (index: number) => seedId(`message-${discussion.id}`, index);
  const messages: MessageRecord[] = [];

  messages.push({
    id: messageId(0),
    type: 'EVENT',
    content: discussion.type === 'LMSG' ? 'LMSG_DISCUSSION_STARTED' : 'DISCUSSION_STARTED',
    sentAt: toIso(times[0]),
  });
  const tailSize = closed ? 1 : 0;
  const bodyEnd = plan.count - tailSize;
  // The last `unread` body messages are the customers' unread ones.
  const unreadFrom = bodyEnd - discussion.unreadMessagesCount;
  const attachments = [...plan.attachmentIds];
  let robotIndex = rng.int(0, ROBOTS.length - 1);
  for (let index = 1; index < bodyEnd; index += 1) {
    const sentAt = toIso(times[index]);
    if (index === 1 && plan.accepted) {
      messages.push({ id: messageId(index), type: 'EVENT', content: 'PROFESSIONAL_ACCEPTED', sentAt });
      continue;
    }
    if (index >= unreadFrom) {
      const senderId = customers[index % Math.max(1, customers.length)] ?? writers[0];
      messages.push({
        id: messageId(index),
        type: 'STANDARD',
        senderId,
        content: textFor(people, discussion, senderId, index + rng.int(0, 7)),
        sentAt,
        readBy: [senderId],
      });
      continue;
    }
    const roll = rng.next();
    // The seed leaves a slot for every attachment before the unread messages.
    if (attachments.length > 0 && (roll < 0.3 || attachments.length >= unreadFrom - index)) {
      const senderId = customers[customers.length - 1] ?? writers[0];
      messages.push({
        id: messageId(index),
        type: 'ATTACHMENT',
        senderId,
        documentId: attachments.shift()!,
        sentAt,
      });
    } else if (discussion.type === 'PROJECT' && index === 2 && roll < 0.45) {
      messages.push({ id: messageId(index), type: 'EVENT', content: 'YOU_SHALL_NOT_BYPASS', sentAt });
    } else if (roll > 0.88) {
      messages.push({
        id: messageId(index),
        type: 'ROBOT',
        content: ROBOTS[robotIndex % ROBOTS.length],
        sentAt,
      });
      robotIndex += 1;
    } else {
      const senderId = writers[(index + rng.int(0, 1)) % writers.length];
      messages.push({
        id: messageId(index),
        type: 'STANDARD',
        senderId,
        content: textFor(people, discussion, senderId, index + rng.int(0, 7)),
        sentAt,
        readBy: [...discussion.memberIds],
      });
    }
  }
  if (closed)
    messages.push({
      id: messageId(plan.count - 1),
      type: 'EVENT',
      content: 'DISCUSSION_CLOSED',
      sentAt: toIso(times[plan.count - 1]),
    });
  return messages;
}

/** The discussion's messages, drawn from its plan on first use, oldest first. */
export function messagesOf(people: PeopleData, discussion: DiscussionRecord): MessageRecord[] {
  discussion.messages ??= drawMessages(people, discussion);
  return discussion.messages;
}
