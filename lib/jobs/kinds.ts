import 'server-only';
import { canActOn, type ActionId, type RouteId } from '@/lib/access';
import { deactivationReason } from '@/lib/domain/enums';
import { markProviderInvoiceIrrecoverable, markProviderInvoicePaid } from '@/lib/gateway/billing';
import type { GatewayToken } from '@/lib/gateway/http';
import { markProfessionalInvoicePaid } from '@/lib/gateway/invoices';
import { acceptMatch } from '@/lib/gateway/matches';
import { closeDiscussion } from '@/lib/gateway/messaging';
import { syncDomainEvents } from '@/lib/gateway/sync';
import { deactivateUser } from '@/lib/gateway/users';
import type { JournalActionId } from '@/lib/journal/actions';
import type { JournalTargetType } from '@/lib/journal/types';
import type { RecordListId } from '@/lib/lists/record-lists';
import { userTarget } from '@/lib/users/target';
import type { BulkKindId } from './bulk-input';
import { JOB_MESSAGES as M } from './messages';
import type { JobAuthor, JobParams } from './types';

/*
 * What each kind of bulk work does to one record: the role table's action it needs (checked when
 * the job starts, and per record for an action on users), the gateway call the single-record
 * action makes, the journal's name for it and the record page an item links to.
 */

export interface BulkKind {
  action: ActionId;
  journalAction: JournalActionId;
  /** The record page of an item, also the journal's target type. */
  record: RouteId & JournalTargetType;
  /** The list whose filtered set "all N" means; none for lists without it. */
  list: RecordListId | null;
  /** A French refusal of the job's parameters, or null. */
  refuseParams?: (params: JobParams) => string | null;
  /** The role table's refusal for this record (read at the gateway), or null to send it. */
  refuseRecord?: (token: GatewayToken, author: JobAuthor, recordId: string) => Promise<string | null>;
  send: (token: GatewayToken, recordId: string, params: JobParams) => Promise<void>;
}

const paidAtNeeded = (params: JobParams) => (params.paidAt ? null : M.paidAtRequired);

export const BULK_KIND: Record<BulkKindId, BulkKind> = {
  markInvoicesPaid: {
    action: 'editProviderInvoice',
    journalAction: 'markInvoicePaid',
    record: 'invoiceView',
    list: 'invoices',
    refuseParams: paidAtNeeded,
    send: (token, id, { paidAt }) => markProviderInvoicePaid(token, id, { paidAt: paidAt! }),
  },
  markInvoicesIrrecoverable: {
    action: 'editProviderInvoice',
    journalAction: 'markInvoiceIrrecoverable',
    record: 'invoiceView',
    list: 'invoices',
    send: (token, id) => markProviderInvoiceIrrecoverable(token, id),
  },
  markProInvoicesPaid: {
    action: 'editProInvoice',
    journalAction: 'markProInvoicePaid',
    record: 'proInvoiceView',
    list: null,
    refuseParams: paidAtNeeded,
    send: (token, id, { paidAt }) => markProfessionalInvoicePaid(token, id, { paidAt: paidAt! }),
  },
  closeDiscussions: {
    action: 'writeDiscussion',
    journalAction: 'closeDiscussion',
    record: 'discussionView',
    list: null,
    send: (token, id) => closeDiscussion(token, id),
  },
  deactivateUsers: {
    action: 'bulkDeactivateUsers',
    journalAction: 'deactivateUser',
    record: 'userView',
    list: 'users',
    refuseParams: ({ reason }) => (deactivationReason.is(reason) ? null : M.reasonRequired),
    // Read at the gateway for each record: a staff account, or the author's own, is never sent.
    refuseRecord: async (token, author, id) =>
      canActOn(author, 'bulkDeactivateUsers', await userTarget(token, id)) ? null : M.refused,
    send: (token, id, { reason }) =>
      deactivateUser(token, id, { reason: reason as Parameters<typeof deactivateUser>[2]['reason'] }),
  },
  acceptMatches: {
    action: 'acceptMatch',
    journalAction: 'acceptMatch',
    record: 'matchView',
    list: 'matches',
    send: (token, id) => acceptMatch(token, id),
  },
  resyncRecords: {
    action: 'bulkSync',
    journalAction: 'syncRecord',
    record: 'projectView',
    list: 'projects',
    send: (token, id) => syncDomainEvents(token, [{ type: 'PROJECT', mode: 'ID', id }]),
  },
};
