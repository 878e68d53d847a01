import type { ActionTarget, ApprovableAction, RouteId } from '@/lib/access';
import type { JournalTarget } from '@/lib/journal/types';

/**
 * A request's life: pending until a second staff member approves or rejects it, its requester
 * cancels it, or it expires; approved once its action ran, failed when that run was refused.
 */
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'failed',
  'canceled',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export interface StaffRef {
  id: string;
  name: string;
}

export interface Requester extends StaffRef {
  email: string;
  roles: string[];
}

export interface ApprovalRequest {
  id: string;
  action: ApprovableAction;
  /** The route the action runs from, whose server action approval replays. */
  route: RouteId;
  target: JournalTarget;
  /** The record's name as the requester's page showed it (« Facture FA-2020-000288 »), when known. */
  targetLabel: string | null;
  /** The user the action acts on as the requester's run read it (user actions only). */
  targetKind: ActionTarget | null;
  /** The record's version the requester saw, from the input (null when the action sent none). */
  version: string | null;
  /** The action's input exactly as the requester submitted it. */
  input: unknown;
  /** The amount (euros, tax included) that put it above its threshold. */
  amount: number | null;
  requester: Requester;
  reason: string;
  requestedAt: string;
  expiresAt: string;
  status: ApprovalStatus;
  decider: StaffRef | null;
  decidedAt: string | null;
  comment: string | null;
  /** Why the approved run failed, in French as the action answered. */
  failure: string | null;
}

export type NewApprovalRequest = Pick<
  ApprovalRequest,
  'action' | 'route' | 'target' | 'targetKind' | 'version' | 'input' | 'amount' | 'requester' | 'reason'
>;
