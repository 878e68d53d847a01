// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadReauthDialog, ReauthProvider, useReauth } from '@/components/auth/reauth-dialog';
import { reportTyping, stopTyping } from '@/components/live/presence-channel';
import {
  BEAT_INTERVAL_MS,
  presenceUrl,
  RecordPresence,
  WritingNotice,
} from '@/components/record/record-presence';
import { preloadDialogs } from '@/components/ui/dialog';
import { BACKGROUND_HEADER } from '@/lib/domain/background-request';
import { REAUTH_MESSAGES } from '@/lib/domain/reauth-texts';
import type { PresentStaff } from '@/lib/presence/store';
import { polledFetch } from '../support/polled-fetch';

/* A record page's presence as its staff member sees it, and what it sends the route handler. */

const fetchMock = polledFetch();
const lucie: PresentStaff = { firstName: 'Lucie', lastName: 'Bernard', roles: ['FINANCE'], writing: false };
const marc: PresentStaff = {
  firstName: 'Marc',
  lastName: 'Aubert',
  roles: ['SUPPORT', 'MANAGER_CA'],
  writing: false,
};

const answering = (others: PresentStaff[], status = 200) =>
  fetchMock.mockImplementation(async () =>
    status === 200 ? Response.json({ others }) : new Response(null, { status }),
  );
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init?.method,
    keepalive: init?.keepalive,
    // The page's own requests: they must not count as the staff member's activity.
    background: new Headers(init?.headers).get(BACKGROUND_HEADER),
    body: JSON.parse(String(init?.body)),
  }));
const settle = () => act(async () => undefined);
const elapse = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('RecordPresence', () => {
  it('says who else has the record open as soon as it opens, in a polite live region', async () => {
    answering([lucie, marc]);
    render(<RecordPresence ticket="pass-1" recordType="invoiceView" recordId="f1" label="Facture F-1" />);
    await settle();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(
      'Lucie Bernard (FINANCE) et Marc Aubert (SUPPORT, MANAGER CA) consultent aussi cette facture',
    );

    answering([lucie]);
    await elapse(BEAT_INTERVAL_MS);
    expect(region.textContent).toBe('Lucie Bernard (FINANCE) consulte aussi cette facture');
    answering([]);
    await elapse(BEAT_INTERVAL_MS);
    expect(region.textContent).toBe('');
  });

  it('files the record in history with its first beat only, and says it left when it closes', async () => {
    answering([]);
    const { unmount } = render(
      <RecordPresence ticket="pass-1" recordType="projectView" recordId="p1" label="Rénovation (P1)" />,
    );
    await settle();
    await elapse(BEAT_INTERVAL_MS);
    unmount();
    expect(sent()).toEqual([
      {
        url: presenceUrl('projectView', 'p1'),
        method: 'POST',
        keepalive: undefined,
        background: '1',
        body: { ticket: 'pass-1', writing: false, label: 'Rénovation (P1)' },
      },
      {
        url: presenceUrl('projectView', 'p1'),
        method: 'POST',
        keepalive: undefined,
        background: '1',
        body: { ticket: 'pass-1', writing: false },
      },
      {
        url: presenceUrl('projectView', 'p1'),
        method: 'DELETE',
        keepalive: true,
        background: '1',
        body: { ticket: 'pass-1' },
      },
    ]);
  });

  it('stops beating when the route refuses the record, and beats again after a failure', async () => {
    answering([], 403);
    render(<RecordPresence ticket="pass-1" recordType="credentialsView" recordId="s1" />);
    await settle();
    await elapse(BEAT_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();

    fetchMock.mockReset();
    answering([], 502);
    render(<RecordPresence ticket="pass-1" recordType="invoiceView" recordId="f2" />);
    await settle();
    await elapse(BEAT_INTERVAL_MS * 2);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('a session that ended', () => {
  beforeAll(() => Promise.all([preloadDialogs(), preloadReauthDialog()]));

  /** What any form of the page does on the typed expiry: it opens the sign-in again dialog. */
  function SomeForm() {
    const reauth = useReauth();
    return (
      <button type="button" onClick={() => reauth?.ask({})}>
        Enregistrer
      </button>
    );
  }

  it('stops the beats and the names shown, and beats again once the staff member signed in again', async () => {
    answering([lucie]);
    const signInAgain = vi.fn().mockResolvedValue({ ok: true, message: REAUTH_MESSAGES.signedIn });
    render(
      <ReauthProvider user={{ id: 'u-staff', email: 'support@groupe.example' }} signInAgain={signInAgain}>
        <RecordPresence ticket="pass-1" recordType="invoiceView" recordId="f1" />
        <SomeForm />
      </ReauthProvider>,
    );
    await settle();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Lucie Bernard (FINANCE) consulte aussi cette facture');
    answering([lucie], 401);
    await elapse(BEAT_INTERVAL_MS);
    expect(region.textContent).toBe('');
    await elapse(BEAT_INTERVAL_MS * 20);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    answering([lucie]);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: REAUTH_MESSAGES.title });
    fireEvent.change(within(dialog).getByLabelText(/Mot de passe/), { target: { value: 'Renovation2020' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: REAUTH_MESSAGES.signIn }));
    });
    await elapse(BEAT_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(region.textContent).toBe('Lucie Bernard (FINANCE) consulte aussi cette facture');
  });
});

describe('WritingNotice', () => {
  it('tells at once that this staff member types, and shows who else is typing before sending', async () => {
    answering([]);
    render(
      <>
        <RecordPresence ticket="pass-1" recordType="discussionView" recordId="d1" />
        <WritingNotice discussionId="d1" />
      </>,
    );
    await settle();
    expect(sent().map((call) => call.body.writing)).toEqual([false]);

    answering([{ ...marc, writing: true }, lucie]);
    await act(async () => reportTyping('discussionView:d1'));
    await settle();
    // The first keystroke beats at once; the next ones wait for the usual beat.
    expect(sent().map((call) => call.body.writing)).toEqual([false, true]);
    await act(async () => reportTyping('discussionView:d1'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, notice] = screen.getAllByRole('status');
    expect(notice.textContent).toBe("Marc Aubert est en train d'écrire une réponse dans cette discussion");

    await act(async () => stopTyping('discussionView:d1'));
    await settle();
    expect(sent().at(-1)?.body.writing).toBe(false);
  });
});
