/** SPEC §4 "Discussion": writable only while ACTIVE; mark-as-read, join and close. */
import { describe, expect, it } from 'vitest';
import { call, CLIENT, staffEmail, startFakeGateway, tokenFor } from '../core/harness';
import { supportToken } from './support';

const { gateway } = startFakeGateway();

const discussions = () => gateway.db().projects.discussions.values();
const activeWithUnread = () =>
  discussions().find((d) => d.status === 'ACTIVE' && d.unreadMessagesCount > 0 && d.type === 'PROJECT')!;
const archived = () => discussions().find((d) => d.status === 'ARCHIVED')!;
const supportId = () => gateway.db().people.emailIndex.get(staffEmail('support'))!;

describe('messaging', () => {
  it('adds a message to an ACTIVE discussion, sent by the signed-in staff member', async () => {
    const token = await supportToken();
    const discussion = activeWithUnread();
    const result = await call(`/messaging/discussions/${discussion.id}/messages`, {
      token,
      json: { content: '  Bonjour à vous deux.  ' },
    });
    expect(result.status).toBe(201);
    const last = result.body.messages.at(-1);
    expect(last).toMatchObject({
      type: 'STANDARD',
      content: 'Bonjour à vous deux.',
      sender: { id: supportId(), type: 'LMSG' },
      sentAt: '2020-03-03T10:00:00.000+01:00',
    });
    expect(result.body.lastMessageDate).toBe('2020-03-03T10:00:00.000+01:00');
    const again = await call(`/messaging/discussions/${discussion.id}`, { token });
    expect(again.body.messages.at(-1).id).toBe(last.id);
  });

  it('refuses a message in a discussion that is not ACTIVE', async () => {
    const token = await supportToken();
    for (const status of ['ARCHIVED', 'READER', 'EVICTED']) {
      const discussion = discussions().find((d) => d.status === status)!;
      const result = await call(`/messaging/discussions/${discussion.id}/messages`, {
        token,
        json: { content: 'Bonjour' },
      });
      expect(result.status, status).toBe(409);
      expect(result.body.code).toBe('INVALID_STATE');
    }
  });

  it('refuses an empty or too long message with 400', async () => {
    const token = await supportToken();
    const id = activeWithUnread().id;
    expect(
      (await call(`/messaging/discussions/${id}/messages`, { token, json: { content: '   ' } })).status,
    ).toBe(400);
    expect(
      (await call(`/messaging/discussions/${id}/messages`, { token, json: { content: 'x'.repeat(10_001) } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(`/messaging/discussions/${id}/messages`, {
          token,
          raw: { body: '{"content":', contentType: 'application/json' },
        })
      ).status,
    ).toBe(400);
  });

  it('marks a discussion read: the unread count goes back to 0', async () => {
    const token = await supportToken();
    const discussion = activeWithUnread();
    const result = await call(`/messaging/discussions/${discussion.id}/mark-as-read`, {
      token,
      method: 'POST',
    });
    expect(result.status).toBe(200);
    expect(result.body.unreadMessagesCount).toBe(0);
    for (const message of result.body.messages)
      if (message.type === 'STANDARD') expect(message.readBy).toContain(supportId());
    const list = await call('/messaging/discussions', { token, query: { memberIds: discussion.memberIds } });
    expect(list.body.find((d: { id: string }) => d.id === discussion.id).unreadMessagesCount).toBe(0);
  });

  it('lets a staff member join an ACTIVE discussion, which then shows in their mailbox', async () => {
    const token = await supportToken();
    const discussion = discussions().find(
      (d) => d.status === 'ACTIVE' && !d.memberIds.includes(supportId()),
    )!;
    const result = await call(`/messaging/discussions/${discussion.id}/join`, { token, method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.body.members.map((member: { id: string }) => member.id)).toContain(supportId());
    const mine = await call('/messaging/discussions/mine', { token, query: { size: '100' } });
    expect(mine.body.items.map((d: { id: string }) => d.id)).toContain(discussion.id);
  });

  it('refuses to join an archived discussion', async () => {
    const token = await supportToken();
    const result = await call(`/messaging/discussions/${archived().id}/join`, { token, method: 'POST' });
    expect(result.status).toBe(409);
  });

  it('closes an ACTIVE discussion: ARCHIVED with a DISCUSSION_CLOSED event, then read-only', async () => {
    const token = await supportToken();
    const discussion = activeWithUnread();
    const result = await call(`/messaging/discussions/${discussion.id}/close`, { token, method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('ARCHIVED');
    expect(result.body.messages.at(-1)).toMatchObject({ type: 'EVENT', content: 'DISCUSSION_CLOSED' });
    expect(
      (await call(`/messaging/discussions/${discussion.id}/close`, { token, method: 'POST' })).status,
    ).toBe(409);
    expect(
      (
        await call(`/messaging/discussions/${discussion.id}/messages`, {
          token,
          json: { content: 'Encore là ?' },
        })
      ).status,
    ).toBe(409);
  });

  it('starts a staff discussion with the given members and the signed-in staff member', async () => {
    const token = await supportToken();
    const customer = gateway.db().people.particularIds[3];
    const ca = gateway.db().people.emailIndex.get(staffEmail('ca'))!;
    const result = await call('/messaging/discussions', { token, json: { memberIds: [customer, ca] } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      type: 'LMSG',
      status: 'ACTIVE',
      unreadMessagesCount: 0,
      project: null,
    });
    expect(new Set(result.body.members.map((member: { id: string }) => member.id))).toEqual(
      new Set([customer, ca, supportId()]),
    );
    expect(result.body.messages).toEqual([
      expect.objectContaining({ type: 'EVENT', content: 'LMSG_DISCUSSION_STARTED' }),
    ]);
    expect(
      (await call('/messaging/discussions', { token, json: { memberIds: [customer, 'unknown'] } })).status,
    ).toBe(404);
  });

  it('finds the discussions having all the given members', async () => {
    const token = await supportToken();
    const discussion = discussions().find((d) => d.type === 'PROJECT')!;
    const result = await call('/messaging/discussions', {
      token,
      query: { memberIds: discussion.memberIds.slice(0, 2) },
    });
    expect(result.status).toBe(200);
    for (const found of result.body) {
      const ids = found.members.map((member: { id: string }) => member.id);
      expect(ids).toEqual(expect.arrayContaining(discussion.memberIds.slice(0, 2)));
    }
    expect(result.body.map((found: { id: string }) => found.id)).toContain(discussion.id);
  });

  it('pages the staff mailbox, most recent message first', async () => {
    const token = await supportToken();
    const mine = await call('/messaging/discussions/mine', { token, query: { size: '5' } });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(0);
    const dates = mine.body.items.map((d: { lastMessageDate: string }) => Date.parse(d.lastMessageDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters the staff mailbox on status and unread, and sorts the unread first', async () => {
    const token = await supportToken();
    const all = await call('/messaging/discussions/mine', { token, query: { size: '100' } });
    const byStatus = await call('/messaging/discussions/mine', {
      token,
      query: { size: '100', status: 'ACTIVE' },
    });
    expect(byStatus.body.total).toBeGreaterThan(0);
    expect(byStatus.body.total).toBeLessThan(all.body.total);
    for (const item of byStatus.body.items) expect(item.status).toBe('ACTIVE');
    const unread = await call('/messaging/discussions/mine', {
      token,
      query: { size: '100', unread: 'true' },
    });
    const read = await call('/messaging/discussions/mine', {
      token,
      query: { size: '100', unread: 'false' },
    });
    expect(unread.body.total).toBeGreaterThan(0);
    expect(unread.body.total + read.body.total).toBe(all.body.total);
    for (const item of unread.body.items) expect(item.unreadMessagesCount).toBeGreaterThan(0);
    for (const item of read.body.items) expect(item.unreadMessagesCount).toBe(0);

    const sorted = await call('/messaging/discussions/mine', {
      token,
      query: { size: '100', sort: 'unread,desc' },
    });
    const items: { unreadMessagesCount: number; lastMessageDate: string }[] = sorted.body.items;
    const firstRead = items.findIndex((item) => item.unreadMessagesCount === 0);
    expect(firstRead).toBe(unread.body.total);
    for (const group of [items.slice(0, firstRead), items.slice(firstRead)]) {
      const dates = group.map((item) => Date.parse(item.lastMessageDate));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    }
  });

  it('answers 403 to calls that need a user when the token is a client token', async () => {
    const client = await call<{ access_token: string }>('/oauth/token', {
      form: { grant_type: 'client_credentials', ...CLIENT, scope: 'any' },
    });
    const token = client.body.access_token;
    expect((await call('/messaging/discussions/mine', { token })).status).toBe(403);
    expect(
      (
        await call(`/messaging/discussions/${activeWithUnread().id}/messages`, {
          token,
          json: { content: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /__fake/discussions/:id/messages', () => {
  const showcase = () => gateway.db().projects.showcaseDiscussions;

  it('makes another member write: the message ends the thread, unread by the staff', async () => {
    const token = await supportToken();
    const id = showcase().everyMessage!;
    const before = gateway.db().projects.discussions.require(id).unreadMessagesCount;
    const result = await call(`/__fake/discussions/${id}/messages`, {
      json: { text: '<script>alert(1)</script> Vous êtes là ?' },
    });
    expect(result.status).toBe(201);
    expect(result.body.unreadMessagesCount).toBe(before + 1);
    const [message] = result.body.messages;
    expect(message).toMatchObject({ type: 'STANDARD', content: '<script>alert(1)</script> Vous êtes là ?' });
    expect(message.sender.type).not.toBe('LMSG');
    expect(message.readBy).toEqual([message.sender.id]);
    const thread = await call(`/messaging/discussions/${id}`, { token });
    expect(thread.body.messages.at(-1)).toEqual(message);
    expect(thread.body.lastMessageDate).toBe(message.sentAt);
  });

  it('writes as a named member, several messages at once', async () => {
    const id = showcase().staff!;
    const [staffId, customerId] = gateway.db().projects.discussions.require(id).memberIds;
    const result = await call(`/__fake/discussions/${id}/messages`, {
      json: { from: staffId, text: 'Relance', count: 3 },
    });
    expect(result.status).toBe(201);
    expect(result.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Relance (1/3)',
      'Relance (2/3)',
      'Relance (3/3)',
    ]);
    expect(result.body.messages[0].sender.id).toBe(staffId);
    const outsider = await call(`/__fake/discussions/${id}/messages`, {
      json: { from: `${customerId}-x`, text: 'Bonjour' },
    });
    expect(outsider.status).toBe(400);
  });

  it('refuses a discussion that is not ACTIVE, and an unknown one', async () => {
    const archived = await call(`/__fake/discussions/${showcase().archived}/messages`, {
      json: { text: 'Bonjour' },
    });
    expect(archived.status).toBe(409);
    expect((await call('/__fake/discussions/inconnue/messages', { json: { text: 'Bonjour' } })).status).toBe(
      404,
    );
  });

  it('names the showcase discussions', async () => {
    const result = await call('/__fake/showcase/discussions');
    expect(result.body).toEqual(showcase());
    const statusOf = (name: string) => gateway.db().projects.discussions.require(showcase()[name]!).status;
    expect(['everyMessage', 'staff', 'notJoined', 'archived', 'reader', 'evicted'].map(statusOf)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ARCHIVED',
      'READER',
      'EVICTED',
    ]);
    expect(gateway.db().projects.discussions.require(showcase().notJoined!).memberIds).not.toContain(
      supportId(),
    );
  });
});

describe("the support team's shared inbox", () => {
  const mailbox = async (token: string, query: Record<string, string> = {}) =>
    (await call('/messaging/discussions/mine', { token, query: { size: '100', ...query } })).body as {
      total: number;
      items: { id: string; unreadMessagesCount: number }[];
    };

  it("gives the second SUPPORT agent exactly support@'s discussions, with their unread messages", async () => {
    const agent = await tokenFor(staffEmail('support-2'));
    const support = await supportToken();
    const [ours, theirs] = [await mailbox(support), await mailbox(agent)];
    expect(theirs.items.map((d) => d.id)).toEqual(ours.items.map((d) => d.id));
    const unread = await mailbox(agent, { unread: 'true' });
    expect(unread.total).toBe(6);
    expect(unread.items.reduce((sum, d) => sum + d.unreadMessagesCount, 0)).toBe(12);
    const agentId = gateway.db().people.emailIndex.get(staffEmail('support-2'))!;
    const notShared = discussions().filter(
      (d) => d.memberIds.includes(agentId) !== d.memberIds.includes(supportId()),
    );
    expect(notShared).toEqual([]);
  });

  it('lets either agent answer, and the other sees the answer in the thread', async () => {
    const [support, agent] = [await supportToken(), await tokenFor(staffEmail('support-2'))];
    const discussion = (await mailbox(support, { unread: 'true', status: 'ACTIVE' })).items[0]!;
    const sent = await call(`/messaging/discussions/${discussion.id}/messages`, {
      token: agent,
      json: { content: 'Je prends votre demande.' },
    });
    expect(sent.status).toBe(201);
    const seen = await call(`/messaging/discussions/${discussion.id}`, { token: support });
    expect(seen.body.messages.at(-1)).toMatchObject({
      content: 'Je prends votre demande.',
      sender: { firstName: 'Julien', lastName: 'Fontaine' },
    });
  });
});
