import 'server-only';
import { errorFields, log } from '@/lib/log';
import { connectionFromEnv, describeConnection, openJournalStore, type JournalConnection } from './open';
import type { JournalDraft, JournalStore } from './store';

/*
 * The journal of this server process: its store, opened once (and again after a failure), and the
 * entries it could not write yet. Writing never throws: a staff member's action has already
 * happened at the gateway when it is journaled, so a journal failure is logged with the whole entry
 * (ops can replay it from the log), the entry waits in a bounded queue, and the next write, the
 * retry timer or a health probe writes it once the database answers again.
 */

export type JournalState = 'ok' | 'degraded';

export interface JournalHealth {
  state: JournalState;
  /** Entries waiting for the database. */
  pending: number;
}

/** How long an action may wait for the journal before its entry is queued instead. */
const WRITE_TIMEOUT_MS = 3000;
const PROBE_TIMEOUT_MS = 1500;
/** Beyond this, the oldest waiting entries are given up (each is in the log already). */
export const MAX_PENDING = 10_000;
const RETRY_MS = 5000;

interface Runtime {
  connection: JournalConnection;
  store: Promise<JournalStore> | null;
  pending: JournalDraft[];
  state: JournalState;
  flushing: Promise<void> | null;
  retry: ReturnType<typeof setTimeout> | null;
}

// On globalThis: `next dev` re-evaluates modules on each change, and a PGlite folder must be
// opened by one instance only.
const GLOBAL_KEY = Symbol.for('lmsg.backoffice.journal');
type WithRuntime = typeof globalThis & { [GLOBAL_KEY]?: Runtime };

function runtime(): Runtime {
  const holder = globalThis as WithRuntime;
  holder[GLOBAL_KEY] ??= {
    connection: connectionFromEnv(),
    store: null,
    pending: [],
    state: 'ok',
    flushing: null,
    retry: null,
  };
  return holder[GLOBAL_KEY];
}

class JournalTimeoutError extends Error {
  constructor(what: string) {
    super(`journal ${what} took too long`);
    this.name = 'JournalTimeoutError';
  }
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new JournalTimeoutError(what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The process's store, opened and migrated on first use; a failed opening is tried again next time. */
export function journalStore(): Promise<JournalStore> {
  const state = runtime();
  if (!state.store) {
    const opening = openJournalStore(state.connection);
    state.store = opening;
    opening.catch(() => {
      if (state.store === opening) state.store = null;
    });
  }
  return state.store;
}

function degrade(error: unknown, fields: Record<string, unknown>): void {
  const state = runtime();
  state.state = 'degraded';
  log('error', 'journal write failed', {
    journal: describeConnection(state.connection),
    pending: state.pending.length,
    error: errorFields(error),
    ...fields,
  });
  scheduleRetry();
}

function scheduleRetry(): void {
  const state = runtime();
  if (state.retry || state.pending.length === 0) return;
  state.retry = setTimeout(() => {
    state.retry = null;
    void flushPending().catch(() => undefined);
  }, RETRY_MS);
  state.retry.unref?.();
}

/** Writes the waiting entries, oldest first; one flush at a time. Throws when the database fails. */
function flushPending(): Promise<void> {
  const state = runtime();
  if (state.pending.length === 0) return Promise.resolve();
  state.flushing ??= (async () => {
    try {
      const store = await within(journalStore(), WRITE_TIMEOUT_MS, 'opening');
      while (state.pending.length > 0) {
        await within(store.write(state.pending[0]!), WRITE_TIMEOUT_MS, 'write');
        state.pending.shift();
      }
      state.state = 'ok';
      log('info', 'journal caught up');
    } catch (error) {
      state.state = 'degraded';
      scheduleRetry();
      throw error;
    } finally {
      state.flushing = null;
    }
  })();
  return state.flushing;
}

function keep(draft: JournalDraft): void {
  const state = runtime();
  state.pending.push(draft);
  const over = state.pending.length - MAX_PENDING;
  if (over > 0) {
    state.pending.splice(0, over);
    log('error', 'journal queue full: oldest entries given up', { dropped: over });
  }
}

/**
 * Journals one action. Never throws and never waits long: when the database fails, the entry is
 * logged and kept for later (see above).
 */
export async function recordJournal(draft: JournalDraft): Promise<void> {
  const state = runtime();
  try {
    await flushPending();
    const store = await within(journalStore(), WRITE_TIMEOUT_MS, 'opening');
    await within(store.write(draft), WRITE_TIMEOUT_MS, 'write');
    state.state = 'ok';
  } catch (error) {
    keep(draft);
    degrade(error, { entry: draft });
  }
}

/** For the health endpoint: the database answers and nothing waits, or not. */
export async function journalHealth(): Promise<JournalHealth> {
  const state = runtime();
  try {
    const store = await within(journalStore(), PROBE_TIMEOUT_MS, 'opening');
    await within(store.ping(), PROBE_TIMEOUT_MS, 'probe');
    await within(flushPending(), PROBE_TIMEOUT_MS, 'catching up');
    if (state.pending.length === 0) state.state = 'ok';
  } catch {
    state.state = 'degraded';
  }
  return { state: state.state, pending: state.pending.length };
}

/** At start-up (instrumentation.ts): opens the journal and runs its migrations, logging either way. */
export async function startJournal(): Promise<void> {
  const state = runtime();
  const where = describeConnection(state.connection);
  try {
    await journalStore();
    log('info', 'journal ready', { journal: where });
  } catch (error) {
    state.state = 'degraded';
    log('error', 'journal unavailable at start-up', { journal: where, error: errorFields(error) });
  }
}

/** Tests only: forget the process's journal (closing its store) and read the environment again. */
export async function resetJournalRuntime(): Promise<void> {
  const holder = globalThis as WithRuntime;
  const current = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  if (current?.retry) clearTimeout(current.retry);
  const store = await current?.store?.catch(() => null);
  await store?.client.close().catch(() => undefined);
}
