// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageForm } from '@/app/(backoffice)/discussions/[id]/_components/message-form';
import { preloadReauthDialog, ReauthProvider } from '@/components/auth/reauth-dialog';
import { preloadDialogs } from '@/components/ui/dialog';
import { sessionExpired } from '@/lib/action-result';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import { MESSAGE_TEXT_MESSAGES } from '@/lib/domain/rules';

const mocks = vi.hoisted(() => ({ push: vi.fn(), send: vi.fn(), notifyResult: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }));
vi.mock('@/app/(backoffice)/discussions/[id]/actions', () => ({ sendMessageAction: mocks.send }));
vi.mock('@/components/ui/notify', () => ({ notifyResult: mocks.notifyResult }));

beforeEach(() => {
  mocks.push.mockReset();
  mocks.send.mockReset();
  mocks.notifyResult.mockReset();
});
beforeAll(() => Promise.all([preloadDialogs(), preloadReauthDialog()]));
afterEach(cleanup);

const field = () => screen.getByLabelText(/Votre message/) as HTMLTextAreaElement;

describe('the message form', () => {
  it('refuses an empty message with the rule’s message, sending nothing', async () => {
    const user = userEvent.setup();
    render(<MessageForm discussionId="d-1" onSent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_TEXT_MESSAGES.required);
    expect(mocks.send).not.toHaveBeenCalled();

    await user.type(field(), 'Bonjour');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends the text, empties the field and tells the thread', async () => {
    mocks.send.mockResolvedValue({ ok: true });
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<MessageForm discussionId="d-1" onSent={onSent} />);
    await user.type(field(), '  Bonjour  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(mocks.send).toHaveBeenCalledWith({ id: 'd-1', content: 'Bonjour' });
    expect(field().value).toBe('');
  });

  it('keeps the text on a refusal, with its message under the field, and follows an ended session', async () => {
    mocks.send.mockResolvedValueOnce({
      ok: false,
      message: 'Une erreur est survenue.',
      fieldErrors: { content: 'Le message est trop long.' },
    });
    const user = userEvent.setup();
    render(<MessageForm discussionId="d-1" onSent={vi.fn()} />);
    await user.type(field(), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le message est trop long.');
    expect(field().value).toBe('Bonjour');
    expect(mocks.notifyResult).toHaveBeenCalledWith(expect.objectContaining({ ok: false }));

    mocks.send.mockResolvedValueOnce({ ok: false, redirectTo: '/connexion?motif=expired' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith('/connexion?motif=expired'));
  });

  it('keeps the text when the session ended, signs in again in place and sends the same text', async () => {
    mocks.send
      .mockResolvedValueOnce(sessionExpired('/connexion?motif=expired'))
      .mockResolvedValueOnce({ ok: true });
    const signInAgain = vi.fn().mockResolvedValue({ ok: true, message: REAUTH_MESSAGES.signedIn });
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <ReauthProvider user={{ id: 'u-staff', email: 'support@groupe.example' }} signInAgain={signInAgain}>
        <MessageForm discussionId="d-1" onSent={onSent} />
      </ReauthProvider>,
    );
    const long = 'Un long message. '.repeat(200).trim();
    await user.click(field());
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const dialog = await screen.findByRole('dialog', { name: REAUTH_MESSAGES.title });
    expect(mocks.push).not.toHaveBeenCalled();
    expect(field().value).toBe(long);
    await user.type(within(dialog).getByLabelText(/Mot de passe/), 'Renovation2020');
    await user.click(within(dialog).getByRole('button', { name: REAUTH_MESSAGES.signIn }));
    await user.click(await within(dialog).findByRole('button', { name: REAUTH_MESSAGES.resend }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(mocks.send).toHaveBeenLastCalledWith({ id: 'd-1', content: long });
  });
});
