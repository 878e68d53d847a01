'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { bulkSyncType } from '@/lib/domain/enums';
import { bulkSyncBatch } from '@/lib/exports/bulk-sync-batch';
import { BULK_SYNC_MESSAGES } from '@/lib/exports/messages';
import { GatewayError, NotFoundError } from '@/lib/gateway/errors';
import { syncDomainEvents } from '@/lib/gateway/sync';
import { listDetails } from '@/lib/journal/entry';

/**
 * One batch of the bulk re-synchronisation (SUPPORT only: `bulkSync` of the role table, re-checked
 * here whatever the page showed): POST /tooling/domain-events/sync with each identifier by id.
 * Answers how many were sent; the form sums the batches into one message, so none is given here.
 */
export async function bulkSyncAction(raw: unknown): Promise<ActionResult<number>> {
  return runAction(
    {
      route: 'exports',
      action: 'bulkSync',
      schema: bulkSyncBatch,
      journalAction: 'bulkSync',
      details: (entities) =>
        `${entities.length} identifiant(s) : ${listDetails(entities.map(({ type, id }) => `${bulkSyncType.label(type)} ${id}`))}`,
      run: async ({ token }, entities) => {
        try {
          await syncDomainEvents(
            token,
            entities.map(({ type, id }) => ({ type, mode: 'ID' as const, id })),
          );
        } catch (error) {
          // The gateway refuses the whole batch when one id is unknown (docs/gateway-contract.md).
          if (error instanceof NotFoundError)
            throw new GatewayError(error.message, {
              userMessage: BULK_SYNC_MESSAGES.unknownId,
              cause: error,
            });
          throw error;
        }
        return entities.length;
      },
      failure: BULK_SYNC_MESSAGES.batchFailed,
    },
    raw,
  );
}
