import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { openJournalStore } from '@/lib/journal/open';
import { pgliteClient } from '@/lib/db/pglite-client';
import { journalRuntimeSuite } from './runtime-suite';
import { draft, journalStoreSuite } from './store-suite';

vi.unmock('@/lib/journal/runtime');
vi.mock('@/lib/env', async (original) => ({
  ...(await original<typeof import('@/lib/env')>()),
  env: () => ({}),
}));
vi.mock('@/lib/gateway/health', () => ({ probeGateway: async () => ({ reachable: true, latencyMs: 1 }) }));

// The embedded default: PostgreSQL compiled to WebAssembly, here in memory.
journalStoreSuite('PGlite', async () => pgliteClient(await PGlite.create()));

// The server's journal in a data folder, made unreachable by putting a file where the folder was.
const root = mkdtempSync(join(tmpdir(), 'journal-runtime-'));
const dataDir = join(root, 'journal');
afterAll(() => rmSync(root, { recursive: true, force: true }));
journalRuntimeSuite('PGlite', () => ({
  env: () => ({ DATABASE_URL: '', JOURNAL_DATA_DIR: dataDir }),
  async stop() {
    renameSync(dataDir, `${dataDir}-away`);
    writeFileSync(dataDir, '');
  },
  async start() {
    rmSync(dataDir);
    renameSync(`${dataDir}-away`, dataDir);
  },
}));

describe('the journal in a PGlite data folder', () => {
  it('keeps its entries across a restart, and the second start migrates nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-pglite-'));
    try {
      const first = await openJournalStore({ engine: 'pglite', dataDir: folder });
      await first.write(draft({ targetId: 'q-kept' }));
      await first.client.close();

      const second = await openJournalStore({ engine: 'pglite', dataDir: folder });
      expect(await migrate(second.client)).toEqual([]);
      expect((await second.list({ limit: 5 })).entries.map((entry) => entry.targetId)).toEqual(['q-kept']);
      await second.client.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
