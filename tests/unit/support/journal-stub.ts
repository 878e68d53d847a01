import type { JournalHealth } from '@/lib/journal/runtime';
import type { JournalDraft } from '@/lib/journal/store';

/**
 * What the unit tests' journal received: lib/journal/runtime is replaced by this recorder in every
 * test file (tests/unit/support/setup.ts), so that no test opens a database by running an action.
 * The journal's own tests use the real runtime with `vi.unmock('@/lib/journal/runtime')`.
 */
export const journalWrites: JournalDraft[] = [];

export const journalRuntimeStub = {
  MAX_PENDING: 10_000,
  recordJournal: async (draft: JournalDraft) => {
    journalWrites.push(draft);
  },
  journalHealth: async (): Promise<JournalHealth> => ({ state: 'ok', pending: 0, dropped: 0 }),
  journalStore: async () => {
    throw new Error('No journal database in unit tests: vi.unmock("@/lib/journal/runtime") to use one.');
  },
  startJournal: async () => undefined,
  resetJournalRuntime: async () => undefined,
};
