import 'server-only';
import { errorFields, log } from '@/lib/log';
import { describeConnection } from '@/lib/db/open';
import { openJournalStore } from './open';
import { refusedForContent, sqlState } from './refused';
import type { QueuedEntry } from './spool';
import type { JournalStore } from './store';
import type { JournalDraft } from './types';
import {
  GLOBAL_KEY,
  MAX_PENDING,
  PROBE_TIMEOUT_MS,
  RETRY_MS,
  TAKE_OVER_MS,
  WRITE_TIMEOUT_MS,
  runtime,
  within,
  type JournalHealth,
  type Runtime,
  type WithRuntime,
} from './runtime-state';

export { MAX_PENDING, type JournalHealth, type JournalState } from './runtime-state';

/*
 * The journal of this server process: its store, opened once (and again after a failure), and the
 * entries it could not write yet. Writing never throws: a staff member's action has already
 * happened at the gateway when it is journaled, so a journal failure is logged with the whole entry
 * (ops can replay it from the log), the entry waits in a bounded queue, kept on disk too
 * (./spool: it outlives a restart), and the next write, the retry timer or a health probe writes it
 * once the database answers again. An entry the database refuses for what it holds (./refused)
 * would be refused forever: it is logged in full, counted and dropped, never left to block the
 * entries behind it.
 */

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

/** The disk is a second copy of the queue: a failure there is logged, and the queue goes on in memory. */
async function onDisk(state: Runtime, what: string, operation: Promise<void>): Promise<void> {
  try {
    await operation;
  } catch (error) {
    log('error', 'journal spool failed', {
      spool: state.spool.dir,
      operation: what,
      error: errorFields(error),
    });
  }
}

/** This process's spool file holds the queue as it is when the write runs. */
function saveQueue(state: Runtime): Promise<void> {
  return onDisk(
    state,
    'rewrite',
    state.spool.replace(() => state.pending),
  );
}

/** Queues the entries of the spool files of processes that are gone, at most every TAKE_OVER_MS. */
async function takeOverSpools(): Promise<void> {
  const state = runtime();
  const now = Date.now();
  if (now - state.lookedAt < TAKE_OVER_MS) return;
  state.lookedAt = now;
  try {
    const taken = await state.spool.takeOver(now);
    if (taken.files.length === 0) return;
    // A crash between two steps can leave an entry in two files: it waits once.
    const known = new Set(state.pending.map((entry) => entry.uid));
    const entries: QueuedEntry[] = [];
    for (const entry of taken.entries) {
      if (known.has(entry.uid)) continue;
      known.add(entry.uid);
      entries.push(entry);
    }
    state.pending.unshift(...entries);
    trim();
    // The files taken stay until their entries are safe in this process's own file.
    await state.spool.replace(() => state.pending);
    await state.spool.remove(taken.files);
    log(taken.unreadable > 0 ? 'error' : 'info', 'journal spool taken over', {
      spool: state.spool.dir,
      files: taken.files.length,
      entries: entries.length,
      unreadable: taken.unreadable,
    });
  } catch (error) {
    log('error', 'journal spool failed', {
      spool: state.spool.dir,
      operation: 'take over',
      error: errorFields(error),
    });
  }
}

/** Writes one entry; one the database refuses for its content is logged, counted and dropped. */
async function writeOrDrop(store: JournalStore, entry: QueuedEntry): Promise<void> {
  try {
    await within(store.write(entry), WRITE_TIMEOUT_MS, 'write');
  } catch (error) {
    if (!refusedForContent(error)) throw error;
    const state = runtime();
    state.dropped += 1;
    log('error', 'journal entry refused by the database: dropped', {
      journal: describeConnection(state.connection),
      dropped: state.dropped,
      error: { ...errorFields(error), code: sqlState(error) },
      entry,
    });
  }
}

/**
 * Takes over the queues of processes that are gone, then writes the waiting entries, oldest first;
 * one flush at a time. Throws when the database fails.
 */
function flushPending(): Promise<void> {
  const state = runtime();
  state.flushing ??= (async () => {
    let handled = 0;
    try {
      await takeOverSpools();
      if (state.pending.length === 0) return;
      await onDisk(state, 'touch', state.spool.touch());
      const store = await within(journalStore(), WRITE_TIMEOUT_MS, 'opening');
      while (state.pending.length > 0) {
        const entry = state.pending[0]!;
        await writeOrDrop(store, entry);
        // By identity: a full queue may have given up its oldest entries meanwhile.
        const at = state.pending.indexOf(entry);
        if (at >= 0) state.pending.splice(at, 1);
        handled += 1;
      }
      state.state = 'ok';
      log('info', 'journal caught up', { entries: handled });
    } catch (error) {
      state.state = 'degraded';
      scheduleRetry();
      throw error;
    } finally {
      if (handled > 0) await saveQueue(state);
      state.flushing = null;
    }
  })();
  return state.flushing;
}

/** Beyond MAX_PENDING, gives up the oldest waiting entries; answers whether it did. */
function trim(): boolean {
  const state = runtime();
  const over = state.pending.length - MAX_PENDING;
  if (over <= 0) return false;
  state.pending.splice(0, over);
  log('error', 'journal queue full: oldest entries given up', { dropped: over });
  return true;
}

async function keep(entry: QueuedEntry): Promise<void> {
  const state = runtime();
  state.pending.push(entry);
  await (trim() ? saveQueue(state) : onDisk(state, 'append', state.spool.append([entry])));
}

/**
 * Journals one action. Never throws and never waits long: when the database fails, the entry is
 * logged and kept for later (see above).
 */
export async function recordJournal(draft: JournalDraft): Promise<void> {
  const state = runtime();
  const entry: QueuedEntry = { ...draft, uid: draft.uid ?? crypto.randomUUID() };
  try {
    await flushPending();
    const store = await within(journalStore(), WRITE_TIMEOUT_MS, 'opening');
    await writeOrDrop(store, entry);
    state.state = 'ok';
  } catch (error) {
    await keep(entry);
    degrade(error, { entry });
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
  return { state: state.state, pending: state.pending.length, dropped: state.dropped };
}

/**
 * At start-up (instrumentation.ts): opens the journal and runs its migrations, logging either way,
 * then writes what the spool kept from processes that are gone.
 */
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
  // Not awaited: the server serves while what the spool kept is written.
  void flushPending().catch(() => undefined);
}

/**
 * Tests only: forget the process's journal (closing its store, leaving its spool file as a
 * stopped process would) and read the environment again.
 */
export async function resetJournalRuntime(): Promise<void> {
  const holder = globalThis as WithRuntime;
  const current = holder[GLOBAL_KEY];
  if (current?.retry) clearTimeout(current.retry);
  await current?.flushing?.catch(() => undefined);
  if (current?.retry) clearTimeout(current.retry);
  delete holder[GLOBAL_KEY];
  await current?.spool.close();
  const store = await current?.store?.catch(() => null);
  await store?.client.close().catch(() => undefined);
}
