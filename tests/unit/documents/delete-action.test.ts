/** The deletion of a project's documents: the role table and the input are checked again here. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { BusinessError, HttpError } from '@/lib/gateway/errors';
import { DOCUMENT_MESSAGES, documentsDeletedMessage } from '@/lib/documents/messages';

const mocks = vi.hoisted(() => ({ roles: [] as string[], deleteProjectDocuments: vi.fn() }));

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/projects', () => ({ deleteProjectDocuments: mocks.deleteProjectDocuments }));

const { deleteProjectDocumentsAction } = await import('@/app/(backoffice)/(records)/projets/[id]/actions');

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.deleteProjectDocuments.mockReset();
});

describe('deleteProjectDocumentsAction', () => {
  it('deletes the ticked documents and says how many went', async () => {
    const result = await deleteProjectDocumentsAction({ projectId: 'p1', documentIds: ['d1', 'd2'] });
    expect(result).toEqual({ ok: true, message: documentsDeletedMessage(2), data: 2 });
    expect(mocks.deleteProjectDocuments).toHaveBeenCalledWith(
      { tokenType: 'Bearer', accessToken: 'x' },
      'p1',
      ['d1', 'd2'],
    );
    expect(documentsDeletedMessage(1)).toBe(
      'Les documents du projet ont été modifiés : 1 document supprimé.',
    );
  });

  it.each([['FINANCE'], ['MANAGER_BD_CCO'], ['BD']])(
    'is refused to %s, whose page shows no button',
    async (role) => {
      mocks.roles = [role];
      expect(await deleteProjectDocumentsAction({ projectId: 'p1', documentIds: ['d1'] })).toEqual({
        ok: false,
        message: businessErrorMessage('FORBIDDEN'),
      });
      expect(mocks.deleteProjectDocuments).not.toHaveBeenCalled();
    },
  );

  it.each([['CA'], ['MANAGER_CC']])('is open to %s (the CA and CC groups)', async (role) => {
    mocks.roles = [role];
    expect((await deleteProjectDocumentsAction({ projectId: 'p1', documentIds: ['d1'] })).ok).toBe(true);
  });

  it('refuses an empty selection without calling the gateway', async () => {
    const result = await deleteProjectDocumentsAction({ projectId: 'p1', documentIds: [] });
    expect(result).toMatchObject({ ok: false, fieldErrors: { documentIds: DOCUMENT_MESSAGES.noneSelected } });
    expect(mocks.deleteProjectDocuments).not.toHaveBeenCalled();
  });

  it('shows a business code with its message, anything else with the action own one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.deleteProjectDocuments.mockRejectedValueOnce(
      new BusinessError('x', { status: 409, statusText: '', body: {}, code: 'DEFAULT' }),
    );
    expect(await deleteProjectDocumentsAction({ projectId: 'p1', documentIds: ['d1'] })).toEqual({
      ok: false,
      message: businessErrorMessage('DEFAULT'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.deleteProjectDocuments.mockRejectedValueOnce(
      new HttpError('x', { status: 500, statusText: '', body: {} }),
    );
    expect(await deleteProjectDocumentsAction({ projectId: 'p1', documentIds: ['d1'] })).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.deleteFailed,
    });
  });
});
