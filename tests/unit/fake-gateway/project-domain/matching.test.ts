/** Match accept, relationship update and reactivate, feedback moderation, allowed and refused. */
import { describe, expect, it } from 'vitest';
import { slotLimitReached } from '@/lib/fake-gateway/data/project-rules';
import { call, startFakeGateway } from '../core/harness';
import { matchesOf, relationshipsOf, showcase, supportToken } from './support';

const { gateway } = startFakeGateway();

const openMatch = (name: string) =>
  matchesOf(gateway, showcase(gateway, name)).find(
    (match) => match.status === 'CREATED' || match.status === 'VIEWED',
  )!;
const relationshipOf = (name: string, status: string) =>
  relationshipsOf(gateway, showcase(gateway, name)).find((relationship) => relationship.status === status)!;

describe('matches', () => {
  it('accepts a CREATED match: a relationship and a project discussion open', async () => {
    const token = await supportToken();
    const match = openMatch('published');
    const result = await call(`/matches/${match.id}/accept`, { token, method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: match.id,
      status: 'ACCEPTED',
      statusDate: '2020-03-03T10:00:00.000+01:00',
    });
    const project = await call(`/projects/${match.projectId}`, { token });
    const relationship = project.body.professionals.relationships.find(
      (r: { user: { id: string } }) => r.user.id === match.userId,
    );
    expect(relationship).toMatchObject({
      status: 'ACCEPTED',
      positioningMode: 'MANUAL',
      acceptanceMode: 'PART',
    });
    const discussions = await call('/messaging/discussions', {
      token,
      query: { memberIds: [match.userId, project.body.owner.id] },
    });
    expect(
      discussions.body.some((d: { project: { id: string } | null }) => d.project?.id === match.projectId),
    ).toBe(true);
  });

  it('refuses with MAX_ACTIVE_RELATIONSHIPS when the project has 4 active relationships', async () => {
    const token = await supportToken();
    const result = await call(`/matches/${openMatch('full').id}/accept`, { token, method: 'POST' });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('MAX_ACTIVE_RELATIONSHIPS');
  });

  it('refuses with MAX_PRE_SALES_RELATIONSHIPS when the owner has selected 3 professionals', async () => {
    const token = await supportToken();
    const match = openMatch('preSalesFull');
    const result = await call(`/matches/${match.id}/accept`, { token, method: 'POST' });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('MAX_PRE_SALES_RELATIONSHIPS');
    expect(gateway.db().projects.matches.require(match.id).status).toBe(match.status);
    // Once a selection closes, the same match can be accepted.
    const selected = relationshipOf('preSalesFull', 'MEETING_SCHEDULED');
    const closed = await call(`/relationships/${selected.id}`, {
      token,
      method: 'PATCH',
      json: { status: 'NOT_RETAINED', statusReasons: ['BUDGET'] },
    });
    expect(closed.status).toBe(200);
    expect((await call(`/matches/${match.id}/accept`, { token, method: 'POST' })).status).toBe(200);
  });

  it('refuses to accept a match already accepted', async () => {
    const token = await supportToken();
    const match = matchesOf(gateway, showcase(gateway, 'published')).find(
      (candidate) => candidate.status === 'ACCEPTED',
    )!;
    expect((await call(`/matches/${match.id}/accept`, { token, method: 'POST' })).status).toBe(409);
    expect((await call('/matches/unknown_id/accept', { token, method: 'POST' })).status).toBe(404);
  });

  it('filters matches by project, professional and status', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'published');
    const byProject = await call('/matches', { token, query: { projectId: project.id } });
    expect(byProject.body.total).toBe(matchesOf(gateway, project).length);
    const match = matchesOf(gateway, project)[0];
    const byUser = await call('/matches', { token, query: { userId: match.userId, status: match.status } });
    expect(
      byUser.body.items.every(
        (item: { user: { id: string }; status: string }) =>
          item.user.id === match.userId && item.status === match.status,
      ),
    ).toBe(true);
    expect(byUser.body.items.map((item: { id: string }) => item.id)).toContain(match.id);
  });
});

