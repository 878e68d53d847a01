import type { ActionResult } from '@/lib/action-result';
import { MULTIPART_TIMEOUT_MS } from '@/lib/domain/constants';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';

/**
 * A multipart POST from the browser with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not). Resolves with the status and the JSON answer (null when it is not
 * JSON); rejects with an UploadTimeoutError after `timeoutMs`, an UploadNetworkError otherwise.
 */

export class UploadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`upload timed out after ${timeoutMs} ms`);
    this.name = 'UploadTimeoutError';
  }
}

export class UploadNetworkError extends Error {
  constructor() {
    super('upload failed: no answer');
    this.name = 'UploadNetworkError';
  }
}

export interface PostFormOptions {
  timeoutMs: number;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export function postForm(
  url: string,
  form: FormData,
  { timeoutMs, onProgress }: PostFormOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON: a proxy's error page, say. The caller treats it as a failure without message.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.ontimeout = () => reject(new UploadTimeoutError(timeoutMs));
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new UploadNetworkError());
    xhr.send(form);
  });
}

function isActionResult(value: unknown): value is ActionResult<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === 'boolean' &&
    ['string', 'undefined'].includes(typeof (value as { message?: unknown }).message)
  );
}

/**
 * Posts `form` to a route handler of the app that answers an ActionResult (lib/action-result.ts),
 * with SPEC §9's multipart timeout (5 minutes). Never rejects: no answer, a timeout or an answer
 * that is not an ActionResult (a proxy's error page) is a failure with a French message.
 */
export async function postActionForm(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<ActionResult<unknown>> {
  try {
    const { body } = await postForm(url, form, { timeoutMs: MULTIPART_TIMEOUT_MS, onProgress });
    return isActionResult(body) ? body : { ok: false, message: DEFAULT_ERROR_MESSAGE };
  } catch (error) {
    return {
      ok: false,
      message:
        error instanceof UploadTimeoutError
          ? DOCUMENT_MESSAGES.uploadTimeout
          : DOCUMENT_MESSAGES.uploadInterrupted,
    };
  }
}
