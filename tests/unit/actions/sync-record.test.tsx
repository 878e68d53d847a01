// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, ROUTES, type RouteId } from '@/lib/access';
import { businessErrorMessage } from '@/lib/domain/errors';
import { syncEntityType } from '@/lib/domain/requests';
import type { Role } from '@/lib/domain/roles';
import { BusinessError, HttpError } from '@/lib/gateway/errors';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';

/*
 * The re-synchronisation every record view shows with one line (<SyncButton type id roles />):
 * one shared server action whose record type picks the route whose roles may run it.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  routesChecked: [] as string[],
  syncDomainEvents: vi.fn(),
  router: { push: vi.fn(), refresh: vi.fn() },
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async (route: RouteId) => {
      mocks.routesChecked.push(route);
      if (!canAccessRoute(mocks.roles as Role[], route)) throw new actual.ForbiddenActionError();
      return { user: { roles: mocks.roles }, token };
    },
  };
});
vi.mock('@/lib/gateway/sync', () => ({ syncDomainEvents: mocks.syncDomainEvents }));
vi.mock('next/navigation', () => ({ useRouter: () => mocks.router }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: vi.fn() }));

const { syncRecordAction } = await import('@/app/(backoffice)/actions');
const { SYNC_ROUTES } = await import('@/lib/sync/spec');
const { SyncButton, SYNC_LABEL } = await import('@/app/(backoffice)/_components/sync-button');

beforeEach(() => {
  mocks.roles = ['CC'];
  mocks.routesChecked = [];
  mocks.syncDomainEvents.mockReset();
  mocks.router.refresh.mockReset();
});
afterEach(cleanup);

describe('syncRecordAction', () => {
  it('asks the gateway to re-publish the one record, with its success message', async () => {
    const result = await syncRecordAction({ type: 'PROJECT', id: 'p1' });
    expect(mocks.syncDomainEvents).toHaveBeenCalledWith(token, [{ type: 'PROJECT', mode: 'ID', id: 'p1' }]);
    expect(result).toEqual({ ok: true, message: M.syncRequested, data: undefined, redirectTo: undefined });
  });

  it('checks the roles of the view of the record type it was given', async () => {
    await syncRecordAction({ type: 'QUOTE', id: 'q1' });
    await syncRecordAction({ type: 'USER', id: 'u1' });
    expect(mocks.routesChecked).toEqual(['quoteView', 'userView']);
  });

  it('is refused without a session, and without calling the gateway', async () => {
    mocks.roles = [];
    expect(await syncRecordAction({ type: 'PROJECT', id: 'p1' })).toEqual({
      ok: false,
      message: businessErrorMessage('FORBIDDEN'),
    });
    expect(mocks.syncDomainEvents).not.toHaveBeenCalled();
  });

  it('refuses a type the gateway does not synchronise, or a missing id', async () => {
    expect(await syncRecordAction({ type: 'DOCUMENT', id: 'd1' })).toMatchObject({ ok: false });
    expect(await syncRecordAction({ type: 'PROJECT', id: '' })).toMatchObject({ ok: false });
    expect(await syncRecordAction(null)).toMatchObject({ ok: false });
    expect(mocks.syncDomainEvents).not.toHaveBeenCalled();
    expect(mocks.routesChecked).toEqual([]);
  });

  it('shows a business code with its SPEC §8 message, any other failure with its own', async () => {
    mocks.syncDomainEvents.mockRejectedValueOnce(
      new BusinessError('failed', { status: 409, statusText: 'Conflict', body: {}, code: 'DEFAULT' }),
    );
    expect(await syncRecordAction({ type: 'PROJECT', id: 'p1' })).toEqual({
      ok: false,
      message: businessErrorMessage('DEFAULT'),
    });
    mocks.syncDomainEvents.mockRejectedValueOnce(
      new HttpError('boom', { status: 500, statusText: 'Internal Server Error', body: {} }),
    );
    expect(await syncRecordAction({ type: 'PROJECT', id: 'p1' })).toEqual({
      ok: false,
      message: M.syncFailed,
    });
  });

  it('runs every synchronised type under the route of an existing record view', () => {
    for (const type of syncEntityType.options) {
      const route = SYNC_ROUTES[type];
      expect(ROUTES[route].pattern).toMatch(/\/:id$/);
    }
  });
});

describe('SyncButton', () => {
  it('sends the record type and id, then refreshes the page', async () => {
    render(<SyncButton type="ISSUE" id="i1" roles={['FINANCE']} />);
    // The button's code comes after the page (components/ui/live-after-load.tsx).
    await userEvent.setup().click(await screen.findByRole('button', { name: SYNC_LABEL }));
    await waitFor(() => expect(mocks.router.refresh).toHaveBeenCalled());
    expect(mocks.syncDomainEvents).toHaveBeenCalledWith(token, [{ type: 'ISSUE', mode: 'ID', id: 'i1' }]);
  });

  it('is not shown to someone who may not open the record view', () => {
    const { container } = render(<SyncButton type="PROJECT" id="p1" roles={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
