/**
 * The browser side of an export: fetch the app's route handler and read the body chunk by chunk
 * (a ReadableStream reader), reporting the bytes received against Content-Length when the answer
 * gives one, then hand back the file as a Blob with its name. A refusal comes back as the
 * ActionResult the route handler answers (message, field messages, where to go).
 */
import type { ActionResult } from '@/lib/action-result';
import { filenameFromContentDisposition } from '@/lib/content-disposition';
import { DEFAULT_REPORT_FILENAME } from '@/lib/domain/constants';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';
import type { ExportableList } from './list-csv';
import type { ExportRequest } from './request';

/** The route handler that streams a report's CSV. */
export const EXPORT_PATH = '/api/exports';

/** The route's parameter naming the list whose filtered view is exported (the others are its filters). */
export const LIST_EXPORT_PARAM = 'list';

/** The route handler's URL for a list's current view: its search params, without the page. */
export function listExportUrl(list: ExportableList, listSearch: URLSearchParams): string {
  const params = new URLSearchParams(listSearch);
  params.delete('page');
  params.delete('size');
  params.set(LIST_EXPORT_PARAM, list);
  return `${EXPORT_PATH}?${params}`;
}

/** The URL of the route handler for a checked request. */
export function exportUrl({ report, from, to }: ExportRequest): string {
  return `${EXPORT_PATH}?${new URLSearchParams({ report, from, to })}`;
}

export type DownloadOutcome =
  | { ok: true; blob: Blob; filename: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      redirectTo?: string;
      /** The session ended (lib/action-result.ts): the form keeps its values and asks to sign in again. */
      sessionExpired?: true;
      /** The user cancelled: nothing went wrong. */
      cancelled?: boolean;
    };

export interface DownloadOptions {
  signal?: AbortSignal;
  /** After each chunk: bytes so far, and the total when the answer declares it. */
  onProgress?: (received: number, total: number | null) => void;
}

function isRefusal(value: unknown): value is ActionResult<never> & { ok: false } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function refusalOf(response: Response): Promise<DownloadOutcome> {
  const body: unknown = await response.json().catch(() => null);
  if (!isRefusal(body)) return { ok: false, message: EXPORT_MESSAGES.failed };
  const { message, fieldErrors, redirectTo, sessionExpired } = body;
  return { ok: false, message, fieldErrors, redirectTo, ...(sessionExpired ? { sessionExpired } : {}) };
}

function lost(signal: AbortSignal | undefined): DownloadOutcome {
  return signal?.aborted
    ? { ok: false, message: EXPORT_MESSAGES.cancelled, cancelled: true }
    : { ok: false, message: EXPORT_MESSAGES.interrupted };
}

export async function downloadExport(
  url: string,
  { signal, onProgress }: DownloadOptions = {},
): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'text/csv' }, cache: 'no-store' });
  } catch {
    return lost(signal);
  }
  if (!response.ok || !response.body) return refusalOf(response);

  const declared = Number(response.headers.get('content-length'));
  const total = Number.isFinite(declared) && declared > 0 ? declared : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  onProgress?.(0, total);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(received, total);
    }
  } catch {
    return lost(signal);
  }
  const filename = filenameFromContentDisposition(
    response.headers.get('content-disposition'),
    DEFAULT_REPORT_FILENAME,
  );
  return { ok: true, blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), filename };
}

/** Hands a downloaded Blob (its object URL) to the browser's downloads, as a click on a link would. */
export function saveToDownloads(file: { url: string; filename: string }): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
