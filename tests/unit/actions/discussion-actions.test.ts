import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { businessErrorMessage } from '@/lib/domain/errors';
import type { Role } from '@/lib/domain/roles';
import { MESSAGE_TEXT_MESSAGES } from '@/lib/domain/rules';
import { HttpError } from '@/lib/gateway/errors';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';

/*
 * The writes of the discussion view and of "Démarrer une discussion": only the roles of "Ma
 * messagerie" run them, whatever the page showed, with the message rules of SPEC §5.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  postMessage: vi.fn(),
  joinDiscussion: vi.fn(),
  closeDiscussion: vi.fn(),
  createDiscussion: vi.fn(),
  getUser: vi.fn(),
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      if (!canAccessRoute(mocks.roles as Role[], route)) throw new actual.ForbiddenActionError();
      if (action && !canRunAction(mocks.roles as Role[], action)) throw new actual.ForbiddenActionError();
      return { user: { id: 'u-staff', roles: mocks.roles }, token };
    },
  };
});
vi.mock('@/lib/gateway/messaging', () => ({
  postMessage: mocks.postMessage,
  joinDiscussion: mocks.joinDiscussion,
  closeDiscussion: mocks.closeDiscussion,
  createDiscussion: mocks.createDiscussion,
}));

// The user a discussion is started with, as the gateway names it (the rule on targets reads it).
vi.mock('@/lib/gateway/users', () => ({ getUser: mocks.getUser }));

const { sendMessageAction, joinDiscussionAction, closeDiscussionAction } =
  await import('@/app/(backoffice)/discussions/[id]/actions');
const { startDiscussionAction } = await import('@/app/(backoffice)/discussions/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };
const gatewayCalls = () => [
  mocks.postMessage,
  mocks.joinDiscussion,
  mocks.closeDiscussion,
  mocks.createDiscussion,
];

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  for (const mock of gatewayCalls()) mock.mockReset();
  mocks.getUser.mockImplementation(async (_token, id: string) => ({ id, type: 'PARTICULAR' }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('roles', () => {
  it.each(['FINANCE', 'BD', 'MANAGER_BD_CCO', 'CCO'])(
    'refuses every discussion write to %s',
    async (role) => {
      mocks.roles = [role];
      expect(await sendMessageAction({ id: 'd1', content: 'Bonjour' })).toEqual(FORBIDDEN);
      expect(await joinDiscussionAction({ id: 'd1' })).toEqual(FORBIDDEN);
      expect(await closeDiscussionAction({ id: 'd1' })).toEqual(FORBIDDEN);
      expect(await startDiscussionAction({ userId: 'u1' })).toEqual(FORBIDDEN);
      for (const call of gatewayCalls()) expect(call).not.toHaveBeenCalled();
    },
  );

  it.each(['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'])('lets %s write', async (role) => {
    mocks.roles = [role];
    expect(await joinDiscussionAction({ id: 'd1' })).toMatchObject({ ok: true, message: M.joined });
    expect(mocks.joinDiscussion).toHaveBeenCalledWith(token, 'd1');
  });
});

describe('sendMessageAction', () => {
  it('sends the trimmed text, with no message of its own (the thread shows it)', async () => {
    const result = await sendMessageAction({ id: 'd1', content: '  Bonjour, <b>vous</b> ?  ' });
    expect(result).toEqual({ ok: true, data: undefined, message: undefined, redirectTo: undefined });
    expect(mocks.postMessage).toHaveBeenCalledWith(token, 'd1', { content: 'Bonjour, <b>vous</b> ?' });
  });

  it('refuses an empty and a too long message under the field, without calling the gateway', async () => {
    expect(await sendMessageAction({ id: 'd1', content: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { content: MESSAGE_TEXT_MESSAGES.required },
    });
    expect(await sendMessageAction({ id: 'd1', content: 'x'.repeat(10_001) })).toMatchObject({
      ok: false,
      fieldErrors: { content: MESSAGE_TEXT_MESSAGES.tooLong },
    });
    expect(MESSAGE_TEXT_MESSAGES).toMatchObject({
      required: 'Merci de saisir votre message.',
      tooLong: 'Votre message est trop long.',
    });
    expect(mocks.postMessage).not.toHaveBeenCalled();
  });

  it('answers its own message when the gateway refuses (a discussion closed meanwhile)', async () => {
    mocks.postMessage.mockRejectedValue(
      new HttpError('refused', { status: 409, statusText: 'Conflict', body: {}, code: 'INVALID_STATE' }),
    );
    expect(await sendMessageAction({ id: 'd1', content: 'Bonjour' })).toEqual({
      ok: false,
      message: M.sendFailed,
    });
  });
});

describe('closeDiscussionAction', () => {
  it('closes with the "discussion closed" message, or its own failure', async () => {
    expect(await closeDiscussionAction({ id: 'd1' })).toMatchObject({
      ok: true,
      message: 'La discussion a été clôturée.',
    });
    expect(mocks.closeDiscussion).toHaveBeenCalledWith(token, 'd1');
    mocks.closeDiscussion.mockRejectedValue(
      new HttpError('refused', { status: 409, statusText: 'Conflict', body: {}, code: 'INVALID_STATE' }),
    );
    expect(await closeDiscussionAction({ id: 'd1' })).toEqual({ ok: false, message: M.closeFailed });
  });
});

describe('startDiscussionAction', () => {
  it('creates the discussion of the staff member and the user, then opens it', async () => {
    mocks.createDiscussion.mockResolvedValue({ id: 'new-d' });
    expect(await startDiscussionAction({ userId: 'u1' })).toMatchObject({
      ok: true,
      message: M.started,
      redirectTo: '/discussions/new-d',
    });
    expect(mocks.createDiscussion).toHaveBeenCalledWith(token, { memberIds: ['u-staff', 'u1'] });
  });

  it('refuses a discussion with oneself and an input without user', async () => {
    expect(await startDiscussionAction({ userId: 'u-staff' })).toEqual(FORBIDDEN);
    expect(await startDiscussionAction({})).toMatchObject({ ok: false });
    expect(mocks.createDiscussion).not.toHaveBeenCalled();
  });
});
