import { describe, expect, it } from 'vitest';
import { insuredTypesResponse } from '@/lib/domain/requests';
import {
  bankDetailsSchema,
  communicationSchema,
  departmentSchema,
  jobSchema,
  pageOf,
  paymentAccountSchema,
  profileSegmentStatisticsSchema,
  userSchema,
  userWorksSchema,
  workTypeSchema,
} from '@/lib/domain/schemas';
import { call, staffEmail, tokenFor, startFakeGateway } from '../core/harness';

const { gateway } = startFakeGateway();
const support = () => tokenFor(staffEmail('support'));
const people = () => gateway.db().people;

describe('payment', () => {
  it('answers the payment account of a user, and 404 for a user without one', async () => {
    const token = await support();
    const withAccount = people().professionalIds.find((id) => people().paymentAccounts.has(id))!;
    const account = paymentAccountSchema.parse(
      (await call('/payment/payment-account', { token, query: { userId: withAccount } })).body,
    );
    expect(account.id).toBeTruthy();
    const without = people().professionalIds.find((id) => !people().paymentAccounts.has(id))!;
    expect((await call('/payment/payment-account', { token, query: { userId: without } })).status).toBe(404);
    expect((await call('/payment/payment-account', { token })).status).toBe(400);
  });

  it('answers the provider link as text', async () => {
    const token = await support();
    const account = people()
      .professionalIds.map((id) => people().paymentAccounts.get(id))
      .find((candidate) => candidate?.pspAccount.id)!;
    const link = await call(`/payment-accounts/${account.id}/${account.pspAccount.provider}/link`, { token });
    expect(link.status).toBe(200);
    expect(link.headers.get('content-type')).toContain('text/plain');
    expect(link.text).toMatch(new RegExp(`^https://.+/${account.pspAccount.id}$`));
    expect((await call(`/payment-accounts/${account.id}/psp/link`, { token })).text).toBe(link.text);
    expect((await call(`/payment-accounts/unknown/MANGOPAY/link`, { token })).status).toBe(404);
  });

  it('answers a valid virtual IBAN for a project paid through a provider, 404 otherwise', async () => {
    const token = await support();
    const projects = gateway.db().projects.projects.values();
    const paid = projects.find((project) => project.paymentProvider !== 'NONE');
    if (paid) {
      const details = bankDetailsSchema.parse(
        (await call(`/payment/project/${paid.id}/viban`, { token })).body,
      );
      expect(details.iban).toMatch(/^FR\d{25}$/);
      const numeric = (details.iban.slice(4) + '1527' + details.iban.slice(2, 4)).split('');
      expect(numeric.reduce((remainder, digit) => (remainder * 10 + Number(digit)) % 97, 0)).toBe(1);
    }
    const unpaid = projects.find((project) => project.paymentProvider === 'NONE');
    if (unpaid) expect((await call(`/payment/project/${unpaid.id}/viban`, { token })).status).toBe(404);
    expect(paid ?? unpaid).toBeDefined();
    expect((await call('/payment/project/unknown/viban', { token })).status).toBe(404);
  });
});

