import { z } from 'zod';
import { messageText } from '@/lib/domain/rules';

/** The discussion view's inputs, parsed by its server actions. */
export const discussionInput = z.object({ id: z.string().trim().min(1).max(200) });

/** SPEC §5 "Message text", the rule the server action applies again; the form imports it on demand. */
export const messageFormSchema = z.object({ content: messageText });

export const messageInput = discussionInput.extend(messageFormSchema.shape);
