import { describe, expect, it, vi } from 'vitest';
import { sessionExpired, type ActionResult } from '@/lib/action-result';
import { sendInBatches, toBatches } from '@/lib/exports/batches';

const ok: ActionResult<unknown> = { ok: true };
const options = { size: 2, unreachableMessage: 'injoignable' };

describe('toBatches', () => {
  it('cuts a list into batches of at most `size`, in order', () => {
    expect(toBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toBatches([1, 2], 2)).toEqual([[1, 2]]);
    expect(toBatches([], 50)).toEqual([]);
  });

  it('refuses a size that would never end', () => {
    expect(() => toBatches([1], 0)).toThrow();
    expect(() => toBatches([1], 1.5)).toThrow();
  });
});

describe('sendInBatches', () => {
  it('sends every batch one after the other and reports the progress after each', async () => {
    const order: number[][] = [];
    const progress: [number, number][] = [];
    const run = await sendInBatches(
      [1, 2, 3, 4, 5],
      async (batch) => {
        order.push(batch);
        return ok;
      },
      { ...options, onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(order).toEqual([[1, 2], [3, 4], [5]]);
    expect(progress).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(run).toEqual({ batchCount: 3, sent: [1, 2, 3, 4, 5], failed: [], skipped: [] });
  });

  it('never sends two batches at once', async () => {
    let inFlight = 0;
    let most = 0;
    await sendInBatches(
      [1, 2, 3, 4, 5, 6],
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return ok;
      },
      options,
    );
    expect(most).toBe(1);
  });

  it('goes on after a failed batch or one that could not be sent, and says which failed and why', async () => {
    const send = vi
      .fn<(batch: number[]) => Promise<ActionResult<unknown>>>()
      .mockResolvedValueOnce(ok)
      .mockResolvedValueOnce({ ok: false, message: 'inconnu' })
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(ok);
    const run = await sendInBatches([1, 2, 3, 4, 5, 6, 7], send, options);
    expect(send).toHaveBeenCalledTimes(4);
    expect(run.sent).toEqual([1, 2, 7]);
    expect(run.failed).toEqual([
      { index: 1, items: [3, 4], message: 'inconnu' },
      { index: 2, items: [5, 6], message: 'injoignable' },
    ]);
    expect(run.skipped).toEqual([]);
  });

  it('stops when the session ended, keeping the batches not tried apart', async () => {
    const send = vi
      .fn<(batch: number[]) => Promise<ActionResult<unknown>>>()
      .mockResolvedValueOnce(ok)
      .mockResolvedValueOnce({ ok: false, message: 'Votre session a expiré', redirectTo: '/connexion' });
    const run = await sendInBatches([1, 2, 3, 4, 5, 6], send, options);
    expect(send).toHaveBeenCalledTimes(2);
    expect(run).toEqual({
      batchCount: 3,
      sent: [1, 2],
      failed: [{ index: 1, items: [3, 4], message: 'Votre session a expiré' }],
      skipped: [5, 6],
      redirectTo: '/connexion',
    });
  });

  it('says so when the session ended with the typed expiry, so the form can ask to sign in again', async () => {
    const send = vi
      .fn<(batch: number[]) => Promise<ActionResult<unknown>>>()
      .mockResolvedValueOnce(ok)
      .mockResolvedValueOnce(sessionExpired('/connexion?motif=expired'));
    const run = await sendInBatches([1, 2, 3, 4, 5, 6], send, options);
    expect(send).toHaveBeenCalledTimes(2);
    expect(run).toMatchObject({
      sent: [1, 2],
      failed: [{ index: 1, items: [3, 4] }],
      skipped: [5, 6],
      sessionExpired: true,
      redirectTo: '/connexion?motif=expired',
    });
  });
});
