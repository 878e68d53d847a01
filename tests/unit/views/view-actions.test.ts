import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { businessErrorMessage } from '@/lib/domain/errors';
import { canAccessRoute } from '@/lib/access';
import { ROLES, type Role } from '@/lib/domain/roles';
import { VIEW_LIST_SPECS } from '@/lib/views/lists';
import { VIEW_LISTS, VIEWS_PER_OWNER_MAX } from '@/lib/views/types';
import { VIEW_MESSAGES as M } from '@/lib/views/messages';
import { findView, insertView } from '@/lib/views/store';
import { journalWrites } from '../support/journal-stub';

/*
 * The saved views' server actions replayed as the browser could send them: another staff member's
 * private view, a list the role cannot open, forged ids and roles are refused; what is kept is the
 * list's URL state read by the list's own parsing.
 */

const mocks = vi.hoisted(() => ({
  db: null as unknown as SqlClient,
  me: { id: 'camille', roles: ['CA'] as string[] },
  signedIn: true,
}));

vi.mock('@/lib/db/database', () => ({ database: async () => mocks.db }));
vi.mock('@/lib/auth/request-context', async (original) => ({
  ...(await original<typeof import('@/lib/auth/request-context')>()),
  currentRequest: async () => ({ requestId: 'req-1', route: '/factures' }),
  currentPath: async () => '/factures',
}));
vi.mock('@/lib/env', () => ({ env: () => ({ FAKE_GATEWAY: false }) }));
vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  const { canAccessRoute } = await import('@/lib/access');
  return {
    ...actual,
    requireActionAccess: async (route: Parameters<typeof canAccessRoute>[1]) => {
      if (!mocks.signedIn) throw new actual.SessionEndedError();
      const roles = mocks.me.roles as Role[];
      if (!canAccessRoute(roles, route)) throw new actual.ForbiddenActionError();
      return {
        user: { id: mocks.me.id, firstName: 'Camille', lastName: 'Agent', email: 'c@x.fr', roles },
        token: { tokenType: 'Bearer', accessToken: 'x' },
      } as Awaited<ReturnType<typeof actual.requireActionAccess>>;
    },
  };
});

const actions = await import('@/components/views/view-actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };
const as = (id: string, ...roles: Role[]) => {
  mocks.me = { id, roles };
};

// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  mocks.db = await openMemoryDatabase();
}, 120_000);
afterAll(() => mocks.db.close());
beforeEach(async () => {
  await mocks.db.query('delete from saved_views');
  mocks.signedIn = true;
  as('camille', 'CA');
});

const OWNED_BY = (ownerId: string) => ({
  list: 'projects' as const,
  query: '',
  ownerId,
  ownerName: ownerId,
  sharedRoles: [],
  queue: false,
});

const stored = async () =>
  (await mocks.db.query<{ name: string }>('select name from saved_views order by name')).map(
    (row) => row.name,
  );

