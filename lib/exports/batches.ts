/**
 * Sends a long list in batches, one call after the other, so a list of thousands of identifiers
 * never makes one huge request and a failed batch costs only its own lines: the next batches are
 * still sent. Only an ended session stops the run, since every later call would fail the same way.
 */
import type { ActionResult } from '@/lib/action-result';

export function toBatches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`batch size must be a positive integer: ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

export interface FailedBatch<T> {
  /** 0-based. */
  index: number;
  items: T[];
  message: string;
}

export interface BatchRun<T> {
  batchCount: number;
  sent: T[];
  failed: FailedBatch<T>[];
  /** Items of the batches never tried because the session ended. */
  skipped: T[];
  /** The session ended: the batch it refused and the skipped ones can go again once signed in. */
  sessionExpired?: true;
  /** Where to go when the session ended (the login page). */
  redirectTo?: string;
}

export interface BatchOptions {
  size: number;
  /** After each batch: how many are done out of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Used when `send` throws instead of answering (the browser could not reach the server). */
  unreachableMessage: string;
}

export async function sendInBatches<T>(
  items: readonly T[],
  send: (batch: T[]) => Promise<ActionResult<unknown>>,
  { size, onProgress, unreachableMessage }: BatchOptions,
): Promise<BatchRun<T>> {
  const batches = toBatches(items, size);
  const run: BatchRun<T> = { batchCount: batches.length, sent: [], failed: [], skipped: [] };
  onProgress?.(0, batches.length);
  for (const [index, batch] of batches.entries()) {
    let result: ActionResult<unknown>;
    try {
      result = await send(batch);
    } catch {
      result = { ok: false, message: unreachableMessage };
    }
    if (result.ok) run.sent.push(...batch);
    else run.failed.push({ index, items: batch, message: result.message });
    onProgress?.(index + 1, batches.length);
    if (!result.ok && (result.sessionExpired || result.redirectTo)) {
      if (result.sessionExpired) run.sessionExpired = true;
      run.redirectTo = result.redirectTo;
      run.skipped = batches.slice(index + 1).flat();
      break;
    }
  }
  return run;
}
