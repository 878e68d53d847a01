import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pool } from 'pg';
import { postgresClient } from '@/lib/db/sql';
import { startPostgres, type PostgresServer } from '../../../scripts/postgres-server';
import { journalRuntimeSuite } from './runtime-suite';
import { journalStoreSuite } from './store-suite';

/*
 * The journal on a real PostgreSQL server started by this test (what ops run with DATABASE_URL):
 * the store's behaviour, then an action run while the server is stopped: the action succeeds, the
 * health endpoint says the journal is degraded, and the entry is written once the server is back.
 */

vi.unmock('@/lib/journal/runtime');

const STAFF = { id: 'staff-1', email: 'camille.agent@groupe.example', roles: ['SUPPORT'] };
vi.mock('@/lib/auth/session', async (original) => ({
  ...(await original<typeof import('@/lib/auth/session')>()),
  requireActionAccess: async () => ({
    user: { ...STAFF, firstName: 'Camille', lastName: 'Agent' },
    token: { tokenType: 'Bearer', accessToken: 'x' },
  }),
}));
vi.mock('@/lib/gateway/matches', () => ({ acceptMatch: vi.fn(async () => undefined) }));
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/env', async (original) => ({
  ...(await original<typeof import('@/lib/env')>()),
  env: () => ({}),
}));
vi.mock('@/lib/gateway/health', () => ({ probeGateway: async () => ({ reachable: true, latencyMs: 1 }) }));

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  const { resetJournalRuntime } = await import('@/lib/journal/runtime');
  await resetJournalRuntime();
  await server?.destroy();
}, 60_000);

journalStoreSuite('PostgreSQL', async () =>
  postgresClient(new Pool({ connectionString: server.url, max: 3 })),
);

describe('a journal whose PostgreSQL server stops', () => {
  it('loses no action, says so on /api/health, and writes the entry once the server is back', async () => {
    vi.stubEnv('DATABASE_URL', server.url);
    vi.stubEnv('JOURNAL_SPOOL_DIR', mkdtempSync(join(tmpdir(), 'journal-spool-')));
    const runtime = await import('@/lib/journal/runtime');
    await runtime.resetJournalRuntime();
    const { acceptMatchAction } = await import('@/app/(backoffice)/(records)/matches/[id]/actions');
    const { acceptMatch } = await import('@/lib/gateway/matches');
    const { health } = await import('../support/health');
    const { listJournal } = await import('@/lib/journal/read');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthOf = async () => (await (await health()).json()) as Record<string, unknown>;

    expect(await acceptMatchAction({ id: 'm-before' })).toMatchObject({ ok: true });
    expect(await healthOf()).toMatchObject({ journal: 'ok', journalPending: 0 });

    await server.stop();
    expect(await acceptMatchAction({ id: 'm-during' })).toMatchObject({ ok: true });
    expect(vi.mocked(acceptMatch)).toHaveBeenCalledTimes(2);
    expect(await healthOf()).toMatchObject({ status: 'ok', journal: 'degraded', journalPending: 1 });
    const logged = errors.mock.calls
      .map(([line]) => String(line))
      .find((line) => line.includes('journal write failed'));
    expect(logged).toContain('m-during');

    await server.start();
    expect(await healthOf()).toMatchObject({ journal: 'ok', journalPending: 0 });
    const { entries } = await listJournal({ limit: 10, action: 'acceptMatch' });
    expect(entries.map((entry) => entry.targetId)).toEqual(['m-during', 'm-before']);
    expect(entries[0]).toMatchObject({ staffId: STAFF.id, targetType: 'matchView', outcome: 'SUCCESS' });
  }, 60_000);
});

journalRuntimeSuite('PostgreSQL', () => ({
  env: () => ({ DATABASE_URL: server.url }),
  stop: () => server.stop(),
  start: () => server.start(),
}));
