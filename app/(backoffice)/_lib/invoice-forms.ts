/**
 * The inputs of the invoice actions, parsed with the same schemas in the browser (to keep the
 * dialog open on a wrong date) and by the server actions (whatever the browser sent).
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { ActionField } from '@/components/actions/action-fields';
import { TIME_ZONE } from '@/lib/domain/constants';
import { DATE_MESSAGES, requiredDate } from '@/lib/domain/rules';
import { INVOICE_ACTIONS as A, INVOICE_MESSAGES as M } from './invoice-messages';

/** The calendar day of an instant in Europe/Paris, as yyyy-MM-dd (the gateway's day format). */
export function parisDayOf(date: Date | number): string {
  return new TZDate(typeof date === 'number' ? date : date.getTime(), TIME_ZONE).toISOString().slice(0, 10);
}

/** Today in Paris, for the default and the latest paid date. */
export function todayInParis(now: number = Date.now()): string {
  return parisDayOf(now);
}

/** A payment day: given, a real day of the calendar, and not after today (Paris days). */
export const paidDay = requiredDate('date de paiement')
  .transform((date) => parisDayOf(date))
  .refine((day) => day <= todayInParis(), { error: M.paidAtInFuture });

export const invoiceIdInput = z.object({ id: z.string().trim().min(1).max(100) });
export const markPaidInput = invoiceIdInput.extend({ paidAt: paidDay });

/**
 * The payment day "Marquer payée" asks for: today by default, never after it (the browser's
 * picker stops there; the server action refuses a later day typed in, under the field).
 */
export function paidAtField(today: string = todayInParis()): ActionField {
  return {
    kind: 'date',
    name: 'paidAt',
    label: A.paidAtLabel,
    defaultValue: today,
    max: today,
    requiredMessage: DATE_MESSAGES.required('date de paiement'),
  };
}
