import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionList } from '@/components/ui/description-list';
import { formatDateTime } from '@/lib/domain/dates';
import { feedbackStatus } from '@/lib/domain/enums';
import type { FeedbackReply } from '@/lib/domain/schemas';
import { PersonLink, personLabel } from '@/app/(backoffice)/_components/contract-links';
import { MODERATION_TEXTS as T } from '@/lib/feedback/messages';
import { moderationFormValues } from '../schema';
import { MessageText, type FeedbackSectionProps } from './feedback-details';
import { ModerationForm } from './after-load';

function ReplyCard({
  feedbackId,
  reply,
  version,
  index,
  canModerate,
}: {
  feedbackId: string;
  reply: FeedbackReply;
  version: string;
  index: number;
  canModerate: boolean;
}) {
  const title = `Réponse ${index + 1} de ${personLabel(reply.replier)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DescriptionList
          columns={2}
          items={[
            { term: 'Auteur', value: <PersonLink person={reply.replier} /> },
            {
              term: 'Statut',
              value: (
                <span className="flex flex-wrap items-center gap-2">
                  <EnumBadge catalogue={feedbackStatus} value={reply.status} />
                  <span className="text-fg-muted">depuis le {formatDateTime(reply.statusDate)}</span>
                </span>
              ),
            },
            { term: "Date d'envoi", value: formatDateTime(reply.dispatchedAt) },
          ]}
        />
        <div>
          <h4 className="mb-1 text-xs font-medium text-fg-muted">Message</h4>
          <MessageText message={reply.message} />
        </div>
        {canModerate ? (
          <div className="border-t border-border pt-4">
            <ModerationForm
              target={{ kind: 'reply', id: feedbackId, replyId: reply.id }}
              version={version}
              initial={moderationFormValues(reply)}
              label={`${T.reply.form} ${index + 1}`}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The professional's replies to the feedback, each with its moderation for the allowed roles. */
export function FeedbackReplies({ feedback, version, canModerate }: FeedbackSectionProps) {
  const { replies } = feedback;
  return (
    <RecordSection title={`Réponses (${replies.length})`}>
      {replies.length === 0 ? (
        <p className="text-sm text-fg-muted">Aucune réponse à cet avis.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {replies.map((reply, index) => (
            <ReplyCard
              key={reply.id}
              feedbackId={feedback.id}
              reply={reply}
              version={version}
              index={index}
              canModerate={canModerate}
            />
          ))}
        </div>
      )}
    </RecordSection>
  );
}
