import type { SelectOption } from '@/components/ui/field';
import type { QuoteRefusalReason, QuoteStatus, QuoteType, WorksAcceptanceStatus } from '@/lib/domain/enums';
import { formatShare } from '@/lib/domain/money';
import { depositBounds, depositPercentageChoices } from '@/lib/domain/rules';
import type { PercentageBounds } from '@/lib/domain/constants';
import type { Amount } from '@/lib/domain/schemas';
import { QUOTE_MESSAGES as Q, WORKS_ACCEPTANCE_MESSAGES as W } from './messages';

/*
 * Which actions a quote's or a works acceptance's state allows, as the gateway's rules
 * (docs/gateway-contract.md, "The project side") say: each answers null when allowed, else the
 * French reason the disabled button shows. The gateway checks again, and alone knows the rules
 * that depend on the rest of the project (another contractor, paid invoices, payment in progress).
 */

/** The cancellation reasons that say nothing by themselves: the comment must then say it. */
export const QUOTE_REASONS_NEEDING_COMMENT: readonly QuoteRefusalReason[] = ['OTHER'];

export interface QuoteBlockers {
  sign: string | null;
  unsign: string | null;
  cancel: string | null;
  downPayment: string | null;
}

export function quoteBlockers({ type, status }: { type: QuoteType; status: QuoteStatus }): QuoteBlockers {
  const open = status === 'PENDING' || status === 'SIGNED';
  return {
    sign: status === 'PENDING' ? null : Q.signBlocked(type),
    unsign: status === 'SIGNED' ? null : Q.unsignBlocked(type),
    cancel: open ? null : Q.cancelBlocked(type),
    downPayment: type === 'AMENDMENT' ? Q.downPaymentBlockedAmendment : open ? null : Q.downPaymentBlocked,
  };
}

export interface WorksAcceptanceBlockers {
  validate: string | null;
  cancel: string | null;
}

export function worksAcceptanceBlockers(status: WorksAcceptanceStatus): WorksAcceptanceBlockers {
  const pending = status === 'PENDING';
  return { validate: pending ? null : W.validateBlocked, cancel: pending ? null : W.cancelBlocked };
}

/** A percentage as the pages show it: 30 → "30 %". */
export function formatPercentage(percentage: number | null | undefined): string {
  return percentage == null ? '' : formatShare(percentage / 100);
}

/**
 * The down-payment choices of SPEC §9 a quote of these amounts may take (the deposit bounds
 * table), as the options of the dialog's select, with the bounds for its hint.
 */
export function downPaymentChoices(amount: Amount): { options: SelectOption[]; bounds: PercentageBounds } {
  const amounts = { amountExclTax: amount.exclTax, amountInclTax: amount.inclTax };
  return {
    options: depositPercentageChoices(amounts).map((choice) => ({
      value: String(choice),
      label: formatPercentage(choice),
    })),
    bounds: depositBounds(amounts),
  };
}
