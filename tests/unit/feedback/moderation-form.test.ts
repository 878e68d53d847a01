import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES as M } from '@/lib/feedback/messages';
import {
  describeChange,
  moderationFormValues,
  moderationSchema,
  type ModerationFormInput,
} from '@/app/(backoffice)/avis/[id]/schema';

const published: ModerationFormInput = { status: 'PUBLISHED', message: 'Très bon travail.' };

function changeOf(initial: ModerationFormInput, values: ModerationFormInput) {
  return moderationSchema(initial).safeParse(values);
}

describe('feedback moderation form', () => {
  it('prefills from the record, an absent message as an empty text', () => {
    expect(moderationFormValues({ status: 'PENDING', message: null })).toEqual({
      status: 'PENDING',
      message: '',
    });
  });

  it('sends only what changed, the message trimmed', () => {
    expect(changeOf(published, { status: 'REFUSED', message: 'Très bon travail.' }).data).toEqual({
      status: 'REFUSED',
    });
    expect(changeOf(published, { status: 'PUBLISHED', message: '  Bon travail.\n' }).data).toEqual({
      message: 'Bon travail.',
    });
    expect(changeOf(published, { status: 'VALIDATING', message: 'Autre' }).data).toEqual({
      status: 'VALIDATING',
      message: 'Autre',
    });
  });

  it('refuses a form that changes nothing, as a form-wide message', () => {
    const result = changeOf(published, { status: 'PUBLISHED', message: ' Très bon travail. ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['root'], message: M.nothingChanged }),
    ]);
  });

  it('refuses to empty a message, but lets a feedback without one stay without', () => {
    const emptied = changeOf(published, { status: 'PUBLISHED', message: '   ' });
    expect(emptied.error?.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['message'], message: M.messageRequired })]),
    );
    const none: ModerationFormInput = { status: 'PENDING', message: '' };
    expect(changeOf(none, { status: 'PUBLISHED', message: '' }).data).toEqual({ status: 'PUBLISHED' });
  });

  it('refuses a message over 5000 characters and an unknown status', () => {
    expect(
      changeOf(published, { status: 'PUBLISHED', message: 'x'.repeat(5001) }).error?.issues[0]?.message,
    ).toBe(M.messageTooLong);
    expect(
      changeOf(published, { status: 'ARCHIVED' as never, message: published.message }).error?.issues[0]
        ?.message,
    ).toBe(M.invalidStatus);
  });

  it('says in the confirmation what will change', () => {
    expect(describeChange(published, { status: 'REFUSED' })).toBe(
      'Le statut passera de « Publié » à « Refusé ».',
    );
    expect(describeChange(published, { status: 'PENDING', message: 'x' })).toBe(
      'Le statut passera de « Publié » à « En attente ». Le message sera remplacé par le texte corrigé.',
    );
    expect(describeChange({ status: 'PENDING', message: '' }, { message: 'x' })).toBe(
      'Le message saisi sera enregistré.',
    );
  });
});
