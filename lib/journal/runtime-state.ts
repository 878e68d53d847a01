import 'server-only';
import { connectionFromEnv, type DatabaseConnection } from '@/lib/db/open';
import { spoolDirFromEnv } from './open';
import { JournalSpool, type QueuedEntry } from './spool';
import type { JournalStore } from './store';

/*
 * The state of this process's journal (runtime.ts): its store, its waiting entries and its health,
 * kept on globalThis, with the time limits of its writes, probes and retries.
 */

export type JournalState = 'ok' | 'degraded';

export interface JournalHealth {
  state: JournalState;
  /** Entries waiting for the database. */
  pending: number;
  /** Entries the database refused for their content since the process started (each in the log). */
  dropped: number;
}

/** How long an action may wait for the journal before its entry is queued instead. */
export const WRITE_TIMEOUT_MS = 3000;
export const PROBE_TIMEOUT_MS = 1500;
/** Beyond this, the oldest waiting entries are given up (each is in the log already). */
export const MAX_PENDING = 10_000;
export const RETRY_MS = 5000;
/** How often the spool folder is looked at for the files of processes that are gone. */
export const TAKE_OVER_MS = RETRY_MS;

export interface Runtime {
  connection: DatabaseConnection;
  spool: JournalSpool;
  store: Promise<JournalStore> | null;
  pending: QueuedEntry[];
  state: JournalState;
  dropped: number;
  flushing: Promise<void> | null;
  retry: ReturnType<typeof setTimeout> | null;
  /** When the spool folder was last looked at (0: not yet). */
  lookedAt: number;
}

// On globalThis: `next dev` re-evaluates modules on each change, and a PGlite folder must be
// opened by one instance only.
export const GLOBAL_KEY = Symbol.for('lmsg.backoffice.journal');
export type WithRuntime = typeof globalThis & { [GLOBAL_KEY]?: Runtime };

export function runtime(): Runtime {
  const holder = globalThis as WithRuntime;
  holder[GLOBAL_KEY] ??= {
    connection: connectionFromEnv(),
    spool: new JournalSpool(spoolDirFromEnv()),
    store: null,
    pending: [],
    state: 'ok',
    dropped: 0,
    flushing: null,
    retry: null,
    lookedAt: 0,
  };
  return holder[GLOBAL_KEY];
}

class JournalTimeoutError extends Error {
  constructor(what: string) {
    super(`journal ${what} took too long`);
    this.name = 'JournalTimeoutError';
  }
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new JournalTimeoutError(what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
