import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage, type BusinessCode } from '@/lib/domain/errors';
import { BusinessError } from '@/lib/gateway/errors';
import { MATCH_ACTION_MESSAGES as M } from '@/lib/matches/messages';

/* The accept action of the match view re-checks the role table whatever the page showed. */

const mocks = vi.hoisted(() => ({ roles: [] as string[], acceptMatch: vi.fn() }));
const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/matches', () => ({ acceptMatch: mocks.acceptMatch }));

const { acceptMatchAction } = await import('@/app/(backoffice)/(records)/matches/[id]/actions');

const conflict = (code: BusinessCode) =>
  new BusinessError('conflict', { status: 409, statusText: 'Conflict', body: {}, code });

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.acceptMatch.mockReset();
  // runAction logs every failure; the tests assert on what the user reads instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('acceptMatchAction', () => {
  it('accepts the match for SUPPORT with its own message', async () => {
    expect(await acceptMatchAction({ id: 'p1_u2' })).toEqual({ ok: true, message: M.accepted });
    expect(mocks.acceptMatch).toHaveBeenCalledWith(token, 'p1_u2');
  });

  it('accepts it for the CA and CC groups', async () => {
    for (const role of ['CA', 'MANAGER_CA', 'CC', 'MANAGER_CC']) {
      mocks.roles = [role];
      expect((await acceptMatchAction({ id: 'p1_u2' })).ok).toBe(true);
    }
    expect(mocks.acceptMatch).toHaveBeenCalledTimes(4);
  });

  it('is refused to FINANCE, BD and the other roles that may only read the match, without calling the gateway', async () => {
    for (const role of ['FINANCE', 'BD', 'CCO', 'MANAGER_BD_CCO']) {
      mocks.roles = [role];
      expect(await acceptMatchAction({ id: 'p1_u2' })).toEqual({
        ok: false,
        message: businessErrorMessage('FORBIDDEN'),
      });
    }
    expect(mocks.acceptMatch).not.toHaveBeenCalled();
  });

  it('shows MAX_ACTIVE_RELATIONSHIPS and MAX_PRE_SALES_RELATIONSHIPS with their SPEC §8 messages', async () => {
    mocks.acceptMatch.mockRejectedValueOnce(conflict('MAX_ACTIVE_RELATIONSHIPS'));
    expect(await acceptMatchAction({ id: 'p1_u2' })).toEqual({
      ok: false,
      message: 'Suffisamment de professionnels se sont déjà positionnés sur ce projet.',
    });
    mocks.acceptMatch.mockRejectedValueOnce(conflict('MAX_PRE_SALES_RELATIONSHIPS'));
    expect(await acceptMatchAction({ id: 'p1_u2' })).toEqual({
      ok: false,
      message: businessErrorMessage('MAX_PRE_SALES_RELATIONSHIPS'),
    });
  });

  it('falls back to its own failure message, and refuses a missing id', async () => {
    mocks.acceptMatch.mockRejectedValueOnce(new Error('boom'));
    expect(await acceptMatchAction({ id: 'p1_u2' })).toEqual({ ok: false, message: M.acceptFailed });
    const invalid = await acceptMatchAction({ id: '  ' });
    expect(invalid.ok).toBe(false);
    expect(mocks.acceptMatch).toHaveBeenCalledTimes(1);
  });
});
