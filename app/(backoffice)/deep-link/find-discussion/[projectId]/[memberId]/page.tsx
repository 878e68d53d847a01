import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { HOME_PATH, pathFor, ROUTES } from '@/lib/access';
import { orNotFound, readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { NotFoundError } from '@/lib/gateway/errors';
import { findDiscussions } from '@/lib/gateway/messaging';
import { getProject } from '@/lib/gateway/projects';
import { discussionOfProject } from '@/lib/discussions/find';

export const metadata: Metadata = { title: ROUTES.findDiscussion.title };

interface PageProps {
  params: Promise<{ projectId: string; memberId: string }>;
}

/**
 * SPEC §2: the discussion of a project with one of its members (GET /messaging/discussions?memberIds=),
 * or home when they have none. An unknown project is the 404 page rather than a silent trip home.
 */
export default async function FindDiscussionPage({ params }: PageProps) {
  const session = await requireAccess('findDiscussion');
  const { projectId, memberId } = await params;
  const discussions = await readOrExpire(() => findDiscussions(session.token, [memberId])).catch(
    (error: unknown) => {
      // A member the gateway does not know has no discussion.
      if (error instanceof NotFoundError) return [];
      throw error;
    },
  );
  const found = discussionOfProject(discussions, projectId);
  if (found) redirect(pathFor('discussionView', { id: found.id }));
  await orNotFound(() => getProject(session.token, projectId));
  redirect(HOME_PATH);
}
