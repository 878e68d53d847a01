/**
 * Payloads of the gateway calls that carry a body or a query beyond a list filter, and the small
 * answers that are not entities. The client (lib/gateway) validates what it sends with these and
 * the fake gateway parses what it receives with the same schemas, so both sides cannot drift.
 * SPEC §7 hides most of these bodies: the shapes here are our contract (docs/gateway-contract.md).
 */
import { z } from 'zod';
import {
  deactivationReason,
  feedbackStatus,
  invoiceType,
  quoteRefusalReason,
  quoteType,
  relationshipStatus,
  relationshipStatusReason,
} from './enums';
import { ROLES } from './roles';
import { enumSchema } from '@/lib/domain/enums/schema';

const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar day, as an <input type="date"> gives it. */
const isoDay = z.iso.date();
const id = z.string().min(1);
const amount = z.number().positive().max(1_000_000_000);

// --- Logger -------------------------------------------------------------------------------------
export const logLevel = z.enum(['info', 'warning', 'error']);
export const logEntryRequest = z.object({
  level: logLevel,
  message: z.string().min(1).max(2000),
  metadata: z.record(z.string(), z.unknown()).optional(),
  stack: z.string().max(20000).optional(),
});

// --- OAuth (form-encoded) -----------------------------------------------------------------------
export const oauthTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: z.string(),
    client_secret: z.string(),
    scope: z.literal('any'),
    username: z.string(),
    password: z.string(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: z.string(),
    client_secret: z.string(),
    scope: z.literal('any'),
    refresh_token: z.string(),
  }),
  z.object({
    grant_type: z.literal('client_credentials'),
    client_id: z.string(),
    client_secret: z.string(),
    scope: z.literal('any'),
  }),
]);
/**
 * A refused token request answers 400 or 401 with this body. `code` tells an inactive account
 * (SPEC §4: only ACTIVE users may sign in) from wrong credentials.
 */
export const oauthErrorResponse = z.object({
  error: z.enum(['invalid_grant', 'invalid_client', 'invalid_request', 'unsupported_grant_type']),
  error_description: z.string().optional(),
  code: z.enum(['ACCOUNT_NOT_ACTIVE']).optional(),
});

// --- Credentials --------------------------------------------------------------------------------
/** POST /credentials/password/:token, form-encoded. */
export const createPasswordRequest = z.object({
  password: z.string().min(1),
  authenticationCode: z.string().optional(),
});
/** Answer of POST /credentials/password/:token/awake (an expired or unknown token answers 404). */
export const passwordTokenStatus = z.object({
  email: z.string(),
  authenticationCodeRequired: z.boolean(),
});
/** POST /credentials/password/reset?email= */
export const resetPasswordQuery = z.object({ email: z.string().min(1) });
/** POST /credentials/password/change?oldPassword=&newPassword= */
export const changePasswordQuery = z.object({
  oldPassword: z.string().min(1),
  newPassword: z.string().min(1),
});
/** PUT /credentials/:id/roles: the full new list, which replaces the old one. */
export const replaceRolesRequest = z.array(z.enum(ROLES)).min(1);

// --- Users --------------------------------------------------------------------------------------
/** POST /users/type/lmsg: creates a staff user; roles are set afterwards with PUT /credentials/:id/roles. */
export const createStaffUserRequest = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  sgid: z.string().min(1),
});
export const deactivateUserRequest = z.object({
  reason: enumSchema(deactivationReason),
  comment: z.string().max(1000).optional(),
});
/** PATCH /users/me */
export const updateMyPhoneRequest = z.object({ phone: z.string().min(1) });

// --- Synchronisation ----------------------------------------------------------------------------
/**
 * The records whose domain events staff may have re-published: every record with a view of its
 * own (SPEC §2) that the gateway keeps as an aggregate. Documents are left out: they belong to
 * their project, quote or invoice, which is what to re-synchronise.
 */
export const syncEntityType = z.enum([
  'USER',
  'PROJECT',
  'MATCH',
  'RELATIONSHIP',
  'DISCUSSION',
  'QUOTE',
  'PROFESSIONAL_INVOICE',
  'PROVIDER_INVOICE',
  'WORKS_ACCEPTANCE',
  'FEEDBACK',
  'ISSUE',
]);
export type SyncEntityType = z.infer<typeof syncEntityType>;
/** POST /tooling/domain-events/sync: a list of entities, each synchronised by id. */
export const domainEventsSyncRequest = z
  .array(z.object({ type: syncEntityType, mode: z.literal('ID'), id }))
  .min(1);

// --- Reports ------------------------------------------------------------------------------------
/** GET /reports/invoices and /reports/insurance-invoices */
export const reportQuery = z.object({ from: isoDay, to: isoDay });

