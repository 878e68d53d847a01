import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadExport } from '@/lib/exports/download';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';

const encoder = new TextEncoder();

function csvResponse(parts: string[], headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });
}

function serve(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadExport', () => {
  it('reads the body chunk by chunk, reporting the bytes against the declared size, then gives the file', async () => {
    const fetchMock = serve(
      csvResponse(['\uFEFFNuméro;Type\r\n', 'F1;Frais\r\n'], {
        'content-length': '27',
        'content-disposition': `attachment; filename="factures.csv"; filename*=UTF-8''factures%20%C3%A9t%C3%A9.csv`,
      }),
    );
    const progress: [number, number | null][] = [];
    const outcome = await downloadExport('/api/exports?report=INVOICES', {
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/exports?report=INVOICES', expect.anything());
    expect(progress).toEqual([
      [0, 27],
      [17, 27],
      [27, 27],
    ]);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.filename).toBe('factures été.csv');
    expect(outcome.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await outcome.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.byteLength).toBe(27);
  });

  it('names the file export.csv without Content-Disposition, and reports no total without Content-Length', async () => {
    serve(csvResponse(['a;b\r\n']));
    const progress: (number | null)[] = [];
    const outcome = await downloadExport('/x', { onProgress: (_, total) => progress.push(total) });
    expect(outcome).toMatchObject({ ok: true, filename: 'export.csv' });
    expect(progress.every((total) => total === null)).toBe(true);
  });

  it('gives back the refusal of the route handler: message, field messages, where to go', async () => {
    serve(
      Response.json(
        { ok: false, message: 'Merci de corriger les champs en erreur.', fieldErrors: { to: 'fin' } },
        { status: 400 },
      ),
    );
    expect(await downloadExport('/x')).toEqual({
      ok: false,
      message: 'Merci de corriger les champs en erreur.',
      fieldErrors: { to: 'fin' },
      redirectTo: undefined,
    });
    serve(Response.json({ ok: false, message: 'Session', redirectTo: '/connexion' }, { status: 401 }));
    expect(await downloadExport('/x')).toMatchObject({ ok: false, redirectTo: '/connexion' });
  });

  it('says the export failed for an answer that is no refusal (a proxy error page)', async () => {
    serve(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await downloadExport('/x')).toEqual({ ok: false, message: EXPORT_MESSAGES.failed });
  });

  it('says the download was interrupted when the connection fails before or during the body', async () => {
    serve(new TypeError('Failed to fetch'));
    expect(await downloadExport('/x')).toEqual({ ok: false, message: EXPORT_MESSAGES.interrupted });
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('a;b\r\n'));
        controller.error(new Error('reset'));
      },
    });
    serve(new Response(broken));
    expect(await downloadExport('/x')).toEqual({ ok: false, message: EXPORT_MESSAGES.interrupted });
  });

  it('says the download was cancelled when the user stopped it', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        controller.abort();
        stream.error(new DOMException('aborted', 'AbortError'));
      },
    });
    serve(new Response(body));
    expect(await downloadExport('/x', { signal: controller.signal })).toEqual({
      ok: false,
      message: EXPORT_MESSAGES.cancelled,
      cancelled: true,
    });
  });
});
