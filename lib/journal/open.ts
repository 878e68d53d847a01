import { DEFAULT_DATA_DIR, openDatabase, type DatabaseConnection } from '@/lib/db/open';
import { JournalStore } from './store';

/*
 * The journal's store on the back-office database, and the folder of its queue kept on disk. No
 * 'server-only': the benchmark and the tests open stores of their own through here.
 */

/**
 * The folder of the queue kept on disk (./spool): JOURNAL_SPOOL_DIR, or next to the PGlite folder
 * (`.data/journal-spool` by default, whichever engine runs).
 */
export function spoolDirFromEnv(source: Record<string, string | undefined> = process.env): string {
  const configured = source.JOURNAL_SPOOL_DIR?.trim();
  if (configured) return configured;
  const dataDir = source.JOURNAL_DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  return `${dataDir.startsWith('memory://') ? DEFAULT_DATA_DIR : dataDir.replace(/\/+$/, '')}-spool`;
}

/** A store ready to use: its database opened and migrated. */
export async function openJournalStore(connection: DatabaseConnection): Promise<JournalStore> {
  return new JournalStore(await openDatabase(connection));
}
