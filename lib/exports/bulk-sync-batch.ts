import { z } from 'zod';
import { bulkSyncType } from '@/lib/domain/enums';
import { enumSchema } from '@/lib/domain/enums/schema';
import { uuid } from '@/lib/domain/rules/identifiers';
import { BULK_SYNC_BATCH_SIZE } from './id-list';
import { BULK_SYNC_MESSAGES } from './messages';

/** One call's worth of identifiers, as the server action checks it again. */
export const bulkSyncBatch = z
  .array(z.object({ type: enumSchema(bulkSyncType), id: uuid }))
  .min(1, BULK_SYNC_MESSAGES.nothingToSend)
  .max(BULK_SYNC_BATCH_SIZE);
export type BulkSyncBatch = z.input<typeof bulkSyncBatch>;
