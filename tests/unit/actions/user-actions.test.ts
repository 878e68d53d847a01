import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { BusinessError } from '@/lib/gateway/errors';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';

/*
 * The server actions behind the user view, the works editor and the credentials view: each
 * re-checks the role table and its input whatever the page showed, then calls the gateway.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  updateUserWorks: vi.fn(),
  deactivateUser: vi.fn(),
  associateAccount: vi.fn(),
  listUsers: vi.fn(),
  replaceRoles: vi.fn(),
  releaseEmail: vi.fn(),
  getUser: vi.fn(),
  getCredentials: vi.fn(),
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/works', () => ({ updateUserWorks: mocks.updateUserWorks }));
vi.mock('@/lib/gateway/users', () => ({
  deactivateUser: mocks.deactivateUser,
  reactivateUser: vi.fn(),
  anonymizeUser: vi.fn(),
  listUsers: mocks.listUsers,
  getUser: mocks.getUser,
}));
vi.mock('@/lib/gateway/pp-accounts', () => ({
  associateAccount: mocks.associateAccount,
  dissociateAccount: vi.fn(),
}));
vi.mock('@/lib/gateway/credentials', () => ({
  replaceRoles: mocks.replaceRoles,
  releaseEmail: mocks.releaseEmail,
  getCredentials: mocks.getCredentials,
}));
vi.mock('@/lib/gateway/sync', () => ({ syncDomainEvents: vi.fn() }));

const { saveUserWorksAction } =
  await import('@/app/(backoffice)/(records)/clients/[id]/modifier-prestations/actions');
const { associateAccountAction, deactivateUserAction, releaseUserEmailAction } =
  await import('@/app/(backoffice)/(records)/clients/[id]/actions');
const { replaceStaffRolesAction } = await import('@/app/(backoffice)/(records)/utilisateurs/[id]/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };
const works = {
  id: 'u1',
  departments: ['75'],
  jobs: ['job-plombier'],
  types: [{ id: 'type-plb-wc', insured: true }],
};

// What the gateway says the ids name: the actions read it before acting (the rule on targets).
const professional = { id: 'u1', type: 'PROFESSIONAL', ppAccount: { id: 'pp1' } };

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  for (const mock of Object.values(mocks)) if (typeof mock === 'function') mock.mockReset();
  mocks.getUser.mockResolvedValue(professional);
  mocks.getCredentials.mockResolvedValue({ id: 's1', roles: ['BD'] });
});

describe('works editor action', () => {
  it('is refused to FINANCE without calling the gateway', async () => {
    mocks.roles = ['FINANCE'];
    expect(await saveUserWorksAction(works)).toEqual(FORBIDDEN);
    expect(mocks.updateUserWorks).not.toHaveBeenCalled();
  });

  it('patches the works for BD and returns to the prestations tab with its message', async () => {
    mocks.roles = ['BD'];
    const result = await saveUserWorksAction(works);
    expect(mocks.updateUserWorks).toHaveBeenCalledWith(token, 'u1', {
      departments: ['75'],
      jobs: ['job-plombier'],
      types: [{ id: 'type-plb-wc', insured: true }],
    });
    expect(result).toMatchObject({
      ok: true,
      message: M.worksUpdated,
      redirectTo: '/clients/u1?tab=prestations',
    });
  });
});

describe('user view actions', () => {
  it('requires a deactivation reason of SPEC §4', async () => {
    const result = await deactivateUserAction({ id: 'u1', reason: 'NOT_A_REASON' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { reason: M.reasonRequired } });
    expect(mocks.deactivateUser).not.toHaveBeenCalled();
  });

  it('deactivates with the reason and its own message', async () => {
    const result = await deactivateUserAction({ id: 'u1', reason: 'VACATIONS' });
    expect(mocks.deactivateUser).toHaveBeenCalledWith(token, 'u1', { reason: 'VACATIONS' });
    expect(result).toMatchObject({ ok: true, message: M.deactivated });
  });

  it('asks for a comment with "Autre" or "Motif personnalisé", and sends it to the gateway', async () => {
    const missing = await deactivateUserAction({ id: 'u1', reason: 'OTHER', comment: '  ' });
    expect(missing).toMatchObject({ ok: false, fieldErrors: { comment: M.commentRequired } });
    expect(mocks.deactivateUser).not.toHaveBeenCalled();

    const result = await deactivateUserAction({ id: 'u1', reason: 'CUSTOM', comment: ' Demande du gérant ' });
    expect(mocks.deactivateUser).toHaveBeenCalledWith(token, 'u1', {
      reason: 'CUSTOM',
      comment: 'Demande du gérant',
    });
    expect(result).toMatchObject({ ok: true });
  });

  it("refuses the gateway's own closing reasons, which no staff member chooses", async () => {
    const result = await deactivateUserAction({ id: 'u1', reason: 'ACCOUNT_ANONYMIZED' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { reason: M.reasonRequired } });
    expect(mocks.deactivateUser).not.toHaveBeenCalled();
  });

  it('associates with the pp-account of the professional named by RID', async () => {
    mocks.listUsers.mockResolvedValue({
      items: [{ id: 'u2', rid: 'C1234', type: 'PROFESSIONAL', ppAccount: { id: 'pp2' } }],
    });
    const result = await associateAccountAction({ ppAccountId: 'pp1', userId: 'u1', account: 'c1234' });
    expect(mocks.associateAccount).toHaveBeenCalledWith(token, 'pp1', { accountId: 'pp2' });
    expect(result).toMatchObject({ ok: true, message: M.associated });
  });

  it('says so when no professional has the RID, without calling associate', async () => {
    mocks.listUsers.mockResolvedValue({ items: [] });
    const result = await associateAccountAction({ ppAccountId: 'pp1', userId: 'u1', account: 'C9999' });
    expect(result).toEqual({
      ok: false,
      message: M.accountUnknown,
      fieldErrors: { account: M.accountUnknown },
    });
    expect(mocks.associateAccount).not.toHaveBeenCalled();
  });

  it('shows ACCOUNT_ASSOCIATION_CONFLICT with its SPEC §8 message', async () => {
    mocks.associateAccount.mockRejectedValue(
      new BusinessError('conflict', {
        status: 409,
        statusText: 'Conflict',
        body: {},
        code: 'ACCOUNT_ASSOCIATION_CONFLICT',
      }),
    );
    const result = await associateAccountAction({
      ppAccountId: 'pp1',
      userId: 'u1',
      account: 'pp-other',
    });
    expect(mocks.associateAccount).toHaveBeenCalledWith(token, 'pp1', { accountId: 'pp-other' });
    expect(result).toEqual({ ok: false, message: businessErrorMessage('ACCOUNT_ASSOCIATION_CONFLICT') });
  });

  it('refuses a pp-account its named owner does not hold, without calling associate', async () => {
    const result = await associateAccountAction({ ppAccountId: 'pp-other', userId: 'u1', account: 'C1234' });
    expect(result).toEqual(FORBIDDEN);
    expect(mocks.listUsers).not.toHaveBeenCalled();
    expect(mocks.associateAccount).not.toHaveBeenCalled();
  });

  it('releases an e-mail only for the roles of the credentials view', async () => {
    mocks.roles = ['MANAGER_CA'];
    expect(await releaseUserEmailAction({ id: 'u1' })).toEqual(FORBIDDEN);
    expect(mocks.releaseEmail).not.toHaveBeenCalled();
  });
});

describe('credentials roles action', () => {
  it('refuses an empty list of roles', async () => {
    mocks.getUser.mockResolvedValue({ id: 's1', type: 'LMSG' });
    const result = await replaceStaffRolesAction({ id: 's1', roles: [] });
    expect(result).toMatchObject({ ok: false, fieldErrors: { roles: M.rolesRequired } });
    expect(mocks.replaceRoles).not.toHaveBeenCalled();
  });

  it('replaces the roles with its message', async () => {
    mocks.roles = ['SUPPORT', 'CCO'];
    mocks.getUser.mockResolvedValue({ id: 's1', type: 'LMSG' });
    const result = await replaceStaffRolesAction({ id: 's1', roles: ['BD', 'CCO'] });
    expect(mocks.getCredentials).toHaveBeenCalledWith(token, 's1');
    expect(mocks.replaceRoles).toHaveBeenCalledWith(token, 's1', ['BD', 'CCO']);
    expect(result).toMatchObject({ ok: true, message: M.rolesUpdated });
  });

  it('refuses to add a role the staff member does not hold, but lets one they do not hold go', async () => {
    mocks.getUser.mockResolvedValue({ id: 's1', type: 'LMSG' });
    expect(await replaceStaffRolesAction({ id: 's1', roles: ['BD', 'CCO'] })).toEqual(FORBIDDEN);
    expect(mocks.replaceRoles).not.toHaveBeenCalled();
    expect(await replaceStaffRolesAction({ id: 's1', roles: ['SUPPORT'] })).toMatchObject({ ok: true });
    expect(mocks.replaceRoles).toHaveBeenCalledWith(token, 's1', ['SUPPORT']);
  });
});
