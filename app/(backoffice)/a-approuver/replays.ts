import 'server-only';
import type { ActionResult } from '@/lib/action-result';
import type { Replay } from '@/lib/approvals/decide';
import { anonymiseUserAction } from '@/app/(backoffice)/(records)/clients/[id]/actions';
import {
  createCreditNoteAction,
  markProviderInvoiceIrrecoverableAction,
} from '@/app/(backoffice)/(records)/factures/[id]/actions';
import { markProInvoicePaidAction } from '@/app/(backoffice)/factures-pro/[id]/actions';
import {
  anonymiseStaffAction,
  replaceStaffRolesAction,
} from '@/app/(backoffice)/(records)/utilisateurs/[id]/actions';

/*
 * The server action each held action came from, by its route and journal name: approval calls it
 * again with the requester's raw input, so it runs through runAction like any click, with the
 * approver's session, access, validation, version check and journal entry.
 */
const SERVER_ACTIONS: Record<string, (raw: unknown) => Promise<ActionResult<unknown>>> = {
  'invoiceView.createCreditNote': createCreditNoteAction,
  'invoiceView.markInvoiceIrrecoverable': markProviderInvoiceIrrecoverableAction,
  'proInvoiceView.markProInvoicePaid': markProInvoicePaidAction,
  'credentialsView.replaceRoles': replaceStaffRolesAction,
  'credentialsView.anonymiseUser': anonymiseStaffAction,
  'userView.anonymiseUser': anonymiseUserAction,
};

export const replayRequest: Replay = async (request) => {
  const action = SERVER_ACTIONS[`${request.route}.${request.action}`];
  if (!action) throw new Error(`no server action to replay ${request.route}.${request.action}`);
  return action(request.input);
};
