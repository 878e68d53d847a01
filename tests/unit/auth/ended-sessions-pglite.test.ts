import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, isSessionEnded, useEndedSessionStore } from '@/lib/auth/ended-sessions';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';

const mocks = vi.hoisted(() => ({ db: null as SqlClient | null, queries: [] as string[] }));
vi.mock('@/lib/db/database', () => ({
  database: async () => ({
    ...mocks.db!,
    engine: mocks.db!.engine,
    query: (text: string, params?: readonly unknown[]) => {
      mocks.queries.push(text);
      return mocks.db!.query(text, params);
    },
  }),
}));

// No REDIS_URL: the back-office's database holds the record.
vi.mock('@/lib/env', () => ({ env: () => ({ REDIS_URL: undefined }) }));

const DAY = 24 * 60 * 60 * 1000;

describe('ended sessions on PGlite, the database of this process alone', () => {
  beforeAll(async () => {
    mocks.db = await openMemoryDatabase();
  });
  afterAll(async () => {
    await mocks.db?.close();
  });
  beforeEach(async () => {
    await mocks.db!.query('delete from ended_sessions');
    // Back to the configured store, with nothing read yet: a process just started.
    useEndedSessionStore(null);
    mocks.queries = [];
  });

  it('refuses a session ended before a restart, and checks others without a query', async () => {
    await mocks.db!.query('insert into ended_sessions (sid, until) values ($1, $2)', [
      'sid-before',
      new Date(Date.now() + DAY).toISOString(),
    ]);
    expect(await isSessionEnded('sid-before', 'proxy')).toBe(true);
    for (let request = 0; request < 3; request += 1)
      expect(await isSessionEnded('sid-open', 'proxy')).toBe(false);
    expect(mocks.queries.filter((text) => text.includes('from ended_sessions'))).toHaveLength(1);
  });

  it('refuses a sign-out at once and keeps it for after a restart', async () => {
    expect(await isSessionEnded('sid-1', 'proxy')).toBe(false);
    await endSession('sid-1', Date.now() + DAY);
    expect(await isSessionEnded('sid-1', 'render')).toBe(true);
    useEndedSessionStore(null);
    expect(await isSessionEnded('sid-1')).toBe(true);
  });
});
