import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { RatingStars } from '@/components/ui/rating-stars';
import { formatDateTime } from '@/lib/domain/dates';
import { feedbackStatus } from '@/lib/domain/enums';
import type { Feedback } from '@/lib/domain/schemas';
import { PersonLink, ProjectLink } from '@/app/(backoffice)/_components/contract-links';
import { MODERATION_TEXTS as T } from '@/lib/feedback/messages';
import { moderationFormValues } from '../schema';
import { ModerationForm } from './after-load';

/** A message from the gateway, as text with its line breaks (never HTML). */
export function MessageText({ message }: { message: string | null | undefined }) {
  if (!message?.trim()) return <p className="text-sm text-fg-muted">Aucun message.</p>;
  return <p className="text-sm whitespace-pre-line">{message}</p>;
}

/** A section of the feedback view, with the moderation forms the allowed roles see. */
export interface FeedbackSectionProps {
  feedback: Feedback;
  /** The version of the feedback the page read (lib/changes). */
  version: string;
  canModerate: boolean;
}

/** Every field of the SPEC §3 feedback but its replies, and its moderation for the allowed roles. */
export function FeedbackDetails({ feedback, version, canModerate }: FeedbackSectionProps) {
  const initial = moderationFormValues(feedback);
  return (
    <>
      <RecordSection
        title="Avis"
        items={[
          { term: 'Émetteur', value: <PersonLink person={feedback.emitter} /> },
          { term: 'Professionnel', value: <PersonLink person={feedback.professional} /> },
          { term: 'Projet', value: <ProjectLink project={feedback.project} /> },
          { term: 'Note', value: <RatingStars rate={feedback.rate} /> },
          {
            term: 'Statut',
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <EnumBadge catalogue={feedbackStatus} value={feedback.status} />
                <span className="text-fg-muted">depuis le {formatDateTime(feedback.statusDate)}</span>
              </span>
            ),
          },
          { term: "Date d'envoi", value: formatDateTime(feedback.dispatchedAt) },
        ]}
      >
        <div>
          <h3 className="mb-1 text-xs font-medium text-fg-muted">Message</h3>
          <MessageText message={feedback.message} />
        </div>
      </RecordSection>
      {canModerate ? (
        <RecordSection title={T.feedback.form}>
          <ModerationForm
            target={{ kind: 'feedback', id: feedback.id }}
            version={version}
            initial={initial}
            label={T.feedback.form}
          />
        </RecordSection>
      ) : null}
    </>
  );
}
