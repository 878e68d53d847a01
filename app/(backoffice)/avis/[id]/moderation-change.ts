import { feedbackStatus, type FeedbackStatus } from '@/lib/domain/enums';

// What the moderation form shows besides its rules, apart from schema.ts so that the form
// imports zod only when it first validates.

/** The gateway takes a corrected message of 5000 characters at most (lib/domain/requests.ts). */
export const MODERATED_MESSAGE_MAX = 5000;

/** What the form holds: the inputs' own text, prefilled from the record. */
export interface ModerationFormInput {
  status: FeedbackStatus;
  message: string;
}

export function moderationFormValues(record: {
  status: FeedbackStatus;
  message?: string | null;
}): ModerationFormInput {
  return { status: record.status, message: record.message ?? '' };
}

/** The changed fields only (schema.ts's `moderationChange` checks them). */
export interface ModerationChange {
  status?: FeedbackStatus;
  message?: string;
}

/** What the confirmation says will happen, in French. */
export function describeChange(initial: ModerationFormInput, change: ModerationChange): string {
  const parts: string[] = [];
  if (change.status)
    parts.push(
      `Le statut passera de « ${feedbackStatus.label(initial.status)} » à « ${feedbackStatus.label(change.status)} ».`,
    );
  if (change.message !== undefined)
    parts.push(
      initial.message.trim()
        ? 'Le message sera remplacé par le texte corrigé.'
        : 'Le message saisi sera enregistré.',
    );
  return parts.join(' ');
}
