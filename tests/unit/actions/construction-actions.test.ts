import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { INVALID_FORM_MESSAGE } from '@/lib/action-result';
import { businessErrorMessage } from '@/lib/domain/errors';
import { ROLES, type Role } from '@/lib/domain/roles';
import { HttpError } from '@/lib/gateway/errors';
import { CONSTRUCTION_MESSAGES as C } from '@/lib/projects/messages';

/*
 * The construction tab's server actions: each re-checks the role table (editConstruction) and its
 * days whatever the dialog sent, then calls the gateway; the gateway's refusal of the days shows
 * under the field it is about.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  scheduleConstruction: vi.fn(),
  declareConstructionStarted: vi.fn(),
}));
const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      const roles = mocks.roles as Role[];
      if (!canAccessRoute(roles, route) || (action && !canRunAction(roles, action)))
        throw new actual.ForbiddenActionError();
      return { user: { roles }, token };
    },
  };
});
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/works-acceptances', () => ({
  scheduleConstruction: mocks.scheduleConstruction,
  declareConstructionStarted: mocks.declareConstructionStarted,
}));

const { scheduleConstructionAction, declareConstructionStartedAction } =
  await import('@/app/(backoffice)/(records)/projets/[id]/actions');

const PROJECT_STAFF: Role[] = ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'];
const OTHERS = ROLES.filter((role) => !PROJECT_STAFF.includes(role));

const badRequest = () =>
  new HttpError('bad request', { status: 400, statusText: 'Bad Request', body: { code: 'BAD_REQUEST' } });

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.scheduleConstruction.mockReset();
  mocks.declareConstructionStarted.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('who may run them', () => {
  it.each(OTHERS)('refuses %s without calling the gateway', async (role) => {
    mocks.roles = [role];
    const forbidden = { ok: false, message: businessErrorMessage('FORBIDDEN') };
    expect(await scheduleConstructionAction({ projectId: 'p1', startDate: '2020-03-10' })).toEqual(forbidden);
    expect(await declareConstructionStartedAction({ projectId: 'p1', startDate: '2020-03-10' })).toEqual(
      forbidden,
    );
    expect(mocks.scheduleConstruction).not.toHaveBeenCalled();
    expect(mocks.declareConstructionStarted).not.toHaveBeenCalled();
  });
});

describe('scheduling the works', () => {
  it('sends the days given and says the construction is scheduled', async () => {
    mocks.roles = ['CA'];
    const result = await scheduleConstructionAction({
      projectId: 'p1',
      startDate: '2020-03-10',
      endDate: '2020-04-30',
    });
    expect(mocks.scheduleConstruction).toHaveBeenCalledWith(token, 'p1', {
      startDate: '2020-03-10',
      endDate: '2020-04-30',
    });
    expect(result).toEqual({ ok: true, message: C.scheduled });
  });

  it('refuses an end before the start under the end field, without calling the gateway', async () => {
    expect(
      await scheduleConstructionAction({ projectId: 'p1', startDate: '2020-03-10', endDate: '2020-03-01' }),
    ).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: { endDate: 'La date de fin doit être ultérieure à la date de début.' },
    });
    expect(await scheduleConstructionAction({ projectId: 'p1' })).toMatchObject({
      fieldErrors: { startDate: C.datesRequired },
    });
    expect(mocks.scheduleConstruction).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusal of a day against the one it holds under the end field", async () => {
    mocks.scheduleConstruction.mockRejectedValue(badRequest());
    expect(await scheduleConstructionAction({ projectId: 'p1', endDate: '2020-03-01' })).toMatchObject({
      ok: false,
      fieldErrors: { endDate: 'La date de fin doit être ultérieure à la date de début.' },
    });
  });

  it("words another refusal as the action's own failure", async () => {
    mocks.scheduleConstruction.mockRejectedValue(
      new HttpError('conflict', { status: 409, statusText: 'Conflict', body: { code: 'INVALID_STATE' } }),
    );
    expect(await scheduleConstructionAction({ projectId: 'p1', endDate: '2020-03-01' })).toEqual({
      ok: false,
      message: C.scheduleFailed,
    });
  });
});

describe('declaring the start', () => {
  it('sends the day and says the start is declared', async () => {
    expect(await declareConstructionStartedAction({ projectId: 'p1', startDate: '2020-03-10' })).toEqual({
      ok: true,
      message: C.started,
    });
    expect(mocks.declareConstructionStarted).toHaveBeenCalledWith(token, 'p1', { startDate: '2020-03-10' });
  });

  it('requires the day, and shows a start after the scheduled end under it', async () => {
    expect(await declareConstructionStartedAction({ projectId: 'p1', startDate: '' })).toMatchObject({
      fieldErrors: { startDate: C.startedOnRequired },
    });
    mocks.declareConstructionStarted.mockRejectedValue(badRequest());
    expect(
      await declareConstructionStartedAction({ projectId: 'p1', startDate: '2020-05-10' }),
    ).toMatchObject({
      fieldErrors: { startDate: C.startAfterEnd },
    });
  });
});
