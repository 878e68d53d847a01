import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { fieldChanges } from './changes';
import type { JournalDraft } from './types';

/*
 * The journal's queue on disk, so that the entries waiting for the database outlive the process.
 * Each process owns one file, `journal-<host>-<pid>-<instance>.jsonl`, one entry a line, which
 * mirrors its queue in memory: appended to when an entry waits, rewritten (a temporary file renamed
 * over it) when entries left the queue, removed when nothing waits. No two processes write one file,
 * so replicas may share the folder.
 *
 * A process takes over the files of processes that are gone: from this host, when their process no
 * longer runs, or is this very one but the spool was closed (a restart in place: pid 1 in a
 * container); from anywhere, when untouched for STALE_MS (a live owner touches its file at each
 * retry; such a file comes from another host sharing the folder, or its pid now runs another
 * program). Taking over is renaming the file to a name of the taker's own, which one process only
 * wins when two start together; the entries then join its queue and file. An entry carries its uid
 * to the database, which keeps one entry per uid: an entry read twice (a crash between two steps) is
 * written once.
 */

// Entries name staff members and hold their reasons: for the server's user only.
const PRIVATE_DIR = { recursive: true, mode: 0o700 } as const;
const PRIVATE_FILE = { mode: 0o600 } as const;

/** A file no process touched for this long belongs to nobody (owners touch theirs every few seconds). */
export const STALE_MS = 60_000;

const queuedEntry = z.object({
  uid: z.uuid(),
  at: z.string(),
  staffId: z.string(),
  staffEmail: z.string(),
  staffRoles: z.array(z.string()),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.string().nullish(),
  outcome: z.string(),
  requestId: z.string(),
  changes: fieldChanges.nullish(),
  jobId: z.string().nullish(),
  approvalId: z.string().nullish(),
});

/** An entry waiting for the database: always with its uid. */
export type QueuedEntry = JournalDraft & { uid: string };

interface Owner {
  host: string;
  pid: number;
  instance: string;
}

// The spools of this process not closed yet: a file of this pid is theirs, or left by a restart.
const OPEN = new Set<string>();

const FILE = /^journal-(.+)-(\d+)-([0-9a-f]{12})(?:~[0-9a-f]{12})?\.jsonl$/;

function ownerOf(file: string): Owner | null {
  const match = FILE.exec(file);
  return match ? { host: match[1]!, pid: Number(match[2]), instance: match[3]! } : null;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lines = (entries: readonly QueuedEntry[]) =>
  entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');

export interface TakenOver {
  entries: QueuedEntry[];
  /** The files read, to remove once their entries are in this process's own file. */
  files: string[];
  /** Lines that were not an entry (a line cut by a crash), left out. */
  unreadable: number;
}

export class JournalSpool {
  readonly dir: string;
  readonly file: string;
  private readonly self: Owner;
  private readonly name: string;
  // One operation at a time, in the order asked: a rewrite never loses a line appended meanwhile.
  private tail: Promise<unknown> = Promise.resolve();

  constructor(dir: string) {
    this.dir = resolve(dir);
    this.self = {
      host: hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host',
      pid: process.pid,
      instance: randomBytes(6).toString('hex'),
    };
    OPEN.add(this.self.instance);
    this.name = `journal-${this.self.host}-${this.self.pid}-${this.self.instance}`;
    this.file = join(this.dir, `${this.name}.jsonl`);
  }

  private run<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.tail.then(operation);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Adds entries to this process's file. */
  append(entries: readonly QueuedEntry[]): Promise<void> {
    return this.run(async () => {
      await mkdir(this.dir, PRIVATE_DIR);
      await appendFile(this.file, lines(entries), PRIVATE_FILE);
    });
  }

  /** Makes this process's file hold what `current()` answers when the write runs; none: no file. */
  replace(current: () => readonly QueuedEntry[]): Promise<void> {
    return this.run(async () => {
      const entries = current();
      if (entries.length === 0) {
        await rm(this.file, { force: true });
        return;
      }
      await mkdir(this.dir, PRIVATE_DIR);
      const temporary = `${this.file}.tmp`;
      await writeFile(temporary, lines(entries), PRIVATE_FILE);
      await rename(temporary, this.file);
    });
  }

  /** Tells other processes this one still owns its file. */
  touch(): Promise<void> {
    return this.run(async () => {
      const now = new Date();
      await utimes(this.file, now, now).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    });
  }

  /** Removes files taken over once their entries are safe in this process's own file. */
  remove(files: readonly string[]): Promise<void> {
    return this.run(async () => {
      await Promise.all(files.map((file) => rm(file, { force: true })));
    });
  }

  private gone(owner: Owner, modified: number, now: number): boolean {
    if (owner.host === this.self.host) {
      if (owner.pid === this.self.pid) return !OPEN.has(owner.instance);
      if (!running(owner.pid)) return true;
    }
    // Another host's, or a pid that runs again after a reboot: only a file nobody touches is left.
    return now - modified > STALE_MS;
  }

  /** The entries of the files of processes that are gone, now this process's to write. */
  takeOver(now: number = Date.now()): Promise<TakenOver> {
    return this.run(async () => {
      const taken: TakenOver = { entries: [], files: [], unreadable: 0 };
      let names: string[];
      try {
        names = await readdir(this.dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return taken;
        throw error;
      }
      for (const found of names) {
        const owner = ownerOf(found);
        if (!owner) continue;
        const path = join(this.dir, found);
        const modified = await stat(path).then(
          (info) => info.mtimeMs,
          () => null,
        );
        if (modified === null || !this.gone(owner, modified, now)) continue;
        const target = join(this.dir, `${this.name}~${randomBytes(6).toString('hex')}.jsonl`);
        try {
          await rename(path, target);
        } catch (error) {
          // Another process took it first.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        // Taken: a file of a live owner again, for processes of other hosts too.
        const touched = new Date();
        await utimes(target, touched, touched).catch(() => undefined);
        let text: string;
        try {
          text = await readFile(target, 'utf8');
        } catch (error) {
          // Taken in turn by a process that saw it stale before the touch: its entries are there.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        taken.files.push(target);
        for (const line of text.split('\n')) {
          if (!line.trim()) continue;
          const entry = queuedEntry.safeParse(parseJson(line));
          if (entry.success) taken.entries.push(entry.data as QueuedEntry);
          else taken.unreadable += 1;
        }
      }
      return taken;
    });
  }

  /** Once every operation asked so far is done, leaves this process's file to the next process. */
  async close(): Promise<void> {
    await this.tail;
    OPEN.delete(this.self.instance);
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
