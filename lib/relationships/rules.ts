/**
 * The gateway's rules on a relationship's state (docs/gateway-contract.md "The project side"), as
 * the reason a staff user reads when the state forbids an action (null: allowed). Pure, so the page
 * and the tests share them; the gateway re-checks every rule.
 */
import type { RelationshipStatus } from '@/lib/domain/enums';
import { RELATIONSHIP_RULE_REASONS } from './messages';

/** The closed states POST /relationships/:id/reactivate reopens. */
export const REACTIVABLE_STATUSES: readonly RelationshipStatus[] = [
  'REFUSED',
  'NOT_RETAINED',
  'CANCELED',
  'WITHDRAWN',
];

/** Closed for good or until reactivated: PATCH refuses to change their status (INVALID_STATE). */
const CLOSED_STATUSES: readonly RelationshipStatus[] = [...REACTIVABLE_STATUSES, 'FINISHED'];

export function reactivateBlocker(status: RelationshipStatus): string | null {
  return REACTIVABLE_STATUSES.includes(status) ? null : RELATIONSHIP_RULE_REASONS.reactivate;
}

export function statusChangeBlocker(status: RelationshipStatus): string | null {
  return CLOSED_STATUSES.includes(status) ? RELATIONSHIP_RULE_REASONS.statusClosed : null;
}
