import 'server-only';
import { z } from 'zod';
import type { RouteId } from '@/lib/access';
import type { ActionSpec } from '@/lib/auth/run-action';
import { syncEntityType, type SyncEntityType } from '@/lib/domain/requests';
import { syncDomainEvents } from '@/lib/gateway/sync';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';

/**
 * The record view of each kind of record: its roles may re-synchronise it (every role of the page,
 * as SPEC §6 shows no narrower permission).
 */
export const SYNC_ROUTES = {
  USER: 'userView',
  PROJECT: 'projectView',
  MATCH: 'matchView',
  RELATIONSHIP: 'relationshipView',
  DISCUSSION: 'discussionView',
  QUOTE: 'quoteView',
  PROFESSIONAL_INVOICE: 'proInvoiceView',
  PROVIDER_INVOICE: 'invoiceView',
  WORKS_ACCEPTANCE: 'worksAcceptanceView',
  FEEDBACK: 'feedbackView',
  ISSUE: 'issueView',
} as const satisfies Record<SyncEntityType, RouteId>;

export const syncInput = z.object({ type: syncEntityType, id: z.string().min(1) });

/** POST /tooling/domain-events/sync for one record, run under the route of that record's view. */
export function syncSpec(type: SyncEntityType): ActionSpec<typeof syncInput, undefined> {
  return {
    route: SYNC_ROUTES[type],
    schema: syncInput,
    journalAction: 'syncRecord',
    target: (input) => ({ type: SYNC_ROUTES[input.type], id: input.id }),
    run: async (session, { id }) => {
      await syncDomainEvents(session.token, [{ type, mode: 'ID', id }]);
      return undefined;
    },
    success: M.syncRequested,
    failure: M.syncFailed,
  };
}
