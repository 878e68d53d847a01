import 'server-only';
import { personRef, projectRef, type PersonRef, type ProjectRef } from '@/components/data-table/row-refs';
import { formatDateTime } from '@/lib/domain/dates';
import type { Issue } from '@/lib/domain/schemas';

/**
 * What a row shows: the page hands only this to the browser (not the description, nor e-mails and
 * places); its date as the cell writes it.
 */
export type IssueRow = Pick<Issue, 'id' | 'rid' | 'type'> & {
  emitter: PersonRef;
  project: ProjectRef;
  createdAt: string;
};

export function toIssueRow({ id, rid, type, emitter, project, createdAt }: Issue): IssueRow {
  return {
    id,
    rid,
    type,
    emitter: personRef(emitter),
    project: projectRef(project),
    createdAt: formatDateTime(createdAt),
  };
}
