import { hasAnyRole, type Role } from '@/lib/domain/roles';
import type { Job } from './types';

/** A job is its author's; SUPPORT sees every job. */
export function canSeeJob(user: { id: string; roles: readonly Role[] }, job: Pick<Job, 'author'>): boolean {
  return job.author.id === user.id || hasAnyRole(user.roles, ['SUPPORT']);
}

/** Whose jobs `/travaux` lists: the staff member's own, or everyone's for SUPPORT (null). */
export function jobsAuthorFilter(user: { id: string; roles: readonly Role[] }): string | null {
  return hasAnyRole(user.roles, ['SUPPORT']) ? null : user.id;
}
