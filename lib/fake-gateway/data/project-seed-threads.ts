/**
 * The discussion records of the seed: the one builder every seeded discussion goes through (a
 * relationship's, the staff's), with its unread count and attachments, and the staff's discussions
 * with customers outside any project.
 */
import { type DiscussionStatus } from '@/lib/domain/enums';
import { DAY_MS } from '../core/time';
import { type DiscussionRecord, type ProjectRecord } from './project-records';
import { link } from './project-links';
import {
  HOUR_MS,
  PICTURE_TYPE,
  SITE_DOCUMENT_TYPE,
  between,
  iso,
  nextId,
  type Builder,
} from './project-seed-kit';

/** Shared by the discussions without attachments: never mutated in place. */
const NO_IDS: string[] = [];

export interface DiscussionSeed {
  type: 'PROJECT' | 'LMSG';
  memberIds: string[];
  status: DiscussionStatus;
  projectId?: string;
  createdAt: number;
  lastAt: number;
  accepted: boolean;
  /** Where attachment documents are filed. */
  projectDocuments?: ProjectRecord;
}

export function addDiscussion(builder: Builder, seed: DiscussionSeed): DiscussionRecord {
  const { rng } = builder;
  const id = nextId(builder, 'discussion');
  const unread =
    seed.status === 'ACTIVE'
      ? rng.weighted([
          [0, 5],
          [1, 2.5],
          [2, 1.5],
          [3, 1],
        ] as const)
      : 0;
  let attachmentIds: string[] = NO_IDS;
  const attachments = rng.chance(0.25) ? rng.int(1, 2) : 0;
  for (let index = 0; index < attachments; index += 1) {
    const at = between(rng, seed.createdAt, seed.lastAt);
    const photo = rng.chance(0.6);
    const document = {
      id: nextId(builder, 'document'),
      name: photo
        ? `Photo ${index + 1}.png`
        : rng.pick(['Plan.pdf', 'Devis fournisseur.pdf', 'Attestation.pdf']),
      status: 'NEW' as const,
      type: photo ? PICTURE_TYPE : SITE_DOCUMENT_TYPE,
      mimeType: photo ? 'image/png' : 'application/pdf',
      createdAt: iso(at),
      kind: 'attachment' as const,
      projectId: seed.projectId,
      ownerId: seed.memberIds[seed.memberIds.length > 1 ? 1 : 0],
    };
    builder.records.documents.push(document);
    attachmentIds = [...attachmentIds, document.id];
  }
  const closed = seed.status === 'ARCHIVED' ? 1 : 0;
  const count = 1 + (seed.accepted ? 1 : 0) + attachmentIds.length + unread + closed + rng.int(1, 6);
  const discussion: DiscussionRecord = {
    id,
    type: seed.type,
    memberIds: seed.memberIds,
    status: seed.status,
    createdAt: iso(seed.createdAt),
    unreadMessagesCount: unread,
    lastMessageDate: iso(Math.max(seed.createdAt, seed.lastAt)),
    projectId: seed.projectId,
    messages: undefined,
    plannedCount: count,
    plannedAccepted: seed.accepted,
    plannedAttachmentIds: attachmentIds.length > 0 ? attachmentIds : undefined,
  };
  builder.records.discussions.push(discussion);
  if (seed.projectDocuments) link(seed.projectDocuments, 'discussions', id);
  return discussion;
}

/** Discussions between staff and customers, outside any project (the staff's "Ma messagerie"). */
export function seedStaffDiscussions(
  builder: Builder,
  cyc: { staffDiscussion(): DiscussionStatus },
  messagingStaffIds: readonly string[],
  customerIds: readonly string[],
): void {
  const { rng, now, ctx } = builder;
  if (messagingStaffIds.length === 0 || customerIds.length === 0) return;
  const count = Math.max(40, Math.round(ctx.scaleUsers / 25));
  for (let index = 0; index < count; index += 1) {
    const staffId = messagingStaffIds[index % messagingStaffIds.length];
    const customerId = customerIds[Math.floor(rng.next() * customerIds.length)];
    const second = rng.chance(0.15)
      ? builder.staffIds[Math.floor(rng.next() * builder.staffIds.length)]
      : undefined;
    const memberIds = second && second !== staffId ? [staffId, customerId, second] : [staffId, customerId];
    // The first of each staff member's discussions is active, so every mailbox has one to write in.
    const status = index < messagingStaffIds.length ? 'ACTIVE' : cyc.staffDiscussion();
    const createdAt = between(rng, now - 200 * DAY_MS, now - DAY_MS);
    addDiscussion(builder, {
      type: 'LMSG',
      memberIds,
      status,
      createdAt,
      lastAt: between(rng, createdAt + HOUR_MS, now - HOUR_MS),
      accepted: false,
    });
  }
}
