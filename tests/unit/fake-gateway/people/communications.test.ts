/** GET /communications's filters and the communications the seed holds. */
import { describe, expect, it } from 'vitest';
import { communicationChannel, communicationStatus, isKnownNotificationType } from '@/lib/domain/enums';
import { communicationSchema, pageOf } from '@/lib/domain/schemas';
import { UNLABELLED_NOTIFICATION_TYPES, type CommunicationRecord } from '@/lib/fake-gateway/data/people';
import { call, staffEmail, startFakeGateway, tokenFor } from '../core/harness';

const { gateway } = startFakeGateway({ resetEachTest: false });
const support = () => tokenFor(staffEmail('support'));
const communications = () => gateway.db().people.communications.values();

async function list(query: Record<string, string | string[]>) {
  const result = await call('/communications', { token: await support(), query: { size: '100', ...query } });
  expect(result.status).toBe(200);
  return pageOf(communicationSchema).parse(result.body);
}

const where = (keep: (item: CommunicationRecord) => boolean) => communications().filter(keep);

describe('seeded communications', () => {
  it('cover both channels in every status', () => {
    const seen = new Set(communications().map((item) => `${item.channel}:${item.status}`));
    const missing = communicationChannel.values.flatMap((channel) =>
      communicationStatus.values
        .filter((status) => !seen.has(`${channel}:${status}`))
        .map((s) => `${channel}:${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('include, on each channel, a type the back-office has no label for', () => {
    for (const channel of communicationChannel.values) {
      const type = UNLABELLED_NOTIFICATION_TYPES[channel];
      expect(isKnownNotificationType(channel, type)).toBe(false);
      expect(where((item) => item.channel === channel && item.type === type).length).toBeGreaterThan(0);
    }
  });

  it('name the user they went to', async () => {
    const page = await list({ size: '5' });
    for (const item of page.items) {
      const record = gateway.db().people.communications.require(item.id);
      expect(item.userId).toBe(record.userId);
    }
  });
});

describe('GET /communications filters', () => {
  it('filters on the exact type', async () => {
    const page = await list({ type: 'QUOTE_SIGNED' });
    expect(page.total).toBe(where((item) => item.type === 'QUOTE_SIGNED').length);
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((item) => item.type))).toEqual(new Set(['QUOTE_SIGNED']));
  });

  it('filters on a part of the recipient, any case, spaces ignored', async () => {
    const sms = communications().find((item) => item.channel === 'SMS')!;
    const digits = sms.recipientTo.slice(0, 6);
    const spaced = `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
    const byPhone = await list({ recipient: spaced });
    expect(byPhone.total).toBe(where((item) => item.recipientTo.includes(digits)).length);

    const email = communications().find((item) => item.channel === 'EMAIL')!;
    const local = email.recipientTo.split('@')[0];
    const byEmail = await list({ recipient: local.toUpperCase() });
    expect(byEmail.total).toBe(
      where((item) => item.recipientTo.toLowerCase().includes(local.toLowerCase())).length,
    );
    expect(byEmail.items.map((item) => item.id)).toContain(email.id);
  });

  it('keeps the communications sent between two Paris days, both included', async () => {
    const [newest] = [...communications()].sort((a, b) => (a.sentAt < b.sentAt ? 1 : -1));
    const day = newest.sentAt.slice(0, 10);
    const page = await list({ sentFrom: day, sentTo: day });
    expect(page.total).toBe(where((item) => item.sentAt.startsWith(day)).length);
    expect(page.items.every((item) => item.sentAt.startsWith(day))).toBe(true);
    expect((await list({ sentFrom: '2019-01-01' })).total).toBe(
      where((item) => item.sentAt.slice(0, 10) >= '2019-01-01').length,
    );
    expect((await list({ sentFrom: day, sentTo: '2000-01-01' })).total).toBe(0);
  });

  it('combines the user, the channel, several statuses and the days', async () => {
    const user = communications()[0].userId;
    const statuses = ['SENT', 'OPENED', 'CLICKED'];
    const page = await list({ userId: user, channel: 'EMAIL', statuses, sentFrom: '2000-01-01' });
    expect(page.total).toBe(
      where((item) => item.userId === user && item.channel === 'EMAIL' && statuses.includes(item.status))
        .length,
    );
  });

  it('answers a second page of a filter from its cached result, and a new communication refreshes it', async () => {
    const first = await list({ channel: 'SMS', size: '10' });
    const second = await list({ channel: 'SMS', size: '10', page: '2' });
    expect(second.total).toBe(first.total);
    expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id));
    const user = gateway
      .db()
      .people.users.values()
      .find((candidate) => candidate.phone)!;
    gateway.db().people.communications.insert({
      id: 'communication-test',
      userId: user.id,
      channel: 'SMS',
      type: 'NEW_PROJECTS',
      recipientTo: user.phone!,
      status: 'SENT',
      statusDate: '2020-03-03T10:00:00.000+01:00',
      sentAt: '2020-03-03T10:00:00.000+01:00',
    });
    expect((await list({ channel: 'SMS', size: '10' })).total).toBe(first.total + 1);
    gateway.reset();
  });
});
