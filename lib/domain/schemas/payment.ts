import { z } from 'zod';
import { paymentAccountStatus, paymentProvider } from '../enums';
import { entityId, isoDateTime } from './common';
import { enumSchema } from '@/lib/domain/enums/schema';

export const providerAccountSchema = z.object({
  id: z.string().nullish(),
  status: enumSchema(paymentAccountStatus),
  statusDate: isoDateTime.nullish(),
  provider: enumSchema(paymentProvider),
});
export type ProviderAccount = z.infer<typeof providerAccountSchema>;

/** GET /payment/payment-account?userId= (a 404 means the user has none). */
export const paymentAccountSchema = z.object({
  id: entityId,
  iobAccount: providerAccountSchema,
  pspAccount: providerAccountSchema,
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** GET /payment/project/:projectId/viban (a 404 means none). */
export const bankDetailsSchema = z.object({ iban: z.string().min(1), bic: z.string().min(1) });
export type BankDetails = z.infer<typeof bankDetailsSchema>;
