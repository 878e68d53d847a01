import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import type { CreateStaffInput } from '@/app/(backoffice)/creation-utilisateur/schema';
import { BusinessError } from '@/lib/gateway/errors';

/*
 * The creation action behind /creation-utilisateur: the server re-checks the role and the input
 * whatever the form did, then creates the user and sets its roles.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  createStaffUser: vi.fn(),
  replaceRoles: vi.fn(),
}));

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/env', () => ({ env: () => ({ STAFF_EMAIL_DOMAIN: 'groupe.example' }) }));
vi.mock('@/lib/gateway/users', () => ({ createStaffUser: mocks.createStaffUser }));
vi.mock('@/lib/gateway/credentials', () => ({ replaceRoles: mocks.replaceRoles }));

const { createStaffAction } = await import('@/app/(backoffice)/creation-utilisateur/actions');

const token = { tokenType: 'Bearer', accessToken: 'x' };
const input: CreateStaffInput = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@groupe.example',
  phone: '06 12 34 56 78',
  sgid: 'A1234567',
  roles: ['CA', 'CC'],
};

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };

beforeEach(() => {
  mocks.createStaffUser.mockReset();
  mocks.replaceRoles.mockReset();
  mocks.roles = ['SUPPORT', 'CA', 'CC'];
  mocks.createStaffUser.mockResolvedValue({ id: 'new-id' });
  mocks.replaceRoles.mockResolvedValue(undefined);
});

describe('createStaff', () => {
  it('refuses a session whose roles may not create staff, without calling the gateway', async () => {
    mocks.roles = ['CA', 'CC'];
    expect(await createStaffAction(input)).toEqual(FORBIDDEN);
    expect(mocks.createStaffUser).not.toHaveBeenCalled();
  });

  it('refuses to give a role the staff member does not hold, without calling the gateway', async () => {
    mocks.roles = ['SUPPORT', 'CA'];
    expect(await createStaffAction(input)).toEqual(FORBIDDEN);
    expect(mocks.createStaffUser).not.toHaveBeenCalled();
  });

  it('creates the user, sets the roles and opens the new credentials', async () => {
    const result = await createStaffAction(input);
    expect(mocks.createStaffUser).toHaveBeenCalledWith(token, {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille.martin@groupe.example',
      phone: '0612345678',
      sgid: 'A1234567',
    });
    expect(mocks.replaceRoles).toHaveBeenCalledWith(token, 'new-id', ['CA', 'CC']);
    expect(result).toMatchObject({
      ok: true,
      message: "L'utilisateur a été créé.",
      redirectTo: '/utilisateurs/new-id',
    });
  });

  it('re-validates the input: no role, or an e-mail off the staff domain, is refused under its field', async () => {
    const result = await createStaffAction({ ...input, roles: [], email: 'camille@gmail.com' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        roles: 'Merci de sélectionner au moins un rôle.',
        email: 'Merci de renseigner un email groupe.example valide.',
      },
    });
    expect(mocks.createStaffUser).not.toHaveBeenCalled();
  });

  it('shows the business message of an e-mail already in use', async () => {
    mocks.createStaffUser.mockRejectedValue(
      new BusinessError('conflict', {
        code: 'USERNAME_ALREADY_IN_USE',
        status: 409,
        statusText: 'Conflict',
        body: {},
      }),
    );
    const result = await createStaffAction(input);
    expect(result).toEqual({ ok: false, message: businessErrorMessage('USERNAME_ALREADY_IN_USE') });
    expect(mocks.replaceRoles).not.toHaveBeenCalled();
  });

  it('still opens the created user when only the roles failed', async () => {
    mocks.replaceRoles.mockRejectedValue(new Error('boom'));
    const result = await createStaffAction(input);
    expect(result).toMatchObject({ ok: true, redirectTo: '/utilisateurs/new-id' });
    expect(result.message).toContain('rôles');
  });
});
