import type { JournalActionId } from '@/lib/journal/actions';

/**
 * Where an action stands in the order work happens on a record: the step that usually comes next,
 * another thing staff may do, or one that undoes, ends or destroys something.
 */
export type ActionWeight = 'next' | 'secondary' | 'destructive';

/*
 * Every action of a record's action bar, by the journal's name for it, with its weight. Within a
 * weight the order of this table is the order on screen, so the most likely next step comes first
 * and the irreversible actions come last of all.
 */
export const ACTION_WEIGHTS = {
  reactivateUser: 'next',
  signQuote: 'next',
  markInvoicePaid: 'next',
  markProInvoicePaid: 'next',
  validateWorksAcceptance: 'next',
  acceptMatch: 'next',
  reactivateRelationship: 'next',
  joinDiscussion: 'next',
  createSignedQuote: 'next',
  createPaidProInvoice: 'next',
  scheduleConstruction: 'next',
  declareConstructionStarted: 'next',
  createWorksAcceptance: 'next',

  updateDownPayment: 'secondary',
  createCreditNote: 'secondary',
  markInvoiceCanceledByCreditNote: 'secondary',
  associateAccount: 'secondary',
  dissociateAccount: 'secondary',
  startDiscussion: 'secondary',
  syncRecord: 'secondary',

  unsignQuote: 'destructive',
  cancelQuote: 'destructive',
  cancelProInvoice: 'destructive',
  cancelWorksAcceptance: 'destructive',
  closeDiscussion: 'destructive',
  markInvoiceIrrecoverable: 'destructive',
  deactivateUser: 'destructive',
  releaseEmail: 'destructive',
  anonymiseUser: 'destructive',
} as const satisfies Partial<Record<JournalActionId, ActionWeight>>;

export type BarActionId = keyof typeof ACTION_WEIGHTS;

const RANK = new Map(Object.keys(ACTION_WEIGHTS).map((id, index) => [id, index]));
const WEIGHT_RANK: Record<ActionWeight, number> = { next: 0, secondary: 1, destructive: 2 };

export interface OrderableAction {
  id: BarActionId;
  /** From the role table: false leaves the action out. */
  allowed: boolean;
  /** Why the record's state forbids it now; null when it may run. */
  disabledReason?: string | null;
  /** When the record's state changes what comes next (dates already planned…); else the table's. */
  weight?: ActionWeight;
}

export interface ActionOrder<A> {
  /** The likely next step, drawn as the one primary button; never a destructive action. */
  primary: A | null;
  /** The other actions that may run now, next steps first. */
  secondary: A[];
  /** Those that undo, end or destroy, the irreversible last: drawn apart, after the others. */
  destructive: A[];
  /** Those the state forbids for now, folded away with their reasons, in the table's order. */
  unavailable: A[];
}

export function weightOf(action: OrderableAction): ActionWeight {
  return action.weight ?? ACTION_WEIGHTS[action.id];
}

/** The order of a record's action bar: see ActionOrder. */
export function orderActions<A extends OrderableAction>(actions: readonly A[]): ActionOrder<A> {
  const byRank = (a: A, b: A) =>
    WEIGHT_RANK[weightOf(a)] - WEIGHT_RANK[weightOf(b)] || RANK.get(a.id)! - RANK.get(b.id)!;
  const allowed = actions.filter((action) => action.allowed);
  const available = allowed.filter((action) => !action.disabledReason).sort(byRank);
  const unavailable = allowed
    .filter((action) => action.disabledReason)
    .sort((a, b) => RANK.get(a.id)! - RANK.get(b.id)!);
  const first = available[0];
  const primary = first && weightOf(first) === 'next' ? first : null;
  const rest = available.filter((action) => action !== primary);
  return {
    primary,
    secondary: rest.filter((action) => weightOf(action) !== 'destructive'),
    destructive: rest.filter((action) => weightOf(action) === 'destructive'),
    unavailable,
  };
}
