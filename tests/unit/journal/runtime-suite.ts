import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { draft } from './store-suite';

/*
 * The journal of a server process over each engine (the test file unmocks lib/journal/runtime): no
 * entry can stop the ones behind it, and what waits for the database outlives a restart. A test file
 * running it mocks lib/env and lib/gateway/health so that /api/health answers on the journal alone.
 */

export interface RuntimeEngine {
  /** The environment that points the journal at this engine (the spool folder is added). */
  env(): Record<string, string>;
  /** Makes the database unreachable to the next process; the current one is stopped beforehand. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

const minutes = (n: number) => new Date(Date.UTC(2024, 4, 3, 9, n)).toISOString();

export function journalRuntimeSuite(engine: string, setup: () => RuntimeEngine): void {
  describe(`the journal of a server process on ${engine}`, () => {
    let spool: string;
    let errors: MockInstance<(...lines: unknown[]) => void>;
    const runtime = () => import('@/lib/journal/runtime');

    /** A new process: the previous one's store closed and its spool file left where it was. */
    async function restart() {
      const { resetJournalRuntime, startJournal } = await runtime();
      await resetJournalRuntime();
      await startJournal();
    }
    const health = async () => {
      const { health: GET } = await import('../support/health');
      return (await (await GET()).json()) as Record<string, unknown>;
    };
    const written = async () => {
      const { listJournal } = await import('@/lib/journal/read');
      return (await listJournal({ limit: 50 })).entries;
    };
    const logged = (event: string) =>
      errors.mock.calls
        .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
        .filter((line) => line.event === event);

    beforeEach(async () => {
      spool = mkdtempSync(join(tmpdir(), 'journal-spool-'));
      for (const [name, value] of Object.entries({ ...setup().env(), JOURNAL_SPOOL_DIR: spool }))
        vi.stubEnv(name, value);
      errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await restart();
      await (await (await runtime()).journalStore()).client.exec('truncate journal_entries');
    }, 60_000);
    afterEach(() => {
      errors.mockRestore();
      rmSync(spool, { recursive: true, force: true });
    });
    afterAll(async () => {
      await (await runtime()).resetJournalRuntime();
      vi.unstubAllEnvs();
    });

    it('writes an entry holding a NUL, sanitised, and the one after it; nothing waits', async () => {
      const { recordJournal } = await runtime();

      await recordJournal(draft({ at: minutes(1), targetId: 'q-nul\u0000', reason: 'Motif\u0000 caché' }));
      await recordJournal(draft({ at: minutes(2), targetId: 'q-after' }));

      expect(await health()).toMatchObject({ journal: 'ok', journalPending: 0, journalDropped: 0 });
      expect((await written()).map((entry) => [entry.targetId, entry.reason])).toEqual([
        ['q-after', null],
        ['q-nul\ufffd', 'Motif\ufffd caché'],
      ]);
    });

    it('logs in full, counts and drops an entry refused for its content; the next one is written', async () => {
      const { recordJournal } = await runtime();

      await recordJournal(draft({ at: 'pas une date', targetId: 'q-refused', reason: 'Motif gardé' }));
      await recordJournal(draft({ at: minutes(2), targetId: 'q-after' }));

      expect(await health()).toMatchObject({ journal: 'ok', journalPending: 0, journalDropped: 1 });
      expect((await written()).map((entry) => entry.targetId)).toEqual(['q-after']);
      expect(logged('journal entry refused by the database: dropped')).toEqual([
        expect.objectContaining({
          level: 'error',
          dropped: 1,
          error: expect.objectContaining({ code: '22007' }),
          entry: expect.objectContaining({
            targetId: 'q-refused',
            reason: 'Motif gardé',
            staffId: 'staff-1',
          }),
        }),
      ]);
    });

    it('keeps what waits for the database across a restart and writes each entry once', async () => {
      const { recordJournal } = await runtime();
      const { resetJournalRuntime } = await runtime();
      await resetJournalRuntime();
      await setup().stop();

      await recordJournal(draft({ at: minutes(1), targetId: 'q-nul', reason: 'Motif\u0000' }));
      await recordJournal(draft({ at: 'pas une date', targetId: 'q-refused' }));
      const changes = [{ field: 'status', label: 'Statut', before: 'En attente', after: 'Payée' }];
      await recordJournal(
        draft({ at: minutes(3), targetId: 'q-last', changes, jobId: 'job-1', approvalId: 'approval-1' }),
      );
      expect(await (await runtime()).journalHealth()).toEqual({ state: 'degraded', pending: 3, dropped: 0 });
      const [file] = readdirSync(spool);
      const left = readFileSync(join(spool, file!), 'utf8');
      expect(left.trim().split('\n')).toHaveLength(3);

      await resetJournalRuntime();
      await setup().start();
      await restart();

      expect(await health()).toMatchObject({ journal: 'ok', journalPending: 0, journalDropped: 1 });
      expect(readdirSync(spool)).toEqual([]);
      expect((await written()).map((entry) => [entry.targetId, entry.reason])).toEqual([
        ['q-last', null],
        ['q-nul', 'Motif\ufffd'],
      ]);
      expect((await written())[0]).toMatchObject({ changes, jobId: 'job-1', approvalId: 'approval-1' });

      // A process that stopped after writing them but before emptying its file: read again, written once.
      writeFileSync(join(spool, file!), left);
      await restart();

      expect(await health()).toMatchObject({ journal: 'ok', journalPending: 0 });
      expect((await written()).map((entry) => entry.targetId)).toEqual(['q-last', 'q-nul']);
    }, 60_000);
  });
}
