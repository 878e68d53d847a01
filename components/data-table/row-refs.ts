import type { ProjectSummary, UserSummary } from '@/lib/domain/schemas';

/*
 * What a list's cell shows of a person or a project named in its row: the link to their record and
 * their name. The page hands the browser these rather than the gateway's whole summaries (e-mail,
 * type, address), which a row would carry for nothing.
 */

export type PersonRef = Pick<UserSummary, 'id' | 'rid' | 'firstName' | 'lastName'>;

export function personRef({ id, rid, firstName, lastName }: PersonRef): PersonRef {
  return { id, rid, firstName, lastName };
}

export interface ProjectRef extends Pick<ProjectSummary, 'id' | 'rid'> {
  workNeed: Pick<ProjectSummary['workNeed'], 'label'>;
}

export function projectRef({ id, rid, workNeed }: ProjectRef): ProjectRef {
  return { id, rid, workNeed: { label: workNeed.label } };
}
