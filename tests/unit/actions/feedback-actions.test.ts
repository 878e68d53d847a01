import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { businessErrorMessage } from '@/lib/domain/errors';
import type { Role } from '@/lib/domain/roles';
import { HttpError } from '@/lib/gateway/errors';
import { FEEDBACK_MESSAGES as M } from '@/lib/feedback/messages';

/*
 * The moderation actions of the feedback view: the role table's `moderateFeedback` decides who may
 * run them whatever the page showed, the change is checked again, and only the changed fields reach
 * the gateway.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  updateFeedback: vi.fn(),
  updateFeedbackReply: vi.fn(),
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  return {
    ...actual,
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      const roles = mocks.roles as Role[];
      if (!canAccessRoute(roles, route)) throw new actual.ForbiddenActionError();
      if (action && !canRunAction(roles, action)) throw new actual.ForbiddenActionError();
      return { user: { roles }, token };
    },
  };
});
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/feedbacks', () => ({
  updateFeedback: mocks.updateFeedback,
  updateFeedbackReply: mocks.updateFeedbackReply,
}));

const { moderateFeedbackAction, moderateReplyAction } = await import('@/app/(backoffice)/avis/[id]/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.updateFeedback.mockReset();
  mocks.updateFeedbackReply.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('feedback moderation', () => {
  it.each(['FINANCE', 'BD', 'CCO', 'MANAGER_BD_CCO'])(
    'is refused to %s without calling the gateway',
    async (role) => {
      mocks.roles = [role];
      expect(await moderateFeedbackAction({ id: 'f1', status: 'REFUSED' })).toEqual(FORBIDDEN);
      expect(await moderateReplyAction({ id: 'f1', replyId: 'r1', status: 'REFUSED' })).toEqual(FORBIDDEN);
      expect(mocks.updateFeedback).not.toHaveBeenCalled();
      expect(mocks.updateFeedbackReply).not.toHaveBeenCalled();
    },
  );

  it.each(['SUPPORT', 'MANAGER_CA', 'CC'])('sends the UPDATE action with the change for %s', async (role) => {
    mocks.roles = [role];
    const result = await moderateFeedbackAction({ id: 'f1', status: 'REFUSED', message: '  Corrigé.  ' });
    expect(result).toEqual({ ok: true, message: M.feedbackUpdated, data: undefined, redirectTo: undefined });
    expect(mocks.updateFeedback).toHaveBeenCalledWith(token, 'f1', {
      action: 'UPDATE',
      status: 'REFUSED',
      message: 'Corrigé.',
    });
  });

  it('patches a reply with its own success message', async () => {
    const result = await moderateReplyAction({ id: 'f1', replyId: 'r1', message: 'Merci pour votre avis.' });
    expect(result).toMatchObject({ ok: true, message: M.replyUpdated });
    expect(mocks.updateFeedbackReply).toHaveBeenCalledWith(token, 'f1', 'r1', {
      message: 'Merci pour votre avis.',
    });
  });

  it('refuses an empty change, an unknown status and an emptied message before the gateway', async () => {
    expect(await moderateFeedbackAction({ id: 'f1' })).toMatchObject({
      ok: false,
      message: M.nothingChanged,
    });
    expect(await moderateFeedbackAction({ id: 'f1', status: 'DELETED' })).toMatchObject({
      ok: false,
      fieldErrors: { status: M.invalidStatus },
    });
    expect(await moderateReplyAction({ id: 'f1', replyId: 'r1', message: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { message: M.messageRequired },
    });
    expect(await moderateFeedbackAction({ id: 'f1', message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      fieldErrors: { message: M.messageTooLong },
    });
    expect(mocks.updateFeedback).not.toHaveBeenCalled();
    expect(mocks.updateFeedbackReply).not.toHaveBeenCalled();
  });

  it("answers each action's own failure message when the gateway refuses without a known code", async () => {
    const refusal = new HttpError('500', { status: 500, statusText: 'Server Error', body: {} });
    mocks.updateFeedback.mockRejectedValue(refusal);
    mocks.updateFeedbackReply.mockRejectedValue(refusal);
    expect(await moderateFeedbackAction({ id: 'f1', status: 'PUBLISHED' })).toEqual({
      ok: false,
      message: M.feedbackUpdateFailed,
    });
    expect(await moderateReplyAction({ id: 'f1', replyId: 'r1', status: 'PUBLISHED' })).toEqual({
      ok: false,
      message: M.replyUpdateFailed,
    });
  });
});
