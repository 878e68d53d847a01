/**
 * /users and /credentials/lmsg both search the users table, over different fields: the phone is
 * searched by /users only, the SGID by /credentials/lmsg only. Each must find its own fields
 * whichever list was searched first (the text is cached per record).
 */
import { describe, expect, it } from 'vitest';
import { call, staffEmail, startFakeGateway, tokenFor } from '../core/harness';

const { gateway } = startFakeGateway();

function supportMember() {
  const people = gateway.db().people;
  const user = people.users.require(people.emailIndex.get(staffEmail('support'))!);
  if (!user.phone || !user.sgid) throw new Error('the support account should have a phone and an SGID');
  return { id: user.id, phone: user.phone, sgid: user.sgid };
}

async function idsFound(list: '/users' | '/credentials/lmsg', q: string, token: string): Promise<string[]> {
  const result = await call(list, { token, query: { q, size: '100' } });
  expect(result.status).toBe(200);
  return result.body.items.map((item: { id: string }) => item.id);
}

describe('text search of the users table by two lists', () => {
  it('finds a staff member by SGID in /credentials/lmsg after /users was searched', async () => {
    const token = await tokenFor(staffEmail('support'));
    const member = supportMember();

    expect(await idsFound('/users', member.phone, token)).toContain(member.id);
    expect(await idsFound('/credentials/lmsg', member.sgid, token)).toContain(member.id);
  });

  it('finds a staff member by phone in /users after /credentials/lmsg was searched', async () => {
    const token = await tokenFor(staffEmail('support'));
    const member = supportMember();

    expect(await idsFound('/credentials/lmsg', member.sgid, token)).toContain(member.id);
    expect(await idsFound('/users', member.phone, token)).toContain(member.id);
  });

  it('keeps each list to its own fields', async () => {
    const token = await tokenFor(staffEmail('support'));
    const member = supportMember();

    expect(await idsFound('/users', member.sgid, token)).not.toContain(member.id);
    expect(await idsFound('/credentials/lmsg', member.phone, token)).not.toContain(member.id);
  });
});

describe('a phone number typed as staff hear it, in the list filters', () => {
  const spellings = (phone: string) => [
    `${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)}`,
    `${phone.slice(0, 2)}.${phone.slice(2, 4)}.${phone.slice(4, 6)}.${phone.slice(6, 8)}`,
    `+33 ${phone.slice(1, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`,
    `0033${phone.slice(1)}`,
  ];

  it('finds the client in /users, their projects in /projects and the SMS sent to them', async () => {
    const token = await tokenFor(staffEmail('support'));
    const { people, projects } = gateway.db();
    const sms = people.communications.values().find((item) => item.channel === 'SMS')!;
    const owner = people.users.require(
      [...projects.projectsByOwner.keys()].find((id) => people.users.get(id)?.phone)!,
    );
    const ownerPhone = owner.phone!;
    const projectIds = async (q: string) => {
      const result = await call('/projects', { token, query: { q, size: '100' } });
      return result.body.items.map((item: { id: string }) => item.id);
    };
    const smsIds = async (query: Record<string, string>) => {
      const result = await call('/communications', { token, query: { ...query, size: '100' } });
      return result.body.items.map((item: { id: string }) => item.id);
    };

    for (const typed of spellings(ownerPhone)) {
      expect(await idsFound('/users', typed, token), typed).toContain(owner.id);
      expect(await projectIds(typed), typed).toContain(projects.projectsByOwner.get(owner.id)![0]);
    }
    for (const typed of spellings(sms.recipientTo)) {
      expect(await smsIds({ recipient: typed }), typed).toContain(sms.id);
      expect(await smsIds({ q: typed }), typed).toContain(sms.id);
    }
  });
});