describe('saving a view', () => {
  it("keeps the list's filters, sort and size under the name, owned by who saved it, and journals it", async () => {
    const result = await actions.saveViewAction({
      list: 'invoices',
      query: 'status=PENDING&page=4&size=50&sort=amount,desc&q=ignored&bogus=1',
      name: '  Mes factures  ',
      sharedRoles: ['FINANCE', 'FINANCE'],
    });
    expect(result).toMatchObject({ ok: true, message: M.saved('Mes factures') });
    const view = await findView(mocks.db, (result as { data: { id: string } }).data.id);
    expect(view).toMatchObject({
      list: 'invoices',
      name: 'Mes factures',
      query: 'size=50&sort=amount%2Cdesc&status=PENDING',
      ownerId: 'camille',
      ownerName: 'Camille Agent',
      sharedRoles: ['FINANCE'],
      queue: false,
    });
    expect(journalWrites.at(-1)).toMatchObject({ action: 'saveView', outcome: 'SUCCESS' });
    expect(journalWrites.at(-1)?.details).toContain('Mes factures');
  });

  it('is refused on a list the role may not open, and with nobody signed in', async () => {
    as('dominique', 'FINANCE');
    expect(await actions.saveViewAction({ list: 'credentials', name: 'Comptes', query: '' })).toEqual(
      FORBIDDEN,
    );
    expect(await actions.saveViewAction({ list: 'mailbox', name: 'Non lues', query: 'unread=true' })).toEqual(
      FORBIDDEN,
    );
    mocks.signedIn = false;
    expect(await actions.saveViewAction({ list: 'invoices', name: 'Factures', query: '' })).toMatchObject({
      ok: false,
      sessionExpired: true,
    });
    expect(await stored()).toEqual([]);
  });

  it.each(ROLES.flatMap((role) => VIEW_LISTS.map((list) => [role, list] as const)))(
    'by %s on the %s list runs only when the role opens the list',
    async (role, list) => {
      as(`staff-${role}`, role);
      const result = await actions.saveViewAction({ list, name: `${role} ${list}` });
      if (canAccessRoute([role], VIEW_LIST_SPECS[list].route)) expect(result).toMatchObject({ ok: true });
      else expect(result).toEqual(FORBIDDEN);
    },
  );

  it('refuses a list that is none, a missing or long name, roles that cannot open the list', async () => {
    as('alex', 'SUPPORT');
    expect(await actions.saveViewAction({ list: 'journal', name: 'Journal' })).toMatchObject({ ok: false });
    expect(await actions.saveViewAction({ list: 'invoices', name: '  ' })).toMatchObject({
      fieldErrors: { name: M.nameRequired },
    });
    expect(await actions.saveViewAction({ list: 'invoices', name: 'x'.repeat(81) })).toMatchObject({
      fieldErrors: { name: M.nameTooLong },
    });
    expect(
      await actions.saveViewAction({ list: 'credentials', name: 'Comptes', sharedRoles: ['FINANCE', 'CA'] }),
    ).toMatchObject({ fieldErrors: { sharedRoles: M.roleCannotOpen('FINANCE, CA') } });
    expect(
      await actions.saveViewAction({ list: 'invoices', name: 'X', sharedRoles: ['ROOT'] }),
    ).toMatchObject({
      ok: false,
    });
    expect(await stored()).toEqual([]);
  });

  it('stops a staff member at VIEWS_PER_OWNER_MAX views, whatever others own', async () => {
    await insertView(mocks.db, { ...OWNED_BY('someone-else'), name: 'Autre' });
    for (let index = 1; index < VIEWS_PER_OWNER_MAX; index += 1)
      await insertView(mocks.db, { ...OWNED_BY('camille'), name: `Vue ${index}` });
    expect(await actions.saveViewAction({ list: 'projects', name: 'Dernière' })).toMatchObject({ ok: true });
    expect(await actions.saveViewAction({ list: 'projects', name: 'De trop' })).toMatchObject({
      ok: false,
      message: M.tooMany(VIEWS_PER_OWNER_MAX),
    });
    expect(await stored()).not.toContain('De trop');
    as('someone-else', 'CA');
    expect(await actions.saveViewAction({ list: 'projects', name: 'La sienne' })).toMatchObject({ ok: true });
  });

  it('makes a queue only of a shared view of discussions, issues, invoices or projects', async () => {
    expect(
      await actions.saveViewAction({ list: 'matches', name: 'M', sharedRoles: ['CA'], queue: ['true'] }),
    ).toMatchObject({ fieldErrors: { queue: M.queueNotAllowed } });
    expect(await actions.saveViewAction({ list: 'projects', name: 'P', queue: ['true'] })).toMatchObject({
      fieldErrors: { queue: M.queueNotShared },
    });
    const queue = await actions.saveViewAction({
      list: 'projects',
      name: 'P',
      sharedRoles: ['CA'],
      queue: ['true'],
    });
    expect(queue).toMatchObject({ ok: true, data: { queue: true } });
  });
});

