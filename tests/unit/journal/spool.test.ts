import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spoolDirFromEnv } from '@/lib/journal/open';
import { JournalSpool, STALE_MS, type QueuedEntry } from '@/lib/journal/spool';
import { draft } from './store-suite';

/*
 * The journal's queue on disk, between processes: what one process left is taken over by exactly one
 * other, never while its owner runs, and never lost when two start together.
 */

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'journal-spool-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const entry = (n: number): QueuedEntry => ({
  ...draft({ targetId: `q${n}` }),
  uid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});

const HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '_');
// A process that has ended: its pid runs nothing any more.
const deadPid = () => Number(execFileSync(process.execPath, ['-p', 'process.pid'], { encoding: 'utf8' }));

/** The file a process `pid` of `host` left, holding `entries`, last written `age` ms ago. */
function leftBehind(entries: QueuedEntry[], { host = HOST, pid = deadPid(), age = 0 } = {}): string {
  const instance = Math.random().toString(16).slice(2, 14).padEnd(12, '0');
  const file = join(folder, `journal-${host}-${pid}-${instance}.jsonl`);
  writeFileSync(file, entries.map((each) => `${JSON.stringify(each)}\n`).join(''));
  const when = new Date(Date.now() - age);
  utimesSync(file, when, when);
  return file;
}

const targets = (entries: readonly QueuedEntry[]) => entries.map((each) => each.targetId).sort();

describe('the journal spool', () => {
  it('lies next to the journal data folder unless JOURNAL_SPOOL_DIR names one', () => {
    expect(spoolDirFromEnv({})).toBe('.data/journal-spool');
    expect(spoolDirFromEnv({ JOURNAL_DATA_DIR: '/data/journal/' })).toBe('/data/journal-spool');
    expect(spoolDirFromEnv({ JOURNAL_DATA_DIR: 'memory://' })).toBe('.data/journal-spool');
    expect(spoolDirFromEnv({ JOURNAL_DATA_DIR: '/data/journal', JOURNAL_SPOOL_DIR: '/spool' })).toBe(
      '/spool',
    );
  });

  it('mirrors its queue: appended, rewritten, removed when empty', async () => {
    const spool = new JournalSpool(folder);
    await spool.append([entry(1)]);
    await spool.append([entry(2)]);
    expect(readFileSync(spool.file, 'utf8').trim().split('\n')).toHaveLength(2);

    await spool.replace(() => [entry(2)]);
    expect(JSON.parse(readFileSync(spool.file, 'utf8'))).toMatchObject({ targetId: 'q2' });

    await spool.replace(() => []);
    expect(readdirSync(folder)).toEqual([]);
  });

  it("takes over a dead process's file once, and skips a line cut by a crash", async () => {
    const file = leftBehind([entry(1), entry(2)]);
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"uid":"00000000-00`, { flag: 'w' });
    const spool = new JournalSpool(folder);

    const taken = await spool.takeOver();

    expect(targets(taken.entries)).toEqual(['q1', 'q2']);
    expect(taken.unreadable).toBe(1);
    expect((await spool.takeOver()).entries).toEqual([]);
    await spool.remove(taken.files);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('leaves alone the file of a process that runs, here or on another host, until it is stale', async () => {
    leftBehind([entry(1)], { pid: process.ppid });
    leftBehind([entry(2)], { host: 'other-replica', pid: 1 });
    const spool = new JournalSpool(folder);

    expect((await spool.takeOver()).entries).toEqual([]);
    expect(targets((await spool.takeOver(Date.now() + STALE_MS + 1000)).entries)).toEqual(['q1', 'q2']);
  });

  it('loses and repeats nothing when two replicas start together', async () => {
    const left = Array.from({ length: 40 }, (_, n) => entry(n));
    for (let n = 0; n < 8; n += 1) leftBehind(left.slice(n * 5, n * 5 + 5));
    const first = new JournalSpool(folder);
    const second = new JournalSpool(folder);

    const [a, b] = await Promise.all([first.takeOver(), second.takeOver()]);

    expect(targets([...a.entries, ...b.entries])).toEqual(targets(left));
  });
});
