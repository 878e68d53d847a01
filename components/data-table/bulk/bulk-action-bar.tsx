'use client';

import { ActionButton, type ActionField, type ServerAction } from '@/components/actions/action-button';
import { Button } from '@/components/ui/button';
import { todayInParis } from '@/lib/domain/days';
import { deactivationReasonOptions, REASONS_NEEDING_COMMENT } from '@/lib/domain/enums/deactivation-reasons';
import { DATE_MESSAGES } from '@/lib/domain/rules/date-messages';
import { INVOICE_ACTIONS } from '@/lib/invoices/messages';
import type { BulkKindId } from '@/lib/jobs/bulk-input';
import type { ActionResult } from '@/lib/action-result';

/** startBulkJobAction's shape: components never import app, so the list's table hands it down. */
export type StartBulkJob = (raw: unknown) => Promise<ActionResult<{ id: string }>>;
import { bulkConfirmation, BULK_KIND_TEXTS } from '@/lib/bulk-kinds/messages';
import { SELECTION_TEXTS as T } from '@/lib/selection/messages';
import { USER_ACTION_MESSAGES } from '@/lib/users/messages';

/** The payment date, today by default and never in the future. */
function paidAtField(): ActionField {
  const today = todayInParis();
  return {
    kind: 'date',
    name: 'paidAt',
    label: INVOICE_ACTIONS.paidAtLabel,
    defaultValue: today,
    max: today,
    requiredMessage: DATE_MESSAGES.required('date de paiement'),
  };
}

/**
 * One reason for every account of the job: those open to customers and professionals alike, without
 * the ones that need the staff member's own words (a job carries a reason, not a comment).
 */
function reasonField(): ActionField {
  return {
    kind: 'select',
    name: 'reason',
    label: T.reasonLabel,
    options: deactivationReasonOptions('PARTICULAR').filter(
      (option) => !REASONS_NEEDING_COMMENT.includes(option.value),
    ),
    requiredMessage: USER_ACTION_MESSAGES.reasonRequired,
  };
}

const FIELDS: Partial<Record<BulkKindId, () => ActionField[]>> = {
  markInvoicesPaid: () => [paidAtField()],
  markProInvoicesPaid: () => [paidAtField()],
  deactivateUsers: () => [reasonField()],
};

/** What is picked: ids of the page's rows, or every row the list's filter matches. */
export type Picked = { ids: string[]; allFiltered: false } | { allFiltered: true };

export interface BulkActionBarProps {
  kinds: readonly BulkKindId[];
  picked: Picked;
  /** How many records the job would take (the page's ticked rows, or the filter's total). */
  count: number;
  /** The list's search params without its page, sent for "the whole filter". */
  listQuery: string;
  onClear: () => void;
  /** The server action that starts the job (startBulkJobAction, handed down by the list's page). */
  start: StartBulkJob;
}

/**
 * The bar over a list while rows are selected: how many, the kinds the staff member's roles allow
 * (decided on the server), each confirmed in a dialog before the job starts, and a way out.
 */
export function BulkActionBar({ kinds, picked, count, listQuery, onClear, start }: BulkActionBarProps) {
  const targets = picked.allFiltered ? { listQuery } : { ids: picked.ids };
  return (
    <div
      role="toolbar"
      aria-label={T.bar}
      className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2"
    >
      <span className="mr-2 text-sm font-medium">{T.selected(count)}</span>
      {kinds.map((kind) => (
        <ActionButton
          key={kind}
          label={BULK_KIND_TEXTS[kind].label}
          allowed
          size="sm"
          action={start as ServerAction}
          payload={{ kind, ...targets }}
          fields={FIELDS[kind]?.() ?? []}
          confirm={bulkConfirmation(kind, count)}
        />
      ))}
      <Button variant="ghost" size="sm" onClick={onClear}>
        {T.clear}
      </Button>
    </div>
  );
}