describe('changing a view', () => {
  const seed = (overrides: Partial<Parameters<typeof insertView>[1]> = {}) =>
    insertView(mocks.db, {
      list: 'invoices',
      name: 'Factures en retard',
      query: 'status=PENDING',
      ownerId: 'camille',
      ownerName: 'Camille Agent',
      sharedRoles: [],
      queue: false,
      ...overrides,
    }).then((view) => view!.id);

  it("is refused on another staff member's private view, as if it did not exist", async () => {
    const id = await seed();
    for (const who of [
      ['dominique', 'CA'],
      ['alex', 'SUPPORT'],
    ] as const) {
      as(who[0], who[1]);
      for (const result of [
        await actions.renameViewAction({ id, name: 'À moi' }),
        await actions.shareViewAction({ id, sharedRoles: ['CA'] }),
        await actions.deleteViewAction({ id }),
      ])
        expect(result).toMatchObject({ ok: false, message: M.notFound });
    }
    expect(await findView(mocks.db, id)).toMatchObject({ name: 'Factures en retard', sharedRoles: [] });
  });

  it('is refused on forged ids', async () => {
    for (const id of ['nope', "' or 1=1 --", crypto.randomUUID()])
      expect(await actions.deleteViewAction({ id })).toMatchObject({ ok: false, message: M.notFound });
    expect(await actions.deleteViewAction({})).toMatchObject({ ok: false });
  });

  it('lets a role the view is shared with use it, not change it; SUPPORT may', async () => {
    const id = await seed({ sharedRoles: ['FINANCE'] });
    as('dominique', 'FINANCE');
    expect(await actions.renameViewAction({ id, name: 'Autre' })).toMatchObject({
      ok: false,
      message: M.notYours,
    });
    expect(await actions.deleteViewAction({ id })).toMatchObject({ ok: false, message: M.notYours });
    as('alex', 'SUPPORT');
    expect(await actions.renameViewAction({ id, name: 'Relances' })).toMatchObject({ ok: true });
    expect(await findView(mocks.db, id)).toMatchObject({ name: 'Relances' });
    expect(journalWrites.at(-1)).toMatchObject({ action: 'renameView', outcome: 'SUCCESS' });
  });

  it("re-shares within the list's roles, and a queue stays shared", async () => {
    const id = await seed({ list: 'mailbox', query: 'unread=true' });
    expect(await actions.shareViewAction({ id, sharedRoles: ['FINANCE'] })).toMatchObject({
      fieldErrors: { sharedRoles: M.roleCannotOpen('FINANCE') },
    });
    expect(await actions.shareViewAction({ id, queue: ['true'] })).toMatchObject({
      fieldErrors: { queue: M.queueNotShared },
    });
    expect(
      await actions.shareViewAction({ id, sharedRoles: ['SUPPORT', 'CC'], queue: ['true'] }),
    ).toMatchObject({
      ok: true,
    });
    expect(await findView(mocks.db, id)).toMatchObject({ sharedRoles: ['SUPPORT', 'CC'], queue: true });
    // No role checked: private again, and no longer a queue.
    expect(await actions.shareViewAction({ id })).toMatchObject({ ok: true });
    expect(await findView(mocks.db, id)).toMatchObject({ sharedRoles: [], queue: false });
    expect(
      journalWrites.filter((entry) => entry.action === 'shareView').map((entry) => entry.outcome),
    ).toEqual(['INVALID_INPUT', 'INVALID_INPUT', 'SUCCESS', 'SUCCESS']);
  });

  it('deletes a view of its owner, and a shipped one only by SUPPORT', async () => {
    const mine = await seed();
    expect(await actions.deleteViewAction({ id: mine })).toMatchObject({ ok: true, message: M.removed });
    expect(await findView(mocks.db, mine)).toBeNull();
    const shipped = await seed({ ownerId: null, ownerName: 'Back-office', sharedRoles: ['CA'] });
    expect(await actions.deleteViewAction({ id: shipped })).toMatchObject({ ok: false, message: M.notYours });
    as('alex', 'SUPPORT');
    expect(await actions.deleteViewAction({ id: shipped })).toMatchObject({ ok: true });
  });
});
