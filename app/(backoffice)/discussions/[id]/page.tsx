import type { Metadata } from 'next';
import { ClaimNotice } from '@/app/(backoffice)/_components/claim-notice';
import { cache } from 'react';
import Link from 'next/link';
import { RecordHeader } from '@/components/record/record-header';
import { readRecordNotices } from '@/components/record/record-notices';
import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { canRunAction, canSeeMessaging, pathFor, ROUTES } from '@/lib/access';
import { orNotFound } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { discussionStatus, discussionType, userType } from '@/lib/domain/enums';
import type { Discussion } from '@/lib/domain/schemas';
import { getDiscussion } from '@/lib/gateway/messaging';
import { UserLink, userLabel } from '@/app/(backoffice)/_components/user-link';
import { DISCUSSION_MESSAGES as M, hiddenThreadNotice } from '@/lib/discussions/messages';
import { isVisible, JOIN_TO_WRITE, threadOf, WRITABLE_STATUS } from '@/lib/discussions/thread';
import { DiscussionActions } from './_components/discussion-actions';
import { LiveThread } from './_components/live-thread';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { recordTitle } from '@/lib/access/record-title';

/** One gateway read per request, shared by the title and the page. */
const readDiscussion = cache(async (id: string) => {
  const session = await requireAccess('discussionView');
  return { session, discussion: await orNotFound(() => getDiscussion(session.token, id)) };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { session, discussion } = await readDiscussion((await params).id);
  return recordTitle('discussionView', titleOf(discussion, session.user.id));
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function titleOf(discussion: Discussion, meId: string): string {
  if (discussion.project) return `Discussion du projet ${discussion.project.rid}`;
  const others = discussion.members.filter((member) => member.id !== meId).map(userLabel);
  return others.length > 0 ? `Discussion avec ${others.join(', ')}` : ROUTES.discussionView.title;
}

/** The answer form, the join that opens it, or why it is not there (null: the role may not write at all). */
function writingState(discussion: Discussion, mayWrite: boolean, isMember: boolean): true | string | null {
  if (!mayWrite) return null;
  if (discussion.status !== WRITABLE_STATUS) return M.notWritable;
  return isMember ? true : JOIN_TO_WRITE;
}

/** The discussion view (SPEC §2, §4): members, project, status, the live thread and the staff's actions. */
export default async function DiscussionViewPage({ params, searchParams }: PageProps) {
  // A read only: the thread, once on screen, marks itself read by a POST of its own (LiveThread).
  const { session, discussion } = await readDiscussion((await params).id);
  const { roles } = session.user;
  const notices = await readRecordNotices(
    { type: 'discussionView', id: discussion.id },
    { claim: 'discussion', statusChange: { roles } },
  );
  const mayWrite = canRunAction(roles, 'writeDiscussion');
  const isMember = discussion.members.some((member) => member.id === session.user.id);
  const { project } = discussion;

  return (
    <>
      <RecordHeader
        record={{ type: 'discussionView', id: discussion.id }}
        breadcrumb={
          canSeeMessaging(roles) ? (
            <Link href={pathFor('messaging')}>Ma messagerie</Link>
          ) : project ? (
            <Link href={pathFor('projectView', { id: project.id })}>Projet {project.rid}</Link>
          ) : undefined
        }
        title={titleOf(discussion, session.user.id)}
        status={<EnumBadge catalogue={discussionStatus} value={discussion.status} />}
        statusChange={{
          targetType: 'discussionView',
          targetId: discussion.id,
          roles,
          read: notices.statusChange,
        }}
        subtitle={project ? project.workNeed.label : discussionType.label(discussion.type)}
        identifiers={[{ label: 'Id', value: discussion.id }]}
      />
      <ClaimNotice itemType="discussion" itemId={discussion.id} session={session} read={notices.claim} />
      <div className="mb-6">
        <DiscussionActions discussion={discussion} mayWrite={mayWrite} roles={roles} />
      </div>
      <RecordWithJournal
        targetType="discussionView"
        targetId={discussion.id}
        roles={session.user.roles}
        basePath={pathFor('discussionView', { id: discussion.id })}
        searchParams={await searchParams}
      >
        <div className="flex flex-col gap-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <RecordSection
              title="Discussion"
              items={[
                { term: 'Type', value: <EnumBadge catalogue={discussionType} value={discussion.type} /> },
                {
                  term: 'Statut',
                  value: <EnumBadge catalogue={discussionStatus} value={discussion.status} />,
                },
                {
                  term: 'Projet',
                  value: project ? (
                    <RecordLink href={pathFor('projectView', { id: project.id })}>
                      {project.rid} · {project.workNeed.label}
                    </RecordLink>
                  ) : null,
                },
                { term: 'Créée le', value: formatDateTime(discussion.createdAt) },
                { term: 'Dernier message', value: formatDateTime(discussion.lastMessageDate) },
                { term: 'Messages non lus', value: String(discussion.unreadMessagesCount) },
              ]}
            />
            <RecordSection title="Membres">
              <ul aria-label="Membres de la discussion" className="flex flex-col gap-2 text-sm">
                {discussion.members.map((member) => (
                  <li key={member.id} className="flex flex-wrap items-baseline gap-x-2">
                    <UserLink user={member} />
                    <span className="text-xs text-fg-muted">{userType.label(member.type)}</span>
                    {member.id === session.user.id ? (
                      <span className="text-xs text-fg-muted">(vous)</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </RecordSection>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Messages</CardTitle>
            </CardHeader>
            <CardContent>
              {isVisible(discussion.status) ? (
                <LiveThread
                  discussionId={discussion.id}
                  initial={threadOf(discussion)}
                  status={discussion.status}
                  memberIds={discussion.members.map((member) => member.id)}
                  unread={discussion.unreadMessagesCount}
                  marksRead={mayWrite}
                  writing={writingState(discussion, mayWrite, isMember)}
                />
              ) : (
                <Notice tone="warning" role="status">
                  {hiddenThreadNotice(discussion.status)}
                </Notice>
              )}
            </CardContent>
          </Card>
        </div>
      </RecordWithJournal>
    </>
  );
}
