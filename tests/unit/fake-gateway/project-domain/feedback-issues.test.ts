/** GET /issues's filters and the feedback moderation calls, against the seeded data. */
import { describe, expect, it } from 'vitest';
import { feedbackStatus, issueType } from '@/lib/domain/enums';
import { feedbackSchema, issueSchema, pageOf } from '@/lib/domain/schemas';
import { type IssueRecord } from '@/lib/fake-gateway/data/project-records';
import { linked } from '@/lib/fake-gateway/data/project-links';
import { call, startFakeGateway } from '../core/harness';
import { supportToken } from './support';

const { gateway } = startFakeGateway({ resetEachTest: false });
const data = () => gateway.db().projects;

async function issues(query: Record<string, string>) {
  const result = await call('/issues', { token: await supportToken(), query: { size: '100', ...query } });
  expect(result.status).toBe(200);
  return pageOf(issueSchema).parse(result.body);
}

const issuesWhere = (keep: (issue: IssueRecord) => boolean) => data().issues.values().filter(keep);
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).sort();

describe('GET /issues filters', () => {
  it('seeds issue reports of every type', () => {
    const types = new Set(
      data()
        .issues.values()
        .map((issue) => issue.type),
    );
    expect(issueType.values.filter((type) => !types.has(type))).toEqual([]);
  });

  it("filters on a project by its RID in any case, the same as a link's projectId", async () => {
    const project = data()
      .projects.values()
      .find((candidate) => linked(candidate, 'issues').length > 0)!;
    const expected = [...linked(project, 'issues')].sort();
    expect(ids((await issues({ project: project.rid.toLowerCase() })).items)).toEqual(expected);
    expect(ids((await issues({ projectId: project.id })).items)).toEqual(expected);
    expect(ids((await issues({ projectId: project.id, project: project.rid })).items)).toEqual(expected);
    // Two different projects, or a RID no project has: nothing.
    const other = data()
      .projects.values()
      .find((candidate) => candidate.id !== project.id)!;
    expect((await issues({ projectId: project.id, project: other.rid })).total).toBe(0);
    expect((await issues({ project: 'PZZZZ' })).total).toBe(0);
  });

  it('keeps the issues created between two Paris days, both included', async () => {
    const newest = issuesWhere(() => true).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
    const day = newest.createdAt.slice(0, 10);
    const sameDay = await issues({ createdFrom: day, createdTo: day });
    expect(ids(sameDay.items)).toEqual(ids(issuesWhere((issue) => issue.createdAt.startsWith(day))));
    const since = await issues({ createdFrom: '2019-06-01' });
    expect(since.total).toBe(issuesWhere((issue) => issue.createdAt.slice(0, 10) >= '2019-06-01').length);
    expect(since.total).toBeLessThan(data().issues.size);
    expect((await issues({ createdFrom: day, createdTo: '2000-01-01' })).total).toBe(0);
  });

  it('combines the type with the days, newest first', async () => {
    const page = await issues({ type: 'BYPASS_SUSPECTED', createdFrom: '2018-01-01' });
    expect(page.total).toBe(
      issuesWhere(
        (issue) => issue.type === 'BYPASS_SUSPECTED' && issue.createdAt.slice(0, 10) >= '2018-01-01',
      ).length,
    );
    const created = page.items.map((item) => Date.parse(item.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('feedback moderation', () => {
  it('seeds feedback in every status, and replies in every status', () => {
    const feedbacks = data().feedbacks.values();
    const statuses = new Set(feedbacks.map((feedback) => feedback.status));
    const replyStatuses = new Set(
      feedbacks.flatMap((feedback) => feedback.replies.map((reply) => reply.status)),
    );
    expect(feedbackStatus.values.filter((status) => !statuses.has(status))).toEqual([]);
    expect(feedbackStatus.values.filter((status) => !replyStatuses.has(status))).toEqual([]);
  });

  it('changes a status (and its date), corrects a message, and keeps markup as text', async () => {
    const token = await supportToken();
    const feedback = data()
      .feedbacks.values()
      .find((candidate) => candidate.replies.length > 0)!;
    const markup = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const patched = await call(`/feedbacks/${feedback.id}`, {
      method: 'PATCH',
      token,
      json: { action: 'UPDATE', status: 'REFUSED', message: markup },
    });
    expect(patched.status).toBe(200);
    const view = feedbackSchema.parse(patched.body);
    expect(view).toMatchObject({ status: 'REFUSED', message: markup, statusDate: expect.any(String) });

    const reply = feedback.replies[0];
    const replied = await call(`/feedbacks/${feedback.id}/replies/${reply.id}`, {
      method: 'PATCH',
      token,
      json: { message: 'Corrigé.' },
    });
    expect(feedbackSchema.parse(replied.body).replies[0]).toMatchObject({
      message: 'Corrigé.',
      status: reply.status,
    });
    gateway.reset();
  });
});
