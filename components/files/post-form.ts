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
