import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { BusinessError, HttpError } from '@/lib/gateway/errors';
import { RELATIONSHIP_MESSAGES as M } from '@/lib/relationships/messages';

/*
 * The server actions of the relationship view: the role table's `updateRelationship` decides who
 * may run them whatever the page showed, the change is checked again, and the gateway's refusals
 * become their French messages.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  updateRelationship: vi.fn(),
  reactivateRelationship: vi.fn(),
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/relationships', () => ({
  updateRelationship: mocks.updateRelationship,
  reactivateRelationship: mocks.reactivateRelationship,
}));

const { reactivateRelationshipAction, updateRelationshipAction } =
  await import('@/app/(backoffice)/mises-en-relation/[id]/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };

function conflict(code: 'MAX_ACTIVE_RELATIONSHIPS'): BusinessError {
  return new BusinessError('409', { status: 409, statusText: 'Conflict', body: { code }, code });
}
const invalidState = new HttpError('409', {
  status: 409,
  statusText: 'Conflict',
  body: { code: 'INVALID_STATE' },
  code: 'INVALID_STATE',
});

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.updateRelationship.mockReset();
  mocks.reactivateRelationship.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('updateRelationshipAction', () => {
  it.each(['FINANCE', 'BD', 'CCO', 'MANAGER_BD_CCO'])(
    'is refused to %s without calling the gateway',
    async (role) => {
      mocks.roles = [role];
      expect(await updateRelationshipAction({ id: 'r1', comment: 'x' })).toEqual(FORBIDDEN);
      expect(mocks.updateRelationship).not.toHaveBeenCalled();
    },
  );

  it.each(['SUPPORT', 'CA', 'MANAGER_CC'])('patches the change for %s with its message', async (role) => {
    mocks.roles = [role];
    const change = { meetingDateTime: '2020-04-02T09:15:00.000+02:00', comment: 'Devis attendu' };
    const result = await updateRelationshipAction({ id: 'r1', ...change });
    expect(mocks.updateRelationship).toHaveBeenCalledWith(token, 'r1', change);
    expect(result).toMatchObject({ ok: true, message: M.updated });
  });

  it('refuses an empty change with its own message, before any call', async () => {
    expect(await updateRelationshipAction({ id: 'r1' })).toEqual({
      ok: false,
      message: M.nothingChanged,
      fieldErrors: { form: M.nothingChanged },
    });
    expect(mocks.updateRelationship).not.toHaveBeenCalled();
  });

  it('refuses OTHER without its text, under the field', async () => {
    const result = await updateRelationshipAction({ id: 'r1', statusReasons: ['OTHER'] });
    expect(result).toMatchObject({ ok: false, fieldErrors: { statusOtherReason: M.otherReasonRequired } });
    expect(mocks.updateRelationship).not.toHaveBeenCalled();
  });

  it('shows MAX_ACTIVE_RELATIONSHIPS with its SPEC §8 message', async () => {
    mocks.updateRelationship.mockRejectedValue(conflict('MAX_ACTIVE_RELATIONSHIPS'));
    expect(await updateRelationshipAction({ id: 'r1', status: 'ACCEPTED' })).toEqual({
      ok: false,
      message: businessErrorMessage('MAX_ACTIVE_RELATIONSHIPS'),
    });
  });

  it('shows its own message for a refusal without business code', async () => {
    mocks.updateRelationship.mockRejectedValue(invalidState);
    expect(await updateRelationshipAction({ id: 'r1', status: 'MET' })).toEqual({
      ok: false,
      message: M.updateFailed,
    });
  });
});

describe('reactivateRelationshipAction', () => {
  it('is refused to FINANCE without calling the gateway', async () => {
    mocks.roles = ['FINANCE'];
    expect(await reactivateRelationshipAction({ id: 'r1' })).toEqual(FORBIDDEN);
    expect(mocks.reactivateRelationship).not.toHaveBeenCalled();
  });

  it('reopens the relationship with its message', async () => {
    mocks.roles = ['CC'];
    expect(await reactivateRelationshipAction({ id: 'r1' })).toMatchObject({
      ok: true,
      message: M.reactivated,
    });
    expect(mocks.reactivateRelationship).toHaveBeenCalledWith(token, 'r1');
  });

  it('shows MAX_ACTIVE_RELATIONSHIPS, or its own message', async () => {
    mocks.reactivateRelationship.mockRejectedValueOnce(conflict('MAX_ACTIVE_RELATIONSHIPS'));
    expect(await reactivateRelationshipAction({ id: 'r1' })).toEqual({
      ok: false,
      message: businessErrorMessage('MAX_ACTIVE_RELATIONSHIPS'),
    });
    mocks.reactivateRelationship.mockRejectedValueOnce(invalidState);
    expect(await reactivateRelationshipAction({ id: 'r1' })).toEqual({
      ok: false,
      message: M.reactivateFailed,
    });
  });
});
