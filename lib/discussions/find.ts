import type { Discussion } from '@/lib/domain/schemas';
import { VISIBLE_STATUSES, WRITABLE_STATUS } from './thread';

type Candidate = Pick<Discussion, 'id' | 'status' | 'project' | 'lastMessageDate' | 'createdAt'>;

const rank = (discussion: Candidate) =>
  discussion.status === WRITABLE_STATUS ? 0 : VISIBLE_STATUSES.includes(discussion.status) ? 1 : 2;
const lastActivity = (discussion: Candidate) =>
  Date.parse(discussion.lastMessageDate ?? discussion.createdAt);

/**
 * The discussion a deep link to (project, member) means among the member's discussions: one of that
 * project, the active one first, then one that can still be read, the latest first.
 */
export function discussionOfProject<D extends Candidate>(
  discussions: readonly D[],
  projectId: string,
): D | null {
  const ofProject = discussions.filter((discussion) => discussion.project?.id === projectId);
  ofProject.sort((a, b) => rank(a) - rank(b) || lastActivity(b) - lastActivity(a));
  return ofProject[0] ?? null;
}
