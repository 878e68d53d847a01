import type { ActionId } from './actions';

/*
 * Four eyes: the actions on money and access that may wait for a second staff member. Part of the
 * role table: the key is the journal's name of the action (one ActionId such as
 * editProviderInvoice covers several writes), `action` the role table's action whose roles decide
 * who may approve it, `amount` whether a threshold in euros (tax included) applies.
 */
export const APPROVABLE = {
  createCreditNote: { action: 'editProviderInvoice', amount: true },
  markInvoiceIrrecoverable: { action: 'editProviderInvoice', amount: true },
  markProInvoicePaid: { action: 'editProInvoice', amount: true },
  replaceRoles: { action: 'replaceRoles', amount: false },
  anonymiseUser: { action: 'anonymiseUser', amount: false },
} as const satisfies Record<string, { action: ActionId; amount: boolean }>;

export type ApprovableAction = keyof typeof APPROVABLE;

export function isApprovable(action: string): action is ApprovableAction {
  return Object.hasOwn(APPROVABLE, action);
}

/** One action of the policy: always held (`aboveEuros` null), or only above that amount. */
export interface ApprovalRule {
  readonly action: ApprovableAction;
  readonly aboveEuros: number | null;
}

export type ApprovalPolicy = readonly ApprovalRule[];

/** The deployment's default (docs/decisions.md, "Four eyes on money and access"). */
export const DEFAULT_APPROVAL_POLICY =
  'createCreditNote>5000,markInvoiceIrrecoverable>5000,markProInvoicePaid>10000,replaceRoles,anonymiseUser';

/** The policy's rule for this action, if it may need a second person at all. */
export function approvalRule(policy: ApprovalPolicy, action: string): ApprovalRule | null {
  return policy.find((rule) => rule.action === action) ?? null;
}

/**
 * Whether running `action` on a record of this amount needs a second person. Strictly above the
 * threshold: a threshold of 10 000 lets 10 000,00 € through.
 */
export function needsApproval(policy: ApprovalPolicy, action: string, amount?: number | null): boolean {
  const rule = approvalRule(policy, action);
  if (!rule) return false;
  if (rule.aboveEuros === null) return true;
  // An amount the page could not read is held rather than let through.
  return amount === undefined || amount === null || amount > rule.aboveEuros;
}
