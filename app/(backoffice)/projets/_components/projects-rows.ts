import 'server-only';
import { personRef, type PersonRef } from '@/components/data-table/row-refs';
import { formatDate } from '@/lib/domain/dates';
import type { ProjectListItem } from '@/lib/domain/schemas';

/**
 * What a row shows: the page hands only this to the browser (not the owner's e-mail nor the works'
 * code), its works, place and dates as the cells write them ('' for a project never published).
 */
export interface ProjectRow extends Pick<ProjectListItem, 'id' | 'rid' | 'status'> {
  workNeed: string;
  owner: PersonRef;
  /** "Saint-Nazaire (44600)". */
  city: string;
  publicationDate: string;
  lastEventDate: string;
}

export function toProjectRow(project: ProjectListItem): ProjectRow {
  const { id, rid, workNeed, publicationDate, owner, status, lastEventDate, address } = project;
  return {
    id,
    rid,
    workNeed: workNeed.label,
    publicationDate: formatDate(publicationDate),
    owner: personRef(owner),
    status,
    lastEventDate: formatDate(lastEventDate),
    city: `${address.cityName} (${address.postalCode})`,
  };
}
