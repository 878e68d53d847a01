import type { Metadata } from 'next';
import { cache } from 'react';
import Link from 'next/link';
import { RecordHeader } from '@/components/record/record-header';
import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor, canRunAction } from '@/lib/access';
import { orNotFound } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { feedbackStatus } from '@/lib/domain/enums';
import { publicFeedbacksUrl } from '@/lib/front-office';
import { getFeedback } from '@/lib/gateway/feedbacks';
import { SyncButton } from '@/app/(backoffice)/_components/sync-button';
import { personLabel } from '@/app/(backoffice)/_components/contract-links';
import { PUBLIC_FEEDBACK_LINK } from '@/lib/feedback/messages';
import { FeedbackDetails } from './_components/feedback-details';
import { FeedbackReplies } from './_components/feedback-replies';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { recordTitle } from '@/lib/access/record-title';
import { versionToken } from '@/lib/changes/version';

/** One gateway read per request, shared by the title and the page. */
const readFeedback = cache(async (id: string) => {
  const session = await requireAccess('feedbackView');
  return { session, feedback: await orNotFound(() => getFeedback(session.token, id)) };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { feedback } = await readFeedback((await params).id);
  return recordTitle('feedbackView', personLabel(feedback.emitter));
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A project owner's feedback on a professional and its replies (SPEC §2 "feedback view"), with moderation. */
export default async function FeedbackViewPage({ params, searchParams }: PageProps) {
  const { session, feedback } = await readFeedback((await params).id);
  const { roles } = session.user;
  const canModerate = canRunAction(roles, 'moderateFeedback');
  const version = versionToken('feedback', feedback);

  return (
    <>
      <RecordHeader
        record={{ type: 'feedbackView', id: feedback.id }}
        breadcrumb={
          <Link href={pathFor('projectView', { id: feedback.project.id })} prefetch={false}>
            Projet {feedback.project.rid}
          </Link>
        }
        title={`Avis de ${personLabel(feedback.emitter)}`}
        status={<EnumBadge catalogue={feedbackStatus} value={feedback.status} />}
        subtitle={`Statut depuis le ${formatDateTime(feedback.statusDate)}`}
        identifiers={[{ label: 'Id', value: feedback.id }]}
      />
      <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <SyncButton type="FEEDBACK" id={feedback.id} roles={roles} />
        <RecordLink
          href={publicFeedbacksUrl(feedback.professional.id, feedback.id)}
          external
          className="text-sm"
        >
          {PUBLIC_FEEDBACK_LINK}
        </RecordLink>
      </div>
      <RecordWithJournal
        targetType="feedbackView"
        targetId={feedback.id}
        roles={session.user.roles}
        basePath={pathFor('feedbackView', { id: feedback.id })}
        searchParams={await searchParams}
      >
        <div className="flex flex-col gap-6">
          <FeedbackDetails feedback={feedback} version={version} canModerate={canModerate} />
          <FeedbackReplies feedback={feedback} version={version} canModerate={canModerate} />
        </div>
      </RecordWithJournal>
    </>
  );
}
