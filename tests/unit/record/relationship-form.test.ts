import { describe, expect, it } from 'vitest';
import { relationshipStatus } from '@/lib/domain/enums';
import type { Relationship } from '@/lib/domain/schemas';
import { RELATIONSHIP_MESSAGES as M, RELATIONSHIP_RULE_REASONS } from '@/lib/relationships/messages';
import { reactivateBlocker, statusChangeBlocker } from '@/lib/relationships/rules';
import {
  relationshipFormValues,
  relationshipUpdateSchema,
  updateRelationshipInput,
  type RelationshipFormInput,
} from '@/app/(backoffice)/mises-en-relation/[id]/schema';
import { fieldMessagesOf } from '../domain/rules/messages';

/* The update form of the relationship view: what it refuses, and the change it sends. */

const relationship: Relationship = {
  id: 'r1',
  user: { id: 'u1', rid: 'C1234', firstName: 'Jean', lastName: 'Martin', email: null, type: 'PROFESSIONAL' },
  project: { id: 'p1', rid: 'P1234', workNeed: { bsku: 'b', label: 'Salle de bains' } },
  status: 'MEETING_SCHEDULED',
  statusDate: '2020-03-01T10:00:00.000+01:00',
  positioningMode: 'GAMING',
  positionedAt: '2020-02-20T10:00:00.000+01:00',
  acceptanceMode: 'PART',
  acceptedAt: '2020-02-21T10:00:00.000+01:00',
  meetingDateTime: '2020-03-05T14:30:27.000+01:00',
  comment: 'Rappeler le matin',
  statusReasons: ['BUDGET', 'OTHER'],
  statusOtherReason: 'Travaux reportés',
};

const initial = relationshipFormValues(relationship);
const schema = relationshipUpdateSchema(initial);
const edit = (change: Partial<RelationshipFormInput>): RelationshipFormInput => ({ ...initial, ...change });

describe('relationshipFormValues', () => {
  it('prefills the inputs from the record, the meeting in Paris time to the minute', () => {
    expect(initial).toEqual({
      status: 'MEETING_SCHEDULED',
      meeting: { day: '2020-03-05', time: '14:30' },
      comment: 'Rappeler le matin',
      statusReasons: ['BUDGET', 'OTHER'],
      statusOtherReason: 'Travaux reportés',
    });
  });

  it('leaves the inputs empty when the record has nothing', () => {
    const bare = relationshipFormValues({
      ...relationship,
      meetingDateTime: null,
      comment: null,
      statusReasons: [],
      statusOtherReason: undefined,
    });
    expect(bare).toMatchObject({ meeting: { day: '', time: '' }, comment: '', statusReasons: [] });
    expect(bare.statusOtherReason).toBe('');
  });
});

