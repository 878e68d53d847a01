import { z } from 'zod';
import { invoiceStatus, invoiceType, productCode, taxUnit } from '../enums';
import { amountSchema, entityId, isoDateTime, money } from './common';
import { documentSchema } from './documents';
import { projectSummarySchema, userSummarySchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

export const taxSchema = z.object({
  type: enumSchema(taxUnit),
  amount: money,
  /** A percentage, e.g. 20 for 20 %. */
  rate: z.number().min(0).max(100),
});
export type Tax = z.infer<typeof taxSchema>;

export const invoiceLineSchema = z.object({
  productCode: enumSchema(productCode),
  amount: amountSchema.extend({
    taxes: z.object({ units: z.array(taxSchema), total: money }),
  }),
  metadata: z
    .object({
      referenceAmount: money.nullish(),
      referencePercentage: z.number().nullish(),
    })
    .nullish(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice the marketplace issues (GET /billing/invoices[/:id]), e.g. its fees or insurance. */
export const providerInvoiceSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  type: enumSchema(invoiceType),
  number: z.string().min(1),
  status: enumSchema(invoiceStatus),
  recipient: userSummarySchema,
  amount: amountSchema,
  lines: z.array(invoiceLineSchema),
  dispatchedAt: isoDateTime,
  paidAt: isoDateTime.nullish(),
  statusDate: isoDateTime,
  document: documentSchema.nullish(),
  documentUrl: z.string().nullish(),
  project: projectSummarySchema.nullish(),
  /** The credit notes of an invoice, or the invoice a credit note cancels. */
  associatedInvoices: z.array(z.object({ id: entityId, number: z.string() })).default([]),
  bypass: z.boolean(),
});
export type ProviderInvoice = z.infer<typeof providerInvoiceSchema>;

/** An invoice a professional issues to the project owner (GET /invoices/:id); it has no lines. */
export const professionalInvoiceSchema = z.object({
  id: entityId,
  rid: z.string().min(1),
  type: enumSchema(invoiceType),
  status: enumSchema(invoiceStatus),
  owner: userSummarySchema,
  amount: z.object({ inclTax: money }),
  dispatchedAt: isoDateTime,
  paidAt: isoDateTime.nullish(),
  statusDate: isoDateTime,
  document: documentSchema,
  project: projectSummarySchema,
  comment: z.string().nullish(),
  bypass: z.boolean(),
});
export type ProfessionalInvoice = z.infer<typeof professionalInvoiceSchema>;
