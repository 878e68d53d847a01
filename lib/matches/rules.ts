/**
 * The state rule of accepting a match, as the reason a staff user reads when the state forbids it
 * (null: allowed). Pure, so the page and the tests share it; the gateway re-checks.
 */
import type { MatchStatus, ProjectStatus } from '@/lib/domain/enums';
import { MATCH_RULE_REASONS } from './messages';

const CLOSED_PROJECT: readonly ProjectStatus[] = ['CANCELED', 'FINISHED'];

/** `projectStatus` is left out when the project could not be read: the gateway then decides. */
export function acceptMatchBlocker(status: MatchStatus, projectStatus?: ProjectStatus | null): string | null {
  if (status === 'ACCEPTED') return MATCH_RULE_REASONS.alreadyAccepted;
  if (status !== 'CREATED' && status !== 'VIEWED') return MATCH_RULE_REASONS.notOpen;
  if (projectStatus && CLOSED_PROJECT.includes(projectStatus)) return MATCH_RULE_REASONS.projectClosed;
  return null;
}
