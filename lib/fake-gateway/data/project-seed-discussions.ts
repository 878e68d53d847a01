/**
 * The showcase discussions (ProjectData.showcaseDiscussions, docs/gateway-contract.md "Showcase
 * records"): one thread written out in full with every message type and every event and robot
 * content, and the first seeded discussion of each state a screen treats apart. Run last, on the
 * seeded records, so the ids of everything seeded before stay what they were.
 */
import { seedId } from '../core/ids';
import { toIso } from '../core/time';
import { type DiscussionRecord, type MessageRecord, type ProjectRecord } from './project-records';
import { linked } from './project-links';
import { addDocument, PICTURE_TYPE, SITE_DOCUMENT_TYPE, type Builder } from './project-seed-kit';

type Line =
  | { type: 'EVENT'; content: Extract<MessageRecord, { type: 'EVENT' }>['content'] }
  | { type: 'ROBOT'; content: Extract<MessageRecord, { type: 'ROBOT' }>['content'] }
  | { type: 'STANDARD'; from: 'owner' | 'pro' | 'staff'; text: string; unread?: boolean }
  | { type: 'ATTACHMENT'; from: 'owner' | 'pro'; name: string; image: boolean };

/** Every message type, every event content but DISCUSSION_CLOSED (the thread stays open), every robot content. */
const EVERY_MESSAGE: readonly Line[] = [
  { type: 'EVENT', content: 'DISCUSSION_STARTED' },
  { type: 'EVENT', content: 'PROFESSIONAL_ACCEPTED' },
  { type: 'EVENT', content: 'YOU_SHALL_NOT_BYPASS' },
  {
    type: 'STANDARD',
    from: 'owner',
    text: 'Bonjour, pourriez-vous passer voir la salle de bain la semaine prochaine ?',
  },
  { type: 'STANDARD', from: 'pro', text: 'Bonjour,\nmardi matin vers 9 h, cela vous irait-il ?' },
  { type: 'ROBOT', content: 'PROFESSIONAL_POSITIONED_REMINDER' },
  { type: 'ATTACHMENT', from: 'owner', name: 'Photo de la salle de bain.png', image: true },
  { type: 'ATTACHMENT', from: 'pro', name: 'Devis estimatif.pdf', image: false },
  { type: 'ROBOT', content: 'PROFESSIONALS_AUTO_SELECTION_SUGGESTION' },
  { type: 'EVENT', content: 'LMSG_DISCUSSION_STARTED' },
  {
    type: 'STANDARD',
    from: 'staff',
    text: 'Bonjour à tous, je suis votre conseiller : écrivez-moi ici pour toute question.',
  },
  { type: 'ROBOT', content: 'ANY_QUESTIONS' },
  { type: 'STANDARD', from: 'pro', text: 'Je vous envoie le devis détaillé demain.', unread: true },
  { type: 'STANDARD', from: 'owner', text: 'Merci, à mardi !', unread: true },
];

/** `count` instants from `from` to `to`, evenly spaced, both included. */
function spread(count: number, from: number, to: number): number[] {
  const step = count > 1 ? (to - from) / (count - 1) : 0;
  return Array.from({ length: count }, (_, index) => Math.round(from + step * index));
}

/**
 * Writes the EVERY_MESSAGE thread into `discussion` (a project discussion between the owner and a
 * professional) and makes `staffId` a member, with the last two messages unread.
 */
function writeEveryMessage(
  builder: Builder,
  discussion: DiscussionRecord,
  project: ProjectRecord,
  staffId: string,
): void {
  const [ownerId, proId] = discussion.memberIds;
  if (!discussion.memberIds.includes(staffId)) discussion.memberIds = [...discussion.memberIds, staffId];
  const members = discussion.memberIds;
  const senders = { owner: ownerId, pro: proId, staff: staffId };
  const times = spread(
    EVERY_MESSAGE.length,
    Date.parse(discussion.createdAt),
    Date.parse(discussion.lastMessageDate ?? discussion.createdAt),
  );
  const attachmentIds: string[] = [];
  discussion.messages = EVERY_MESSAGE.map((line, index): MessageRecord => {
    const id = seedId(`message-${discussion.id}`, index);
    const sentAt = toIso(times[index]);
    switch (line.type) {
      case 'EVENT':
      case 'ROBOT':
        return { id, type: line.type, content: line.content, sentAt } as MessageRecord;
      case 'STANDARD': {
        const senderId = senders[line.from];
        return {
          id,
          type: 'STANDARD',
          senderId,
          content: line.text,
          sentAt,
          readBy: line.unread ? [senderId] : [...members],
        };
      }
      case 'ATTACHMENT': {
        const document = addDocument(builder, {
          name: line.name,
          status: 'NEW',
          type: line.image ? PICTURE_TYPE : SITE_DOCUMENT_TYPE,
          mimeType: line.image ? 'image/png' : 'application/pdf',
          createdAt: times[index],
          kind: 'attachment',
          projectId: project.id,
          ownerId: senders[line.from],
        });
        attachmentIds.push(document.id);
        return { id, type: 'ATTACHMENT', senderId: senders[line.from], documentId: document.id, sentAt };
      }
    }
  });
  discussion.status = 'ACTIVE';
  discussion.unreadMessagesCount = EVERY_MESSAGE.filter(
    (line) => line.type === 'STANDARD' && line.unread,
  ).length;
  discussion.plannedCount = EVERY_MESSAGE.length;
  discussion.plannedAccepted = true;
  discussion.plannedAttachmentIds = attachmentIds;
}

/**
 * Names the showcase discussions: `everyMessage` (the `published` project's active discussion,
 * rewritten by writeEveryMessage with `staffId` as a member), `staff` (the staff member's first
 * active staff discussion), `notJoined` (an active project discussion without them), `archived`,
 * `reader` and `evicted` (the first project discussion of each status).
 */
export function seedShowcaseDiscussions(
  builder: Builder,
  published: ProjectRecord | undefined,
  staffId: string | undefined,
): Record<string, string> {
  const { discussions } = builder.records;
  const names: Record<string, string> = {};
  const first = (pick: (discussion: DiscussionRecord) => boolean) => discussions.find(pick)?.id;
  const put = (name: string, id: string | undefined) => {
    if (id) names[name] = id;
  };
  if (published && staffId) {
    const ofPublished = new Set(linked(published, 'discussions'));
    const target = discussions.find(
      (discussion) => ofPublished.has(discussion.id) && discussion.status === 'ACTIVE',
    );
    if (target) {
      writeEveryMessage(builder, target, published, staffId);
      names.everyMessage = target.id;
    }
  }
  if (staffId) {
    put(
      'staff',
      first((d) => d.type === 'LMSG' && d.status === 'ACTIVE' && d.memberIds[0] === staffId),
    );
    put(
      'notJoined',
      first((d) => d.type === 'PROJECT' && d.status === 'ACTIVE' && !d.memberIds.includes(staffId)),
    );
  }
  put(
    'archived',
    first((d) => d.type === 'PROJECT' && d.status === 'ARCHIVED'),
  );
  put(
    'reader',
    first((d) => d.status === 'READER'),
  );
  put(
    'evicted',
    first((d) => d.status === 'EVICTED'),
  );
  return names;
}
