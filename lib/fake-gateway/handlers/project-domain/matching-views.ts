/**
 * The views of a project's matching side: matches, relationships, messages and discussions.
 */
import type { Discussion, Match, Message, Relationship } from '@/lib/domain/schemas';
import type { Db } from '../../store';
import { findDocument } from '../../data/project-documents';
import { messagesOf } from '../../data/project-messages';
import {
  type DiscussionRecord,
  type MatchRecord,
  type MessageRecord,
  type RelationshipRecord,
} from '../../data/project-records';

import { documentContentPath, projectSummary, userSummary } from './common-views';

export function matchView(db: Db, match: MatchRecord): Match {
  const project = db.projects.projects.require(match.projectId);
  return {
    id: match.id,
    user: userSummary(db, match.userId),
    project: { ...projectSummary(db, match.projectId), tags: [...project.tags] },
    status: match.status,
    positionableStatus: match.positionableStatus,
    visibilityStatus: match.visibilityStatus,
    partAcceptanceProbability: match.partAcceptanceProbability ?? null,
    createdAt: match.createdAt,
    statusDate: match.statusDate,
  };
}

export function relationshipView(db: Db, relationship: RelationshipRecord): Relationship {
  return {
    id: relationship.id,
    user: userSummary(db, relationship.userId),
    project: projectSummary(db, relationship.projectId),
    status: relationship.status,
    statusDate: relationship.statusDate,
    positioningMode: relationship.positioningMode,
    positionedAt: relationship.positionedAt,
    acceptanceMode: relationship.acceptanceMode ?? null,
    acceptedAt: relationship.acceptedAt ?? null,
    meetingDateTime: relationship.meetingDateTime ?? null,
    comment: relationship.comment ?? null,
    statusReasons: [...relationship.statusReasons],
    statusOtherReason: relationship.statusOtherReason ?? null,
  };
}

export function messageView(db: Db, message: MessageRecord): Message {
  switch (message.type) {
    case 'STANDARD':
      return {
        id: message.id,
        type: 'STANDARD',
        sender: userSummary(db, message.senderId),
        content: message.content,
        sentAt: message.sentAt,
        readBy: [...message.readBy],
      };
    case 'ATTACHMENT': {
      const document = findDocument(db.projects, message.documentId);
      const uri = documentContentPath(message.documentId);
      return {
        id: message.id,
        type: 'ATTACHMENT',
        sender: userSummary(db, message.senderId),
        sentAt: message.sentAt,
        attachment: {
          id: message.documentId,
          name: document?.name ?? 'Pièce jointe',
          uri,
          thumbUri: document?.mimeType.startsWith('image/') ? uri : null,
        },
      };
    }
    default:
      return {
        id: message.id,
        type: message.type,
        content: message.content,
        sentAt: message.sentAt,
      } as Message;
  }
}

/** A discussion; lists leave the thread out (`messages: []`), the detail has it. */
export function discussionView(db: Db, discussion: DiscussionRecord, withMessages: boolean): Discussion {
  return {
    id: discussion.id,
    type: discussion.type,
    members: discussion.memberIds.map((id) => userSummary(db, id)),
    messages: withMessages
      ? messagesOf(db.people, discussion).map((message) => messageView(db, message))
      : [],
    status: discussion.status,
    project: discussion.projectId ? projectSummary(db, discussion.projectId) : null,
    createdAt: discussion.createdAt,
    unreadMessagesCount: discussion.unreadMessagesCount,
    lastMessageDate: discussion.lastMessageDate ?? null,
  };
}
