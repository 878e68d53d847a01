import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { BULK_SYNC_MESSAGES } from '@/lib/exports/messages';
import { HttpError, NotFoundError } from '@/lib/gateway/errors';

/*
 * One batch of the bulk re-synchronisation: SUPPORT alone may send it (`bulkSync`), whatever the
 * exports page showed; the batch is checked again before the gateway is called.
 */

const mocks = vi.hoisted(() => ({ roles: [] as string[], syncDomainEvents: vi.fn() }));

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/gateway/sync', () => ({ syncDomainEvents: mocks.syncDomainEvents }));

const { bulkSyncAction } = await import('@/app/(backoffice)/exports/actions');
const { TEST_TOKEN } = await import('../support/action-session');

const USER = '3f96e3dd-0b4f-4c1e-9f5a-1d2c3b4a5e6f';
const QUOTE = '777e0d5e-d936-4dec-ad5c-6a67cb763fc3';
const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.syncDomainEvents.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('bulkSyncAction', () => {
  it('sends the batch by id with the session token and answers how many were sent', async () => {
    const result = await bulkSyncAction([
      { type: 'USER', id: USER },
      { type: 'QUOTE', id: QUOTE },
    ]);
    expect(result).toEqual({ ok: true, data: 2, message: undefined, redirectTo: undefined });
    expect(mocks.syncDomainEvents).toHaveBeenCalledWith(TEST_TOKEN, [
      { type: 'USER', mode: 'ID', id: USER },
      { type: 'QUOTE', mode: 'ID', id: QUOTE },
    ]);
  });

  it.each([['FINANCE'], ['CA'], ['MANAGER_BD_CCO'], []])(
    'refuses %s, without calling the gateway',
    async (...roles) => {
      mocks.roles = roles;
      expect(await bulkSyncAction([{ type: 'USER', id: USER }])).toEqual(FORBIDDEN);
      expect(mocks.syncDomainEvents).not.toHaveBeenCalled();
    },
  );

  it('refuses a malformed id or a type it does not sync, without calling the gateway', async () => {
    const malformed = await bulkSyncAction([{ type: 'USER', id: 'abc' }]);
    expect(malformed).toMatchObject({
      ok: false,
      fieldErrors: { '0.id': 'Merci de saisir un uuid valide.' },
    });
    expect(await bulkSyncAction([{ type: 'MATCH' as 'USER', id: USER }])).toMatchObject({ ok: false });
    expect(await bulkSyncAction([])).toMatchObject({ ok: false, message: BULK_SYNC_MESSAGES.nothingToSend });
    const tooMany = Array.from({ length: 51 }, () => ({ type: 'USER' as const, id: USER }));
    expect(await bulkSyncAction(tooMany)).toMatchObject({ ok: false });
    expect(mocks.syncDomainEvents).not.toHaveBeenCalled();
  });

  it('says an id of the batch is unknown when the gateway answers 404', async () => {
    mocks.syncDomainEvents.mockRejectedValue(
      new NotFoundError('POST /tooling/domain-events/sync answered 404', {
        statusText: 'Not Found',
        body: {},
      }),
    );
    expect(await bulkSyncAction([{ type: 'USER', id: USER }])).toEqual({
      ok: false,
      message: BULK_SYNC_MESSAGES.unknownId,
    });
  });

  it('says the batch failed for another gateway failure', async () => {
    mocks.syncDomainEvents.mockRejectedValue(
      new HttpError('answered 503', { status: 503, statusText: 'Service Unavailable', body: {} }),
    );
    expect(await bulkSyncAction([{ type: 'USER', id: USER }])).toEqual({
      ok: false,
      message: BULK_SYNC_MESSAGES.batchFailed,
    });
  });
});
