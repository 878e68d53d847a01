/**
 * Business rules of the project domain shared by the seed and the handlers, so seeded data and
 * data changed at run time obey the same rules.
 */
import type {
  InvoiceType,
  ProjectPaymentStatus,
  ProjectStatus,
  RelationshipStatus,
} from '@/lib/domain/enums';
import {
  linked,
  type ProfessionalInvoiceRecord,
  type ProjectData,
  type ProjectRecord,
} from './project-records';

/**
 * SPEC §8 hides the limit behind MAX_ACTIVE_RELATIONSHIPS ("enough professionals have positioned");
 * we chose 4 active relationships per project (docs/gateway-contract.md, "The project side").
 */
export const MAX_ACTIVE_RELATIONSHIPS = 4;

/** A relationship still in play: it counts against MAX_ACTIVE_RELATIONSHIPS. */
export const ACTIVE_RELATIONSHIP_STATUSES: readonly RelationshipStatus[] = [
  'POSITIONED',
  'ACCEPTED',
  'MEETING_SCHEDULED',
  'MET',
  'CONTRACTUALIZED',
];

/** The closed states a relationship can be reopened from (POST /relationships/:id/reactivate). */
export const REACTIVABLE_RELATIONSHIP_STATUSES: readonly RelationshipStatus[] = [
  'REFUSED',
  'NOT_RETAINED',
  'CANCELED',
  'WITHDRAWN',
];

export function isActiveRelationship(status: RelationshipStatus): boolean {
  return ACTIVE_RELATIONSHIP_STATUSES.includes(status);
}

/** Projects that count as "in progress" for USER_WITH_PROJECTS (SPEC §8). */
export const IN_PROGRESS_PROJECT_STATUSES: readonly ProjectStatus[] = [
  'DRAFT',
  'VALIDATING',
  'VALIDATED',
  'PUBLISHED',
  'SIGNED',
];

/** How many of the user's projects are in progress (the anonymisation rule and USER_WITH_PROJECTS). */
export function activeProjectCountOf(db: { projects: ProjectData }, userId: string): number {
  const ids = db.projects.projectsByOwner.get(userId) ?? [];
  let count = 0;
  for (const id of ids) {
    const project = db.projects.projects.get(id);
    if (project && IN_PROGRESS_PROJECT_STATUSES.includes(project.status)) count += 1;
  }
  return count;
}

/** The professional invoice types (the others are the marketplace's own). */
export const PROFESSIONAL_INVOICE_TYPES: readonly InvoiceType[] = [
  'DOWN_PAYMENT',
  'INTERIM_PAYMENT',
  'FINAL_PAYMENT',
];

/**
 * A project's payment status follows its professional invoices: the furthest step reached, a
 * pending invoice of a step before its payment. Cancelled invoices do not count.
 */
export function paymentStatusOf(invoices: readonly ProfessionalInvoiceRecord[]): ProjectPaymentStatus {
  const has = (type: InvoiceType, status: 'PENDING' | 'PAID') =>
    invoices.some((invoice) => invoice.type === type && invoice.status === status);
  if (has('FINAL_PAYMENT', 'PAID')) return 'FINISHED';
  if (has('FINAL_PAYMENT', 'PENDING')) return 'FINAL_PAYMENT_PENDING';
  if (has('INTERIM_PAYMENT', 'PENDING')) return 'INTERIM_PAYMENT_PENDING';
  if (has('INTERIM_PAYMENT', 'PAID')) return 'INTERIM_PAYMENT_PAID';
  if (has('DOWN_PAYMENT', 'PENDING')) return 'DOWN_PAYMENT_PENDING';
  if (has('DOWN_PAYMENT', 'PAID')) return 'DOWN_PAYMENT_PAID';
  return 'NONE';
}

/** A payment waits for the owner: the quote's down payment may not change (PROJECT_PAYMENT_STATUS_CONFLICT). */
export function isPaymentInProgress(status: ProjectPaymentStatus): boolean {
  return (
    status === 'DOWN_PAYMENT_PENDING' ||
    status === 'INTERIM_PAYMENT_PENDING' ||
    status === 'FINAL_PAYMENT_PENDING'
  );
}

export function professionalInvoicesOf(
  data: ProjectData,
  project: ProjectRecord,
): ProfessionalInvoiceRecord[] {
  return linked(project, 'professionalInvoices').flatMap((id) => {
    const invoice = data.professionalInvoices.get(id);
    return invoice ? [invoice] : [];
  });
}

/** The same rule the screens offer their credit-note action by. */
export { creditNoteTypeOf } from '@/lib/domain/rules/credit-note';

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
