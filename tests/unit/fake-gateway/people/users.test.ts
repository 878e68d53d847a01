import { describe, expect, it } from 'vitest';
import {
  credentialsSchema,
  pageOf,
  userListItemSchema,
  userSchema,
  userStateSchema,
} from '@/lib/domain/schemas';
import { activeProjectCountOf } from '@/lib/fake-gateway/data/projects';
import type { UserRecord } from '@/lib/fake-gateway/data/people';
import { call, staffEmail, tokenFor, startFakeGateway } from '../core/harness';

const { gateway } = startFakeGateway();
const support = () => tokenFor(staffEmail('support'));
const users = () => gateway.db().people.users.values();
const find = (predicate: (user: UserRecord) => boolean) => {
  const user = users().find(predicate);
  if (!user) throw new Error('no seeded user fits');
  return user;
};

describe('GET /users', () => {
  it('pages with the envelope, newest first by default', async () => {
    const token = await support();
    const result = await call('/users', { token, query: { page: '2', size: '10' } });
    const page = pageOf(userListItemSchema).parse(result.body);
    expect(page).toMatchObject({ page: 2, size: 10, total: gateway.db().people.users.size });
    expect(page.items).toHaveLength(10);
    const first = pageOf(userListItemSchema).parse(
      (await call('/users', { token, query: { size: '100' } })).body,
    );
    const dates = first.items.map((user) => Date.parse(user.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters by type, status and text (name, e-mail, RID, company, accents ignored)', async () => {
    const token = await support();
    const pros = pageOf(userListItemSchema).parse(
      (await call('/users', { token, query: { type: 'PROFESSIONAL', status: 'INACTIVE', size: '100' } }))
        .body,
    );
    expect(pros.total).toBeGreaterThan(0);
    expect(
      pros.items.every((user) => user.type === 'PROFESSIONAL' && user.userAccountStatus === 'INACTIVE'),
    ).toBe(true);

    const pro = find((user) => user.type === 'PROFESSIONAL');
    const company = gateway.db().people.companies.get(pro.companyId!)!;
    for (const q of [pro.rid, pro.email.toUpperCase(), company.siret]) {
      const found = (await call('/users', { token, query: { q } })).body;
      expect(found.items.map((user: { id: string }) => user.id)).toContain(pro.id);
    }
    const accented = find((user) => /[éèëïô]/.test(user.lastName));
    const plain = accented.lastName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const byPlain = (await call('/users', { token, query: { q: plain, size: '100' } })).body;
    expect(byPlain.items.some((user: { lastName: string }) => user.lastName === accented.lastName)).toBe(
      true,
    );
  });

  it('shows a change in the next filtered list (no stale cached filter)', async () => {
    const token = await support();
    const query = { type: 'PARTICULAR', status: 'INACTIVE', size: '100' };
    const before = (await call('/users', { token, query })).body.total;
    const user = find((candidate) => candidate.type === 'PARTICULAR' && candidate.status === 'ACTIVE');
    await call(`/users/${user.id}/deactivate`, { token, json: { reason: 'OTHER' } });
    const after = (await call('/users', { token, query })).body;
    expect(after.total).toBe(before + 1);
    expect(after.items.map((item: { id: string }) => item.id)).toContain(user.id);
  });

  it('sorts by the fields of USER_SORT_FIELDS and drops a malformed parameter', async () => {
    const token = await support();
    const sorted = (await call('/users', { token, query: { sort: 'email,asc', size: '50' } })).body.items.map(
      (user: { email: string }) => user.email,
    );
    expect(sorted).toEqual(
      [...sorted].sort((a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
    const lenient = await call('/users', {
      token,
      query: { sort: 'password,asc', size: '5000', page: '-1', status: 'NOPE' },
    });
    expect(lenient.status).toBe(200);
    expect(lenient.body).toMatchObject({ page: 1, size: 20, total: gateway.db().people.users.size });
  });
});

describe('GET /users/:id and /users/:id/status', () => {
  it('answers the full user of each type', async () => {
    const token = await support();
    for (const type of ['PARTICULAR', 'PROFESSIONAL', 'LMSG'] as const) {
      const user = find((candidate) => candidate.type === type);
      const result = await call(`/users/${user.id}`, { token });
      expect(userSchema.parse(result.body)).toMatchObject({ id: user.id, type });
    }
  });

  it('shows a particular pp-account in the full form only, with an associated account', async () => {
    const token = await support();
    const { people } = gateway.db();
    const particular = find(
      (user) =>
        user.type === 'PARTICULAR' &&
        !!user.ppAccountId &&
        !!people.ppAccounts.get(user.ppAccountId)?.associatedAccountId,
    );
    const full = userSchema.parse((await call(`/users/${particular.id}`, { token })).body);
    expect(full.type === 'PARTICULAR' && full.ppAccount?.associatedAccount?.company.rid).toMatch(/^S/);
    const rows = (await call('/users', { token, query: { q: particular.rid } })).body.items;
    expect(rows[0].ppAccount).toBeUndefined();
  });

  it('answers the account states of a professional', async () => {
    const token = await support();
    const pro = find((user) => user.type === 'PROFESSIONAL');
    const state = userStateSchema.parse((await call(`/users/${pro.id}/status`, { token })).body);
    expect(state.userAccountState.type).toBe('PROFESSIONAL');
    expect(state.ppAccountState?.registration.requirements.map((requirement) => requirement.code)).toContain(
      'INSURANCE',
    );
    expect(state.saAccountState).toBeTruthy();
    const staff = find((user) => user.type === 'LMSG');
    const staffState = userStateSchema.parse((await call(`/users/${staff.id}/status`, { token })).body);
    expect(staffState.ppAccountState ?? null).toBeNull();
  });
});

describe('deactivation', () => {
  it.each(['NEW', 'PENDING_ACTIVATION', 'ACTIVE'] as const)(
    'deactivates a %s user and terminates the accounts',
    async (status) => {
      const token = await support();
      const user = find((candidate) => candidate.type === 'PROFESSIONAL' && candidate.status === status);
      const result = await call(`/users/${user.id}/deactivate`, {
        token,
        json: { reason: 'BUSINESS_ENDING', comment: 'Fin' },
      });
      expect(result.status).toBe(200);
      const view = userSchema.parse(result.body);
      expect(view.userAccountStatus).toBe('INACTIVE');
      expect(view.type === 'PROFESSIONAL' && view.ppAccount).toMatchObject({
        status: 'TERMINATED',
        statusReasons: ['BUSINESS_ENDING'],
      });
      expect((await call(`/users/${user.id}/status`, { token })).body.saAccountState.status).toBe(
        'TERMINATED',
      );
    },
  );

  it('suspends rather than terminates for a temporary reason', async () => {
    const token = await support();
    const user = find((candidate) => candidate.type === 'PROFESSIONAL' && candidate.status === 'ACTIVE');
    const view = (await call(`/users/${user.id}/deactivate`, { token, json: { reason: 'VACATIONS' } })).body;
    expect(view.ppAccount.status).toBe('SUSPENDED');
  });

  it.each(['INACTIVE', 'CLOSED'] as const)(
    'refuses to deactivate a %s user with 409 INVALID_STATE',
    async (status) => {
      const token = await support();
      const user = find((candidate) => candidate.status === status);
      const result = await call(`/users/${user.id}/deactivate`, { token, json: { reason: 'OTHER' } });
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: 'INVALID_STATE', processId: expect.any(String) });
    },
  );

  it('ends the sessions of a deactivated staff member', async () => {
    const token = await tokenFor(staffEmail('bd'));
    const bd = gateway.db().people.emailIndex.get('bd@groupe.example')!;
    await call(`/users/${bd}/deactivate`, { token: await support(), json: { reason: 'OTHER' } });
    expect((await call('/credentials/mine', { token })).status).toBe(401);
  });

  it('refuses an unknown reason with 400', async () => {
    const token = await support();
    const user = find((candidate) => candidate.status === 'ACTIVE' && candidate.type === 'PARTICULAR');
    expect((await call(`/users/${user.id}/deactivate`, { token, json: { reason: 'BORED' } })).status).toBe(
      400,
    );
  });
});

describe('reactivation', () => {
  it('reactivates an INACTIVE user and reopens a suspension', async () => {
    const token = await support();
    const { people } = gateway.db();
    const user = find(
      (candidate) =>
        candidate.type === 'PROFESSIONAL' &&
        candidate.status === 'INACTIVE' &&
        people.ppAccounts.get(candidate.ppAccountId!)?.status === 'SUSPENDED',
    );
    const view = (await call(`/users/${user.id}/reactivate`, { method: 'POST', token })).body;
    expect(view).toMatchObject({
      userAccountStatus: 'ACTIVE',
      ppAccount: { status: 'REGISTERED', statusReasons: [] },
    });
  });

  it.each(['ACTIVE', 'CLOSED', 'NEW'] as const)('refuses to reactivate a %s user', async (status) => {
    const token = await support();
    const user = find((candidate) => candidate.status === status);
    const result = await call(`/users/${user.id}/reactivate`, { method: 'POST', token });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('INVALID_STATE');
  });
});

describe('anonymisation', () => {
  it('anonymises an INACTIVE professional whose accounts are terminated', async () => {
    const token = await support();
    const { people } = gateway.db();
    const user = find(
      (candidate) =>
        candidate.type === 'PROFESSIONAL' &&
        candidate.status === 'INACTIVE' &&
        people.ppAccounts.get(candidate.ppAccountId!)?.status === 'TERMINATED' &&
        candidate.saAccountStatus === 'TERMINATED',
    );
    const previousEmail = user.email;
    const result = await call(`/users/${user.id}/anonymize`, { method: 'POST', token });
    expect(result.status).toBe(200);
    const view = userSchema.parse(result.body);
    expect(view).toMatchObject({
      firstName: 'Anonyme',
      lastName: 'Anonyme',
      phone: null,
      userAccountStatus: 'CLOSED',
    });
    expect(view.email).not.toBe(previousEmail);
    expect((await call('/users', { token, query: { q: previousEmail } })).body.total).toBe(0);
  });

  it('refuses while an account is only suspended, or the user is not INACTIVE', async () => {
    const token = await support();
    const { people } = gateway.db();
    const suspended = find(
      (candidate) =>
        candidate.type === 'PROFESSIONAL' &&
        candidate.status === 'INACTIVE' &&
        people.ppAccounts.get(candidate.ppAccountId!)?.status === 'SUSPENDED',
    );
    const active = find((candidate) => candidate.status === 'ACTIVE' && candidate.type === 'PARTICULAR');
    for (const user of [suspended, active]) {
      const result = await call(`/users/${user.id}/anonymize`, { method: 'POST', token });
      expect(result.status).toBe(409);
      expect(result.body.code).toBe('INVALID_STATE');
    }
  });

  it('refuses with USER_WITH_PROJECTS for a particular with a project in progress, allows it without', async () => {
    const token = await support();
    const db = gateway.db();
    const withProjects = find(
      (user) =>
        user.type === 'PARTICULAR' &&
        user.status === 'ACTIVE' &&
        !user.ppAccountId &&
        activeProjectCountOf(db, user.id) > 0,
    );
    await call(`/users/${withProjects.id}/deactivate`, { token, json: { reason: 'OTHER' } });
    const refused = await call(`/users/${withProjects.id}/anonymize`, { method: 'POST', token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('USER_WITH_PROJECTS');

    const without = find(
      (user) =>
        user.type === 'PARTICULAR' &&
        user.status === 'ACTIVE' &&
        !user.ppAccountId &&
        activeProjectCountOf(db, user.id) === 0,
    );
    await call(`/users/${without.id}/deactivate`, { token, json: { reason: 'OTHER' } });
    expect((await call(`/users/${without.id}/anonymize`, { method: 'POST', token })).status).toBe(200);
  });
});

describe('POST /users/type/lmsg', () => {
  const body = {
    firstName: 'Lina',
    lastName: 'Morel',
    email: 'lina.morel@groupe.example',
    phone: '06 12 34 56 78',
    sgid: 'A1234567',
  };

  it('creates a NEW staff user without roles, with a creation token sent by e-mail', async () => {
    const token = await support();
    const result = await call('/users/type/lmsg', { token, json: body });
    expect(result.status).toBe(201);
    const created = credentialsSchema.parse(result.body);
    expect(created).toMatchObject({ type: 'LMSG', userAccountStatus: 'NEW', roles: [], phone: '0612345678' });
    expect((await call(`/credentials/${created.id}`, { token })).status).toBe(200);
    const tokens = (await call('/__fake/password-tokens', { query: { email: body.email } })).body;
    expect(tokens).toEqual([expect.objectContaining({ purpose: 'CREATION', expired: false })]);
  });

  it('refuses an e-mail in use with USERNAME_ALREADY_IN_USE', async () => {
    const token = await support();
    const result = await call('/users/type/lmsg', { token, json: { ...body, email: 'CA@groupe.example' } });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('USERNAME_ALREADY_IN_USE');
  });

  it('accepts the ext. sub-domain and refuses another domain or a bad SGID with 400', async () => {
    const token = await support();
    expect(
      (await call('/users/type/lmsg', { token, json: { ...body, email: 'presta@ext.groupe.example' } }))
        .status,
    ).toBe(201);
    expect(
      (await call('/users/type/lmsg', { token, json: { ...body, email: 'lina@ailleurs.example' } })).status,
    ).toBe(400);
    expect((await call('/users/type/lmsg', { token, json: { ...body, sgid: '1234' } })).status).toBe(400);
  });

  it('is refused to a role other than SUPPORT with 403 FORBIDDEN', async () => {
    const result = await call('/users/type/lmsg', {
      token: await tokenFor(staffEmail('manager_ca')),
      json: body,
    });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('FORBIDDEN');
  });
});

describe('PATCH /users/me', () => {
  it('changes the phone of the signed-in user, and refuses a number that is not a French mobile', async () => {
    const token = await tokenFor(staffEmail('cco'));
    const result = await call('/users/me', { method: 'PATCH', token, json: { phone: '+33 7 11 22 33 44' } });
    expect(result.status).toBe(200);
    expect(userSchema.parse(result.body).phone).toBe('+33711223344');
    expect((await call('/users/me', { method: 'PATCH', token, json: { phone: '0142424242' } })).status).toBe(
      400,
    );
  });
});
