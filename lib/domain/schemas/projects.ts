import { z } from 'zod';
import {
  authorisationStatus,
  constructionStatus,
  optionCode,
  optionStatus,
  ownership,
  paymentProvider,
  projectCancelReason,
  projectPaymentStatus,
  projectSearch,
  projectStatus,
  projectTag,
  startingPeriod,
} from '../enums';
import { localitySchema } from './addresses';
import { codeLabelSchema, entityId, isoDateTime, money } from './common';
import { worksAcceptanceSchema } from './construction';
import { documentSchema } from './documents';
import { feedbackSummarySchema } from './feedback';
import { professionalInvoiceSchema, providerInvoiceSchema } from './invoices';
import { issueSchema } from './issues';
import { relationshipSchema } from './matching';
import { discussionSchema } from './messaging';
import { quoteSchema } from './quotes';
import { userSummarySchema, workNeedSchema } from './summaries';
import { enumSchema } from '@/lib/domain/enums/schema';

export const budgetSchema = z.object({ min: money, medium: money.nullish(), max: money });
export type Budget = z.infer<typeof budgetSchema>;

/** The owner's answers when describing the project. */
export const projectQuestionsSchema = z.object({
  searches: z.array(enumSchema(projectSearch)).default([]),
  startingPeriod: enumSchema(startingPeriod).nullish(),
  authorisationStatus: enumSchema(authorisationStatus).nullish(),
  ownership: enumSchema(ownership).nullish(),
});
export type ProjectQuestions = z.infer<typeof projectQuestionsSchema>;

export const projectOptionSchema = z.object({
  code: enumSchema(optionCode),
  status: enumSchema(optionStatus),
  statusDate: isoDateTime,
  activatedAt: isoDateTime.nullish(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;

export const projectPaymentSchema = z.object({
  status: enumSchema(projectPaymentStatus),
  provider: enumSchema(paymentProvider),
  /** The professionals' invoices to the owner (down payment, interim, final). */
  invoices: z.array(professionalInvoiceSchema),
  /** The marketplace's own invoices on the project (fees, insurance). */
  lmsgInvoices: z.array(providerInvoiceSchema),
  amount: money,
  credit: money,
  balance: money,
  downPayment: z.object({ percentage: z.number().min(0).max(100), amount: money }).nullish(),
});
export type ProjectPayment = z.infer<typeof projectPaymentSchema>;

export const constructionSchema = z.object({
  status: enumSchema(constructionStatus),
  startDate: isoDateTime.nullish(),
  endDate: isoDateTime.nullish(),
  worksAcceptances: z.array(worksAcceptanceSchema),
});
export type Construction = z.infer<typeof constructionSchema>;

const projectHead = {
  id: entityId,
  rid: z.string().min(1),
  workNeed: workNeedSchema,
  // Null until the project is published.
  publicationDate: isoDateTime.nullish(),
  owner: userSummarySchema,
  status: enumSchema(projectStatus),
  // SPEC §3's list item stops at status; the list's town and last-event columns need these two.
  lastEventDate: isoDateTime,
  address: localitySchema,
};

/** A row of GET /projects. */
export const projectListItemSchema = z.object(projectHead);
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** GET /projects/:id, with every section of SPEC §3. */
export const projectSchema = z.object({
  ...projectHead,
  budget: budgetSchema,
  statusReasons: z.array(enumSchema(projectCancelReason)).default([]),
  details: z.object({
    description: z.string().nullish(),
    crcComment: z.string().nullish(),
    documents: z.array(documentSchema),
    questions: projectQuestionsSchema.nullish(),
  }),
  tags: z.array(enumSchema(projectTag)),
  commercialPrograms: z.array(codeLabelSchema),
  professionals: z.object({ relationships: z.array(relationshipSchema) }),
  messaging: z.object({ discussions: z.array(discussionSchema) }),
  contractualization: z.object({
    contractor: userSummarySchema.nullish(),
    quotes: z.array(quoteSchema),
  }),
  payment: projectPaymentSchema,
  construction: constructionSchema,
  feedback: feedbackSummarySchema.nullish(),
  issues: z.array(issueSchema),
  options: z.array(projectOptionSchema),
});
export type Project = z.infer<typeof projectSchema>;
