import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/journal/migrations';
import { openJournalStore } from '@/lib/journal/open';
import { pgliteClient } from '@/lib/journal/sql';
import { draft, journalStoreSuite } from './store-suite';

// The embedded default: PostgreSQL compiled to WebAssembly, here in memory.
journalStoreSuite('PGlite', async () => pgliteClient(await PGlite.create()));

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
