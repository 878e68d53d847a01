/**
 * The invoice forms, parsed with the same schemas in the browser and on the server: the inputs of
 * the invoice views' actions (the dialog stays open on a wrong date), and the paid professional
 * invoice form of a project's contract tab (POST /invoices/paid), whose route handler is
 * app/api/projets/[id]/factures-pro/route.ts.
 */
import { z } from 'zod';
import type { ActionField } from '@/components/actions/action-fields';
import { parisDay, todayInParis } from '@/lib/domain/days';
import { FEE_TAX_RATE } from '@/lib/domain/constants';
import { invoiceType, pickEnum } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import {
  amount,
  DATE_MESSAGES,
  file,
  formRules,
  invoiceAmount,
  requiredDate,
  rule,
  type FileInput,
} from '@/lib/domain/rules';
import { fail, pass } from '@/lib/domain/rules/shared';
import type { ProjectPayment } from '@/lib/domain/schemas';
import { PAID_INVOICE_MESSAGES as PAID } from '@/lib/projects/messages';
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

/** The types of a professional's invoice to the owner (the others are the platform's). */
export const proInvoiceType = pickEnum(invoiceType, ['DOWN_PAYMENT', 'INTERIM_PAYMENT', 'FINAL_PAYMENT']);
export type ProInvoiceType = (typeof proInvoiceType.values)[number];

export interface PaidInvoiceFormValues {
  invoiceType: string;
  amount: string;
  paidAt: string;
  feeAmountHT: string;
  file: FileInput | null;
}

export interface PaidInvoiceInput {
  type: ProInvoiceType;
  /** Tax included. */
  amount: number;
  /** yyyy-MM-dd */
  paidAt: string;
  fee: { exclTax: number; inclTax: number };
  file: File;
}

/** The amount each type is checked against (SPEC §5 "Invoice amount"); null: only the maximum. */
export type InvoiceReferences = Record<ProInvoiceType, number | null>;

/**
 * From the project's payment (docs/decisions.md): a down-payment invoice is the project's down
 * payment (the signed quote's percentage of its TTC amount); an interim payment stays below the
 * balance (signed amount less the paid invoices) and the final payment is that balance.
 */
export function invoiceReferences(payment: ProjectPayment): InvoiceReferences {
  return {
    DOWN_PAYMENT: payment.downPayment?.amount ?? null,
    INTERIM_PAYMENT: payment.balance,
    FINAL_PAYMENT: payment.balance,
  };
}

/** What the form says of the reference of the chosen type, under the amount. */
export function referenceHint(type: string, references: InvoiceReferences): string {
  if (!proInvoiceType.is(type)) return PAID.noReference;
  const reference = references[type];
  if (reference === null) return PAID.noReference;
  const euros = formatEuros(reference);
  if (type === 'DOWN_PAYMENT') return PAID.referenceDownPayment(euros);
  return type === 'INTERIM_PAYMENT' ? PAID.referenceInterim(euros) : PAID.referenceFinal(euros);
}

/** SPEC §9's sample fee tax rate: the fee's TTC, to the cent, from its HT. */
export function feeInclTax(exclTax: number): number {
  return Math.round(exclTax * (100 + FEE_TAX_RATE)) / 100;
}

export function paidInvoiceDefaults(today: string): PaidInvoiceFormValues {
  return { invoiceType: '', amount: '', paidAt: today, feeAmountHT: '', file: null };
}

const typeRule = rule<string, ProInvoiceType>((value) =>
  proInvoiceType.is(value) ? pass(value) : fail(PAID.typeRequired),
);

/**
 * The type, the amount under SPEC §5's invoice amount rule for that type's reference (the
 * authorised maximum alone while no type is chosen, or without a context: the route's first
 * pass, before it reads the project), the payment day (not after today), the fee's HT amount
 * and the file.
 */
export function paidInvoiceForm(references: InvoiceReferences | null) {
  return formRules<PaidInvoiceFormValues, PaidInvoiceInput>((_raw, { field }) => {
    const type = field('invoiceType', typeRule);
    const total = field(
      'amount',
      invoiceAmount({ invoiceType: type, referenceAmount: type && references ? references[type] : null }),
    );
    const day = field('paidAt', paidDay);
    const feeExclTax = field('feeAmountHT', amount(PAID.feeAmountName));
    const document = field('file', file);
    if (!type || total === undefined || !day || feeExclTax === undefined || !document) return undefined;
    return {
      type,
      amount: total,
      paidAt: day,
      fee: { exclTax: feeExclTax, inclTax: feeInclTax(feeExclTax) },
      file: document,
    };
  });
}
