import 'server-only';
import { personRef, projectRef, type PersonRef, type ProjectRef } from '@/components/data-table/row-refs';
import { formatDate } from '@/lib/domain/dates';
import type { Match } from '@/lib/domain/schemas';

/**
 * What a row shows: the page hands only this to the browser (not the project's place and tags, nor
 * e-mails); its dates as the cells write them.
 */
export type MatchRow = Pick<Match, 'id' | 'status' | 'positionableStatus' | 'visibilityStatus'> & {
  user: PersonRef;
  project: ProjectRef;
  createdAt: string;
  statusDate: string;
};

export function toMatchRow(match: Match): MatchRow {
  const { id, user, project, status, positionableStatus, visibilityStatus, createdAt, statusDate } = match;
  return {
    id,
    user: personRef(user),
    project: projectRef(project),
    status,
    positionableStatus,
    visibilityStatus,
    createdAt: formatDate(createdAt),
    statusDate: formatDate(statusDate),
  };
}
