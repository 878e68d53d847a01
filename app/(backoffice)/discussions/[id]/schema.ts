import { z } from 'zod';
import { messageText } from '@/lib/domain/rules';

/** SPEC §5 "Message text", the rule the server action applies again; the form imports it on demand. */
export const messageFormSchema = z.object({ content: messageText });
