import { z } from 'zod';
import { discussionStatus, discussionType, eventContent, robotContent } from '../enums';
import { entityId, isoDateTime } from './common';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

// Every kind carries id and sentAt (SPEC names sentAt only for standard ones) so a thread can be ordered.
const messageBase = z.object({ id: entityId, sentAt: isoDateTime });

export const standardMessageSchema = messageBase.extend({
  type: z.literal('STANDARD'),
  sender: userSummarySchema,
  content: z.string(),
  /** Ids of the members who have read the message. */
  readBy: z.array(entityId),
});

export const eventMessageSchema = messageBase.extend({
  type: z.literal('EVENT'),
  content: enumSchema(eventContent),
});

export const robotMessageSchema = messageBase.extend({
  type: z.literal('ROBOT'),
  content: enumSchema(robotContent),
});

export const attachmentSchema = z.object({
  id: entityId,
  name: z.string(),
  uri: z.string().min(1),
  thumbUri: z.string().nullish(),
});

export const attachmentMessageSchema = messageBase.extend({
  type: z.literal('ATTACHMENT'),
  sender: userSummarySchema,
  attachment: attachmentSchema,
});

export const messageSchema = z.discriminatedUnion('type', [
  standardMessageSchema,
  eventMessageSchema,
  robotMessageSchema,
  attachmentMessageSchema,
]);
export type Message = z.infer<typeof messageSchema>;
export type StandardMessage = z.infer<typeof standardMessageSchema>;
export type EventMessage = z.infer<typeof eventMessageSchema>;
export type RobotMessage = z.infer<typeof robotMessageSchema>;
export type AttachmentMessage = z.infer<typeof attachmentMessageSchema>;
export type Attachment = z.infer<typeof attachmentSchema>;

export const discussionSchema = z.object({
  id: entityId,
  type: enumSchema(discussionType),
  members: z.array(userSummarySchema),
  // Lists of discussions (a project's, "mine") may leave the thread out.
  messages: z.array(messageSchema).default([]),
  status: enumSchema(discussionStatus),
  project: projectSummarySchema.nullish(),
  createdAt: isoDateTime,
  unreadMessagesCount: z.number().int().nonnegative(),
  // Null until the first message.
  lastMessageDate: isoDateTime.nullish(),
});
export type Discussion = z.infer<typeof discussionSchema>;