describe('account association', () => {
  const registeredPro = () =>
    people()
      .professionalIds.map((id) => people().users.require(id))
      .filter((user) => people().ppAccounts.require(user.ppAccountId!).status === 'REGISTERED');

  it('associates a pp-account with a professional account, then dissociates it', async () => {
    const token = await support();
    const [source, target] = registeredPro().filter(
      (user) => !people().ppAccounts.require(user.ppAccountId!).associatedAccountId,
    );
    const targetAccount = people().ppAccounts.require(target.ppAccountId!);
    const associated = await call(`/pp-accounts/${source.ppAccountId}/associate`, {
      token,
      json: { accountId: targetAccount.id },
    });
    expect(associated.status).toBe(200);
    const view = userSchema.parse(associated.body);
    expect(view.type === 'PROFESSIONAL' && view.ppAccount.associatedAccount).toMatchObject({
      id: targetAccount.id,
      rid: target.rid,
    });

    const twice = await call(`/pp-accounts/${source.ppAccountId}/associate`, {
      token,
      json: { accountId: targetAccount.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ACCOUNT_ASSOCIATION_CONFLICT');

    const dissociated = await call(`/pp-accounts/${source.ppAccountId}/dissociate`, {
      method: 'POST',
      token,
    });
    expect(dissociated.status).toBe(200);
    expect(dissociated.body.ppAccount.associatedAccount).toBeUndefined();
    expect(
      (await call(`/pp-accounts/${source.ppAccountId}/dissociate`, { method: 'POST', token })).body.code,
    ).toBe('INVALID_STATE');
  });

  it('refuses to associate an account with itself or with a particular', async () => {
    const token = await support();
    const [pro] = registeredPro();
    const self = await call(`/pp-accounts/${pro.ppAccountId}/associate`, {
      token,
      json: { accountId: pro.ppAccountId },
    });
    expect(self.body.code).toBe('ACCOUNT_ASSOCIATION_CONFLICT');
    const particular = people()
      .particularIds.map((id) => people().users.require(id))
      .find((user) => user.ppAccountId)!;
    const toParticular = await call(`/pp-accounts/${pro.ppAccountId}/associate`, {
      token,
      json: { accountId: particular.ppAccountId },
    });
    expect(toParticular.status).toBe(409);
    expect(toParticular.body.code).toBe('ACCOUNT_ASSOCIATION_CONFLICT');
  });
});

describe('profiles', () => {
  it('answers the segment statistics of a professional, 404 for one without history', async () => {
    const token = await support();
    const withProfile = people().professionalIds.find((id) => people().profiles.has(id))!;
    profileSegmentStatisticsSchema.parse((await call(`/profiles/${withProfile}`, { token })).body);
    const without = people().professionalIds.find((id) => !people().profiles.has(id))!;
    expect((await call(`/profiles/${without}`, { token })).status).toBe(404);
  });
});

describe('works', () => {
  it('answers the catalogue', async () => {
    const token = await support();
    expect(jobSchema.array().parse((await call('/works/jobs', { token })).body).length).toBeGreaterThan(5);
    expect(departmentSchema.array().parse((await call('/works/departments', { token })).body)).toContainEqual(
      { code: '2A', name: 'Corse-du-Sud' },
    );
    const types = workTypeSchema.array().parse((await call('/works/types', { token })).body);
    expect(types.every((type) => type.children.length > 0)).toBe(true);
    expect(types.flatMap((type) => type.children).some((child) => !child.insured)).toBe(true);
  });

  it("answers, then replaces parts of, a professional's works", async () => {
    const token = await support();
    const pro = people().professionalIds[0];
    const works = userWorksSchema.parse((await call(`/works/${pro}`, { token })).body);
    expect(works.departments.length).toBeGreaterThan(0);
    const insured = insuredTypesResponse.parse((await call(`/works/types/${pro}/insured`, { token })).body);
    expect(insured).toEqual(works.qualifiedTypes);

    const patched = await call(`/works/${pro}`, {
      method: 'PATCH',
      token,
      json: {
        departments: ['75', '92'],
        types: [
          { id: 'type-cha-pac', insured: true },
          { id: 'type-pei-int', insured: false },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(userWorksSchema.parse(patched.body)).toEqual({
      departments: ['75', '92'],
      jobs: works.jobs,
      types: ['type-cha-pac', 'type-pei-int'],
      qualifiedTypes: ['type-cha-pac'],
    });
    expect((await call(`/works/types/${pro}/insured`, { token })).body).toEqual(['type-cha-pac']);
  });

  it('refuses unknown values, an empty update and a user who is not a professional', async () => {
    const token = await support();
    const pro = people().professionalIds[0];
    expect(
      (await call(`/works/${pro}`, { method: 'PATCH', token, json: { departments: ['99'] } })).status,
    ).toBe(400);
    expect((await call(`/works/${pro}`, { method: 'PATCH', token, json: {} })).status).toBe(400);
    expect((await call(`/works/${people().particularIds[0]}`, { token })).status).toBe(404);
  });
});

describe('GET /communications', () => {
  it('pages the communications, newest first, filtered by user, channel and statuses', async () => {
    const token = await support();
    const all = pageOf(communicationSchema).parse(
      (await call('/communications', { token, query: { size: '100' } })).body,
    );
    expect(all.total).toBe(people().communications.size);
    const sent = all.items.map((item) => item.sentAt);
    expect(sent).toEqual([...sent].sort().reverse());

    const filtered = pageOf(communicationSchema).parse(
      (
        await call('/communications', {
          token,
          query: { channel: 'EMAIL', statuses: ['OPENED', 'CLICKED'], size: '100' },
        })
      ).body,
    );
    expect(filtered.total).toBeGreaterThan(0);
    expect(
      filtered.items.every((item) => item.channel === 'EMAIL' && ['OPENED', 'CLICKED'].includes(item.status)),
    ).toBe(true);

    const user = people().communications.values()[0].userId;
    const mine = (await call('/communications', { token, query: { userId: user } })).body;
    expect(mine.total).toBe(
      people()
        .communications.values()
        .filter((item) => item.userId === user).length,
    );
  });
});

describe('POST /tooling/domain-events/sync', () => {
  it('accepts known users and projects, 404 for an unknown id, 400 for an empty list', async () => {
    const token = await support();
    const project = gateway.db().projects.projects.values()[0];
    const ok = await call('/tooling/domain-events/sync', {
      token,
      json: [
        { type: 'USER', mode: 'ID', id: people().particularIds[0] },
        { type: 'PROJECT', mode: 'ID', id: project.id },
      ],
    });
    expect(ok.status).toBe(204);
    expect(
      (await call('/tooling/domain-events/sync', { token, json: [{ type: 'USER', mode: 'ID', id: 'nope' }] }))
        .status,
    ).toBe(404);
    expect((await call('/tooling/domain-events/sync', { token, json: [] })).status).toBe(400);
  });

  it('records what it received in the call log, refused or not, and fails on demand', async () => {
    const token = await support();
    await call('/__fake/calls', { method: 'DELETE' });
    const known = [{ type: 'USER', mode: 'ID', id: people().particularIds[0] }];
    const unknown = [{ type: 'QUOTE', mode: 'ID', id: 'inconnu' }];
    expect((await call('/tooling/domain-events/sync', { token, json: known })).status).toBe(204);
    expect((await call('/tooling/domain-events/sync', { token, json: unknown })).status).toBe(404);
    await call('/__fake/failures', {
      json: { method: 'POST', path: '/tooling/domain-events/sync', status: 503 },
    });
    expect((await call('/tooling/domain-events/sync', { token, json: known })).status).toBe(503);
    const calls = (await call('/__fake/calls', { query: { path: '/tooling' } })).body;
    expect(calls).toMatchObject([
      { method: 'POST', path: '/tooling/domain-events/sync', status: 204, body: known },
      { status: 404, body: unknown },
      // An injected failure answers before the handler reads anything.
      { status: 503 },
    ]);
    expect(calls[2]).not.toHaveProperty('body');
  });

  it('accepts a record of every other synchronised type, and 404 for an id of another type', async () => {
    const token = await support();
    const data = gateway.db().projects;
    const first = (table: { values(): readonly { id: string }[] }) => table.values()[0]!.id;
    const entities = [
      { type: 'MATCH', id: first(data.matches) },
      { type: 'RELATIONSHIP', id: first(data.relationships) },
      { type: 'DISCUSSION', id: first(data.discussions) },
      { type: 'QUOTE', id: first(data.quotes) },
      { type: 'PROFESSIONAL_INVOICE', id: first(data.professionalInvoices) },
      { type: 'PROVIDER_INVOICE', id: first(data.providerInvoices) },
      { type: 'WORKS_ACCEPTANCE', id: first(data.worksAcceptances) },
      { type: 'FEEDBACK', id: first(data.feedbacks) },
      { type: 'ISSUE', id: first(data.issues) },
    ].map((entity) => ({ ...entity, mode: 'ID' }));
    expect((await call('/tooling/domain-events/sync', { token, json: entities })).status).toBe(204);
    const quoteAsInvoice = [{ type: 'PROVIDER_INVOICE', mode: 'ID', id: first(data.quotes) }];
    expect((await call('/tooling/domain-events/sync', { token, json: quoteAsInvoice })).status).toBe(404);
  });
});