// --- Construction and works acceptance ----------------------------------------------------------
/** PUT /projects/:id/construction: schedules the works. */
export const scheduleConstructionRequest = z.object({
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
/** POST /projects/:id/construction/started */
export const constructionStartedRequest = z.object({ startDate: isoDay });
/** The JSON part `worksAcceptance` of POST /works-acceptances/validated (with the `file` part). */
export const validatedWorksAcceptancePart = z.object({
  projectId: id,
  ownerId: id,
  effectiveDate: isoDay,
  unconditional: z.boolean(),
});

// --- Quotes -------------------------------------------------------------------------------------
/** The JSON part `quote` of POST /quotes/signed (with the `file` part). */
export const signedQuotePart = z.object({
  projectId: id,
  ownerId: id,
  type: enumSchema(quoteType),
  amount: z.object({ exclTax: amount, inclTax: amount }),
  signedAt: isoDay,
  validityDate: isoDay.optional(),
  downPayment: z.object({ percentage: z.number().int().min(0).max(100) }).optional(),
  comment: z.string().max(2000).optional(),
});
export const quoteDownPaymentRequest = z.object({ percentage: z.number().int().min(0).max(100) });
export const signQuoteRequest = z.object({ signedAt: isoDay });
export const cancelQuoteRequest = z.object({
  reasons: z.array(enumSchema(quoteRefusalReason)).min(1),
  comment: z.string().max(2000).optional(),
});

// --- Provider invoices (billing) and professional invoices --------------------------------------
export const markInvoicePaidRequest = z.object({ paidAt: isoDay });
/** The JSON parts `invoice` and `feeInvoice` of POST /invoices/paid (with the `file` part). */
export const paidProInvoicePart = z.object({
  projectId: id,
  ownerId: id,
  type: enumSchema(invoiceType),
  amount: z.object({ inclTax: amount }),
  paidAt: isoDay,
  comment: z.string().max(2000).optional(),
});
export const feeInvoicePart = z.object({
  amount: z.object({ exclTax: amount, inclTax: amount }),
});

// --- Payment and account association ------------------------------------------------------------
/** POST /pp-accounts/:id/associate: links this pp-account to another user's account. */
export const associateAccountRequest = z.object({ accountId: id });

// --- Messaging ----------------------------------------------------------------------------------
export const postMessageRequest = z.object({ content: z.string().trim().min(1).max(10000) });
export const createDiscussionRequest = z.object({ memberIds: z.array(id).min(2) });

// --- Projects -----------------------------------------------------------------------------------
/** POST /projects/:id/documents?ownerId= (multipart `files`) */
export const addProjectDocumentsQuery = z.object({ ownerId: id });
/** DELETE /projects/:id/documents?documentIds=a&documentIds=b */
export const deleteProjectDocumentsQuery = z.object({ documentIds: z.array(id).min(1) });

// --- Relationships ------------------------------------------------------------------------------
export const updateRelationshipRequest = z
  .object({
    status: enumSchema(relationshipStatus).optional(),
    statusReasons: z.array(enumSchema(relationshipStatusReason)).optional(),
    statusOtherReason: z.string().max(1000).optional(),
    meetingDateTime: isoDateTime.optional(),
    comment: z.string().max(2000).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'empty update' });

// --- Feedback -----------------------------------------------------------------------------------
export const updateFeedbackRequest = z.object({
  action: z.literal('UPDATE'),
  status: enumSchema(feedbackStatus).optional(),
  rate: z.number().int().min(1).max(5).optional(),
  message: z.string().max(5000).optional(),
});
export const updateFeedbackReplyRequest = z.object({
  status: enumSchema(feedbackStatus).optional(),
  message: z.string().max(5000).optional(),
});

// --- Search -------------------------------------------------------------------------------------
export const searchQuery = z.object({ value: z.string().trim().min(1).max(200) });

// --- Works --------------------------------------------------------------------------------------
/** PATCH /works/:userId: each key present replaces that part of the professional's works. */
export const updateWorksRequest = z
  .object({
    departments: z.array(z.string()).optional(),
    jobs: z.array(z.string()).optional(),
    types: z.array(z.object({ id, insured: z.boolean() })).optional(),
  })
  .refine((value) => value.departments ?? value.jobs ?? value.types, { message: 'empty update' });
/** Answer of GET /works/types/:userId/insured: the ids of the types the professional is insured for. */
export const insuredTypesResponse = z.array(z.string());

export type LogEntryRequest = z.infer<typeof logEntryRequest>;
export type OauthTokenRequest = z.infer<typeof oauthTokenRequest>;
export type OauthErrorResponse = z.infer<typeof oauthErrorResponse>;
export type CreatePasswordRequest = z.infer<typeof createPasswordRequest>;
export type PasswordTokenStatus = z.infer<typeof passwordTokenStatus>;
export type CreateStaffUserRequest = z.infer<typeof createStaffUserRequest>;
export type DeactivateUserRequest = z.infer<typeof deactivateUserRequest>;
export type DomainEventsSyncRequest = z.infer<typeof domainEventsSyncRequest>;
export type ReportQuery = z.infer<typeof reportQuery>;
export type ScheduleConstructionRequest = z.infer<typeof scheduleConstructionRequest>;
export type ValidatedWorksAcceptancePart = z.infer<typeof validatedWorksAcceptancePart>;
export type SignedQuotePart = z.infer<typeof signedQuotePart>;
export type CancelQuoteRequest = z.infer<typeof cancelQuoteRequest>;
export type PaidProInvoicePart = z.infer<typeof paidProInvoicePart>;
export type FeeInvoicePart = z.infer<typeof feeInvoicePart>;
export type UpdateRelationshipRequest = z.infer<typeof updateRelationshipRequest>;
export type UpdateFeedbackRequest = z.infer<typeof updateFeedbackRequest>;
export type UpdateFeedbackReplyRequest = z.infer<typeof updateFeedbackReplyRequest>;
export type UpdateWorksRequest = z.infer<typeof updateWorksRequest>;
