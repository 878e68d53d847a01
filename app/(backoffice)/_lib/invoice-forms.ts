/**
 * The inputs of the invoice actions, parsed with the same schemas in the browser (to keep the
 * dialog open on a wrong date) and by the server actions (whatever the browser sent).
 */
import { z } from 'zod';
import type { ActionField } from '@/components/actions/action-fields';
import { parisDay, todayInParis } from '@/lib/domain/days';
import { DATE_MESSAGES, requiredDate } from '@/lib/domain/rules';
import { INVOICE_ACTIONS as A, INVOICE_MESSAGES as M } from '@/lib/invoices/messages';

/** A payment day: given, a real day of the calendar, and not after today (Paris days). */
export const paidDay = requiredDate('date de paiement')
  .transform((date) => parisDay(date))
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
