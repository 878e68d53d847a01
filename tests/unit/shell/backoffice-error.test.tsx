// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BackofficeError from '@/app/(backoffice)/error';
import { REPORT_PATH } from '@/components/shell/browser-report';
import { BACKGROUND_HEADER } from '@/lib/domain/background-request';
import { CRASH_SCREEN } from '@/lib/domain/error-texts';
import { businessErrorMessage } from '@/lib/domain/errors';
import { pageReadDigest } from '@/lib/domain/page-read';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

/*
 * The gateway's hostile answers no longer crash a screen (they render, or show the failed-read
 * message), so the crash screen is proven here on the segment's own boundary: the one inside the
 * shell's layout, which therefore stays around it.
 */
describe('the back-office error boundary', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, pathname: '/compte', assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    assign.mockClear();
  });

  it('shows the crash screen for a rendering crash, reports it once and leads home', async () => {
    const crash = new TypeError("Cannot read properties of undefined (reading 'filter')");
    const { rerender } = render(<BackofficeError error={crash} reset={() => undefined} />);
    rerender(<BackofficeError error={crash} reset={() => undefined} />);

    // The screen's code is fetched on the failure: its first import may take a while on a busy machine.
    expect(
      await screen.findByRole('heading', { name: CRASH_SCREEN.title }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(CRASH_SCREEN.text)).toBeTruthy();
    // The report leaves from an effect, which may run a moment after the screen is drawn.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(REPORT_PATH);
    // The screen reports by itself: no activity that would keep the session alive.
    expect(new Headers(init.headers).get(BACKGROUND_HEADER)).toBe('1');
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'runtime',
      message: crash.message,
      path: '/compte',
    });

    fireEvent.click(screen.getByRole('button', { name: CRASH_SCREEN.button }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shows a failed gateway read as its message with a retry, not as a crash', async () => {
    const failure = Object.assign(new Error('read failed'), {
      digest: pageReadDigest({ code: 'FORBIDDEN', requestId: 'req-42' }),
    });
    const reset = vi.fn();
    render(<BackofficeError error={failure} reset={reset} />);

    expect(
      await screen.findByRole('heading', { name: businessErrorMessage('FORBIDDEN') }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: CRASH_SCREEN.title })).toBeNull();
    expect(screen.getByText(/req-42/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
