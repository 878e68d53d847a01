// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '@/components/files/file-upload';
import { notify, notifyResult } from '@/components/ui/notify';
import { MAX_FILE_SIZE, MULTIPART_TIMEOUT_MS } from '@/lib/domain/constants';
import { FILES_MESSAGES } from '@/lib/domain/rules';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/components/ui/notify', () => ({ notify: vi.fn(), notifyResult: vi.fn() }));

/** A stand-in for XMLHttpRequest: records each request and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  body: FormData | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const successMessage = (count: number) => `${count} ajouté(s)`;

function pdf(name: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

/** A file of `size` bytes without allocating them: the rules only read type and size. */
function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(files: File[]) {
  const input = screen.getByLabelText('Fichiers') as HTMLInputElement;
  // fireEvent rather than userEvent.upload: the browser lets a user pick any file whatever `accept` says.
  fireEvent.change(input, { target: { files } });
}

async function lastRequest(count: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent[count - 1];
}

function renderUpload() {
  return render(
    <FileUpload url="/api/projets/p1/documents" fields={{ ownerId: 'u1' }} successMessage={successMessage}>
      <p>Pour le propriétaire</p>
    </FileUpload>,
  );
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  router.push.mockReset();
  router.refresh.mockReset();
  vi.mocked(notify).mockReset();
  vi.mocked(notifyResult).mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FileUpload: refusals in the browser', () => {
  it('refuses a file of the wrong type with the multi-file wording and sends nothing', async () => {
    renderUpload();
    pick([pdf('plan.pdf'), new File(['a'], 'notes.txt', { type: 'text/plain' })]);
    expect((await screen.findByRole('alert')).textContent).toContain(FILES_MESSAGES.invalidType);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));
    expect(FakeXhr.sent).toHaveLength(0);
    // The selection stays, to be seen and corrected.
    expect(screen.getByRole('list', { name: 'Fichiers sélectionnés' }).textContent).toContain('notes.txt');
  });

  it('refuses a file of exactly 10485760 bytes and accepts one byte less', async () => {
    renderUpload();
    pick([sized('scan.pdf', 'application/pdf', MAX_FILE_SIZE)]);
    expect((await screen.findByRole('alert')).textContent).toContain(FILES_MESSAGES.tooLarge);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));
    expect(FakeXhr.sent).toHaveLength(0);

    pick([sized('scan.pdf', 'image/png', MAX_FILE_SIZE - 1)]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('FileUpload: sending', () => {
  it('posts each file alone with the fields, shows the progress, then toasts once and refreshes', async () => {
    renderUpload();
    pick([pdf('plan.pdf', 3000), new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' })]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));

    const first = await lastRequest(1);
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/projets/p1/documents');
    expect(first.timeout).toBe(MULTIPART_TIMEOUT_MS);
    expect(first.body?.get('ownerId')).toBe('u1');
    expect((first.body?.getAll('files') as File[]).map((file) => file.name)).toEqual(['plan.pdf']);

    act(() => first.progress(50, 100));
    // Half of the first file is 1,500 of 4,000 bytes.
    const bar = screen.getByRole('progressbar', { name: 'Envoi des fichiers' });
    expect(bar.getAttribute('value')).toBe('38');
    act(() => first.answer(200, { ok: true, message: '1 document' }));

    const second = await lastRequest(2);
    expect((second.body?.getAll('files') as File[]).map((file) => file.name)).toEqual(['photo.png']);
    act(() => second.answer(200, { ok: true, message: '1 document' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'info', message: '2 ajouté(s)' }));
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Fichiers sélectionnés' })).toBeNull();
  });

  it('stops at the first refusal, shows its message and keeps that file and the next ones', async () => {
    renderUpload();
    pick([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));
    const refused = {
      ok: false,
      message: FILES_MESSAGES.invalidType,
      fieldErrors: { files: FILES_MESSAGES.invalidType },
    };
    act(() => FakeXhr.sent[0].answer(200, { ok: true }));
    const second = await lastRequest(2);
    act(() => second.answer(415, refused));

    await waitFor(() => expect(notifyResult).toHaveBeenCalledWith(refused));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Fichiers sélectionnés' });
    expect(list.textContent).not.toContain('a.pdf');
    expect(list.textContent).toContain('b.pdf');
    expect(list.textContent).toContain('c.pdf');
    // a.pdf went through: the page shows it.
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says so in French when the 5-minute timeout ends the upload, keeping the selection', async () => {
    renderUpload();
    pick([pdf('plan.pdf')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));
    act(() => FakeXhr.sent[0].ontimeout?.());

    await waitFor(() =>
      expect(notifyResult).toHaveBeenCalledWith({ ok: false, message: DOCUMENT_MESSAGES.uploadTimeout }),
    );
    expect(DOCUMENT_MESSAGES.uploadTimeout).toContain('5 minutes');
    expect(screen.getByRole('list', { name: 'Fichiers sélectionnés' }).textContent).toContain('plan.pdf');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('follows the redirect of an ended session', async () => {
    renderUpload();
    pick([pdf('plan.pdf')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));
    act(() =>
      FakeXhr.sent[0].answer(401, {
        ok: false,
        message: 'Session',
        redirectTo: '/connexion?redirect=%2Fprojets%2Fp1',
      }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/connexion?redirect=%2Fprojets%2Fp1'));
  });

  it('treats an answer that is no action result as a failure with the generic message', async () => {
    renderUpload();
    pick([pdf('plan.pdf')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter les fichiers' }));
    act(() => {
      FakeXhr.sent[0].status = 502;
      FakeXhr.sent[0].responseText = '<html>Bad gateway</html>';
      FakeXhr.sent[0].onload?.();
    });
    await waitFor(() =>
      expect(notifyResult).toHaveBeenCalledWith({ ok: false, message: 'Une erreur est survenue.' }),
    );
  });
});
