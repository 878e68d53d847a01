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
import { type ProfessionalInvoiceRecord, type ProjectRecord } from './project-records';
import { linked } from './project-links';
import { type ProjectData } from './project-data';

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

/**
 * SPEC §8 hides this one behind MAX_PRE_SALES_RELATIONSHIPS ("enough professionals have been
 * selected"); we chose at most 3 professionals the owner has selected and not yet contracted with
 * (docs/gateway-contract.md, "Rules behind the refusals"). Below MAX_ACTIVE_RELATIONSHIPS, so a
 * project can be full of selections while a positioned professional still waits.
 */
export const MAX_PRE_SALES_RELATIONSHIPS = 3;

/** A relationship the owner has selected (accepted), before any contract: the pre-sales phase. */
export const SELECTED_RELATIONSHIP_STATUSES: readonly RelationshipStatus[] = [
  'ACCEPTED',
  'MEETING_SCHEDULED',
  'MET',
];

export function isSelectedRelationship(status: RelationshipStatus): boolean {
  return SELECTED_RELATIONSHIP_STATUSES.includes(status);
}

/**
 * The slot limit a relationship moving to `status` would break, with the project's other
 * relationships (`others`): MAX_ACTIVE_RELATIONSHIPS first, then MAX_PRE_SALES_RELATIONSHIPS; null
 * when it fits. Entering an active or selected status is what takes a slot.
 */
export function slotLimitReached(
  others: readonly RelationshipStatus[],
  from: RelationshipStatus | undefined,
  to: RelationshipStatus,
): 'MAX_ACTIVE_RELATIONSHIPS' | 'MAX_PRE_SALES_RELATIONSHIPS' | null {
  const entering = (is: (status: RelationshipStatus) => boolean) => is(to) && !(from && is(from));
  const count = (is: (status: RelationshipStatus) => boolean) => others.filter(is).length;
  if (entering(isActiveRelationship) && count(isActiveRelationship) >= MAX_ACTIVE_RELATIONSHIPS)
    return 'MAX_ACTIVE_RELATIONSHIPS';
  if (entering(isSelectedRelationship) && count(isSelectedRelationship) >= MAX_PRE_SALES_RELATIONSHIPS)
    return 'MAX_PRE_SALES_RELATIONSHIPS';
  return null;
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