describe('relationships', () => {
  it('updates an active relationship: meeting, comment, then a closing status with reasons', async () => {
    const token = await supportToken();
    const relationship = relationshipOf('published', 'ACCEPTED');
    const meeting = await call(`/relationships/${relationship.id}`, {
      token,
      method: 'PATCH',
      json: {
        status: 'MEETING_SCHEDULED',
        meetingDateTime: '2020-03-10T14:00:00.000+01:00',
        comment: 'RDV fixé.',
      },
    });
    expect(meeting.status).toBe(200);
    expect(meeting.body).toMatchObject({
      status: 'MEETING_SCHEDULED',
      meetingDateTime: '2020-03-10T14:00:00.000+01:00',
      comment: 'RDV fixé.',
    });
    const closed = await call(`/relationships/${relationship.id}`, {
      token,
      method: 'PATCH',
      json: { status: 'NOT_RETAINED', statusReasons: ['OTHER'], statusOtherReason: 'A déménagé.' },
    });
    expect(closed.body).toMatchObject({
      status: 'NOT_RETAINED',
      statusReasons: ['OTHER'],
      statusOtherReason: 'A déménagé.',
    });
  });

  it('refuses to change the status of a closed relationship, and an empty update', async () => {
    const token = await supportToken();
    const relationship = relationshipOf('published', 'WITHDRAWN');
    const result = await call(`/relationships/${relationship.id}`, {
      token,
      method: 'PATCH',
      json: { status: 'ACCEPTED' },
    });
    expect(result.status).toBe(409);
    expect(
      (
        await call(`/relationships/${relationship.id}`, {
          token,
          method: 'PATCH',
          json: { comment: 'Noté.' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(`/relationships/${relationship.id}`, { token, method: 'PATCH', json: {} })).status,
    ).toBe(400);
  });

  it('reactivates a closed relationship', async () => {
    const token = await supportToken();
    const relationship = relationshipOf('published', 'WITHDRAWN');
    const result = await call(`/relationships/${relationship.id}/reactivate`, { token, method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ACCEPTED', statusReasons: [], statusOtherReason: null });
  });

  it('refuses to reactivate an active relationship, or on a full project', async () => {
    const token = await supportToken();
    expect(
      (
        await call(`/relationships/${relationshipOf('published', 'MET').id}/reactivate`, {
          token,
          method: 'POST',
        })
      ).status,
    ).toBe(409);
    const full = await call(`/relationships/${relationshipOf('full', 'REFUSED').id}/reactivate`, {
      token,
      method: 'POST',
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('MAX_ACTIVE_RELATIONSHIPS');
  });

  it('refuses a fourth selection by PATCH, but moves a selection along', async () => {
    const token = await supportToken();
    const positioned = relationshipOf('full', 'POSITIONED');
    const refused = await call(`/relationships/${positioned.id}`, {
      token,
      method: 'PATCH',
      json: { status: 'ACCEPTED' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MAX_PRE_SALES_RELATIONSHIPS');
    const met = await call(`/relationships/${relationshipOf('full', 'MEETING_SCHEDULED').id}`, {
      token,
      method: 'PATCH',
      json: { status: 'MET' },
    });
    expect(met.status).toBe(200);
  });
});

describe('slot limits', () => {
  it('checks MAX_ACTIVE_RELATIONSHIPS first, then MAX_PRE_SALES_RELATIONSHIPS, on entering a slot', () => {
    const fourActive = ['POSITIONED', 'ACCEPTED', 'MEETING_SCHEDULED', 'MET'] as const;
    expect(slotLimitReached(fourActive, undefined, 'ACCEPTED')).toBe('MAX_ACTIVE_RELATIONSHIPS');
    expect(slotLimitReached(fourActive, 'REFUSED', 'ACCEPTED')).toBe('MAX_ACTIVE_RELATIONSHIPS');
    expect(slotLimitReached(['ACCEPTED', 'MEETING_SCHEDULED', 'MET'], undefined, 'ACCEPTED')).toBe(
      'MAX_PRE_SALES_RELATIONSHIPS',
    );
    expect(slotLimitReached(['ACCEPTED', 'MEETING_SCHEDULED', 'MET'], 'POSITIONED', 'ACCEPTED')).toBe(
      'MAX_PRE_SALES_RELATIONSHIPS',
    );
    // Already in the slot: a move within it takes none.
    expect(slotLimitReached(['ACCEPTED', 'MEETING_SCHEDULED', 'MET'], 'MEETING_SCHEDULED', 'MET')).toBeNull();
    expect(slotLimitReached(['ACCEPTED', 'MET', 'REFUSED', 'WITHDRAWN'], undefined, 'ACCEPTED')).toBeNull();
    // A closing status takes no slot.
    expect(slotLimitReached(fourActive, 'POSITIONED', 'REFUSED')).toBeNull();
  });
});

describe('feedback', () => {
  const withReply = () =>
    gateway
      .db()
      .projects.feedbacks.values()
      .find((feedback) => feedback.replies.length > 0)!;

  it('moderates a feedback and a reply', async () => {
    const token = await supportToken();
    const feedback = withReply();
    const updated = await call(`/feedbacks/${feedback.id}`, {
      token,
      method: 'PATCH',
      json: { action: 'UPDATE', status: 'REFUSED', message: 'Avis modéré.' },
    });
    expect(updated.body).toMatchObject({
      status: 'REFUSED',
      message: 'Avis modéré.',
      statusDate: '2020-03-03T10:00:00.000+01:00',
    });
    const reply = await call(`/feedbacks/${feedback.id}/replies/${feedback.replies[0].id}`, {
      token,
      method: 'PATCH',
      json: { status: 'PUBLISHED', message: 'Merci !' },
    });
    expect(reply.body.replies[0]).toMatchObject({ status: 'PUBLISHED', message: 'Merci !' });
  });

  it('refuses an unknown reply, a rate out of range and an update without action', async () => {
    const token = await supportToken();
    const feedback = withReply();
    expect(
      (
        await call(`/feedbacks/${feedback.id}/replies/unknown`, {
          token,
          method: 'PATCH',
          json: { message: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(`/feedbacks/${feedback.id}`, {
          token,
          method: 'PATCH',
          json: { action: 'UPDATE', rate: 6 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(`/feedbacks/${feedback.id}`, { token, method: 'PATCH', json: { rate: 4 } })).status,
    ).toBe(400);
  });
});