describe('relationshipUpdateSchema', () => {
  it('refuses to send nothing, as a form-wide message', () => {
    expect(fieldMessagesOf(schema, initial)).toEqual({ root: [M.nothingChanged] });
    // Blanks around unchanged texts and the same reasons in another order are no change either.
    expect(
      fieldMessagesOf(schema, edit({ comment: ' Rappeler le matin ', statusReasons: ['OTHER', 'BUDGET'] })),
    ).toEqual({ root: [M.nothingChanged] });
  });

  it('sends only the changed fields', () => {
    expect(schema.parse(edit({ comment: 'Devis attendu' }))).toEqual({ comment: 'Devis attendu' });
    expect(schema.parse(edit({ status: 'MET' }))).toEqual({ status: 'MET' });
  });

  it('sends the meeting typed in Paris time as an ISO date-time with its offset', () => {
    expect(schema.parse(edit({ meeting: { day: '2020-04-02', time: '09:15' } }))).toEqual({
      meetingDateTime: '2020-04-02T09:15:00.000+02:00',
    });
    expect(schema.parse(edit({ meeting: { day: '2020-03-10', time: '18:00' } }))).toEqual({
      meetingDateTime: '2020-03-10T18:00:00.000+01:00',
    });
  });

  it('asks for the missing half of the meeting and refuses to remove it', () => {
    expect(fieldMessagesOf(schema, edit({ meeting: { day: '2020-04-02', time: '' } }))).toEqual({
      'meeting.time': ["Merci d'indiquer l'heure du rendez-vous."],
    });
    expect(fieldMessagesOf(schema, edit({ meeting: { day: '', time: '' } }))).toEqual({
      'meeting.day': [M.meetingNotRemovable],
    });
  });

  it('requires the "other" text when OTHER is chosen', () => {
    expect(fieldMessagesOf(schema, edit({ statusOtherReason: '  ' }))).toEqual({
      statusOtherReason: [M.otherReasonRequired],
    });
    const fresh = relationshipUpdateSchema(relationshipFormValues({ ...relationship, statusReasons: [] }));
    expect(fieldMessagesOf(fresh, { ...initial, statusReasons: ['OTHER'], statusOtherReason: '' })).toEqual({
      statusOtherReason: [M.otherReasonRequired],
    });
  });

  it('sends the "other" text with the reasons, and only while OTHER is chosen', () => {
    expect(schema.parse(edit({ statusOtherReason: 'Chantier décalé' }))).toEqual({
      statusReasons: ['BUDGET', 'OTHER'],
      statusOtherReason: 'Chantier décalé',
    });
    expect(schema.parse(edit({ statusReasons: ['DISTANCE', 'OTHER', 'BUDGET'] }))).toEqual({
      statusReasons: ['DISTANCE', 'BUDGET', 'OTHER'],
      statusOtherReason: 'Travaux reportés',
    });
    expect(schema.parse(edit({ statusReasons: ['BUDGET'], statusOtherReason: 'ignoré' }))).toEqual({
      statusReasons: ['BUDGET'],
    });
  });

  it('refuses texts over their limits and values outside the catalogues', () => {
    expect(fieldMessagesOf(schema, edit({ comment: 'x'.repeat(2001) }))).toEqual({
      comment: [M.commentTooLong],
    });
    expect(
      fieldMessagesOf(schema, { ...initial, status: 'OPEN', statusReasons: ['BUDGET', 'LATE'] }),
    ).toMatchObject({ status: [M.invalidStatus], 'statusReasons.1': [M.invalidReason] });
  });
});

describe('updateRelationshipInput (the server action re-checks the change)', () => {
  it('refuses an empty change and an "other" text without OTHER', () => {
    expect(fieldMessagesOf(updateRelationshipInput, { id: 'r1' })).toEqual({ root: [M.nothingChanged] });
    expect(fieldMessagesOf(updateRelationshipInput, { id: 'r1', statusReasons: ['OTHER'] })).toEqual({
      statusOtherReason: [M.otherReasonRequired],
    });
    expect(fieldMessagesOf(updateRelationshipInput, { id: 'r1', statusOtherReason: 'seul' })).toEqual({
      statusOtherReason: [M.otherReasonWithoutOther],
    });
  });

  it('refuses a meeting without offset', () => {
    expect(
      updateRelationshipInput.safeParse({ id: 'r1', meetingDateTime: '2020-04-02T09:15:00' }).success,
    ).toBe(false);
  });
});

describe('relationship rules', () => {
  it('lets only a refused, not retained, cancelled or withdrawn relationship be reactivated', () => {
    const reactivable = relationshipStatus.values.filter((status) => reactivateBlocker(status) === null);
    expect(reactivable).toEqual(['REFUSED', 'NOT_RETAINED', 'CANCELED', 'WITHDRAWN']);
    expect(reactivateBlocker('ACCEPTED')).toBe(RELATIONSHIP_RULE_REASONS.reactivate);
  });

  it('locks the status of a closed relationship', () => {
    const locked = relationshipStatus.values.filter((status) => statusChangeBlocker(status) !== null);
    expect(locked).toEqual(['REFUSED', 'NOT_RETAINED', 'CANCELED', 'WITHDRAWN', 'FINISHED']);
  });
});
