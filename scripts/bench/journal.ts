/**
 * The staff journal: what writing one entry costs on the embedded engine (PGlite in a
 * data folder) and on a PostgreSQL server (started here from Debian's binaries, or BENCH_DATABASE_URL),
 * then the server time of a filtered page of /journal over 1,000,000 entries, on each engine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { migrate } from '../../lib/db/migrate';
import { openClient, type DatabaseConnection } from '../../lib/db/open';
import { openJournalStore } from '../../lib/journal/open';
import { postgresClient } from '../../lib/db/sql';
import { journalFilterOf, journalQuery } from '../../lib/journal/query';
import { JOURNAL_TARGET_TYPES } from '../../lib/journal/target-types';
import { JournalStore, type JournalDraft } from '../../lib/journal/store';
import { startPostgres, type PostgresServer } from '../postgres-server';
import type { Check } from './checks';
import { inTurn, ms, percentile, printTable, probe, statusList, type Target } from './measure';
import { signIn } from './session';
import { startStack } from './stack';

export interface JournalBenchOptions {
  writes: number;
  entries: number;
  requests: number;
  warmup: number;
}

const PAGE_MEDIAN_MS = 50;
const STAFF = 50;
const TARGETS = 100_000;
const TARGET_TYPES = ['userView', 'projectView', 'quoteView', 'invoiceView', 'matchView', 'relationshipView'];
const ACTIONS = [
  'signQuote',
  'deactivateUser',
  'markInvoicePaid',
  'acceptMatch',
  'updateRelationship',
  'syncRecord',
];

function draft(n: number): JournalDraft {
  return {
    at: new Date().toISOString(),
    staffId: `bench-staff-${n % STAFF}`,
    staffEmail: `agent${n % STAFF}@groupe.example`,
    staffRoles: ['SUPPORT'],
    action: ACTIONS[n % ACTIONS.length]!,
    targetType: 'quoteView',
    targetId: `bench-write-${n}`,
    reason: 'Mesure du coût d’écriture',
    details: null,
    outcome: 'SUCCESS',
    requestId: `bench-${n}`,
  };
}

/** Median and p99 of `writes` single-entry writes, one after the other, after 50 warm-up writes. */
async function writeCost(
  connection: DatabaseConnection,
  writes: number,
): Promise<{ median: number; p99: number }> {
  const store = await openJournalStore(connection);
  try {
    for (let n = 0; n < 50; n += 1) await store.write(draft(n));
    const times: number[] = [];
    for (let n = 0; n < writes; n += 1) {
      const started = performance.now();
      await store.write(draft(n));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: percentile(times, 50), p99: percentile(times, 99) };
  } finally {
    await store.client.close();
  }
}

/**
 * `entries` entries over a year, 50 staff members, 100,000 records, 2 % failures, written by one SQL
 * statement (the shape of the data, not the cost of writing it, is what this part needs).
 */
async function seed(connection: DatabaseConnection, entries: number): Promise<void> {
  // The app's pool gives up a query after 5 s; one statement writing a million rows needs longer.
  const client =
    connection.engine === 'postgres'
      ? postgresClient(new Pool({ connectionString: connection.url, max: 1 }))
      : await openClient(connection);
  const store = new JournalStore(client);
  try {
    await migrate(client);
    await store.client.exec('truncate journal_entries');
    const types = `array[${TARGET_TYPES.map((type) => `'${type}'`).join(',')}]`;
    const actions = `array[${ACTIONS.map((action) => `'${action}'`).join(',')}]`;
    await store.client.query(
      `insert into journal_entries
         (at, staff_id, staff_email, staff_roles, action, target_type, target_id, reason, details, outcome, request_id)
       select timestamptz '2019-03-03T00:00:00Z' + n * interval '31 seconds',
              'bench-staff-' || (n % ${STAFF}),
              'agent' || (n % ${STAFF}) || '@groupe.example',
              array['SUPPORT'],
              (${actions})[1 + n % ${ACTIONS.length}],
              (${types})[1 + (n / 7) % ${TARGET_TYPES.length}],
              't-' || (n % ${TARGETS}),
              case when n % 10 = 0 then 'Motif ' || n end,
              null,
              case when n % 50 = 0 then 'PROJECT_PAYMENT_STATUS_CONFLICT' else 'SUCCESS' end,
              'bench-' || n
       from generate_series(1, $1::int) as n`,
      [entries],
    );
    await store.client.exec('analyze journal_entries');
  } finally {
    await store.client.close();
  }
}

/** SUPPORT-only, reads nothing: what the shell, the session and the render cost without the journal. */
const BARE_PATH = '/creation-utilisateur';

/** The filtered pages timed: a record's entries, a staff member over a month, an action's failures. */
const PAGES: { label: string; query: Record<string, string> }[] = [
  { label: 'one record (targetId)', query: { targetId: 't-4242' } },
  {
    label: 'one staff member, one month',
    query: { staff: 'agent7@groupe.example', from: '2019-06-01', to: '2019-06-30' },
  },
  { label: 'one action, failures only', query: { action: 'signQuote', outcome: 'FAILURE' } },
];

/** The store's own time for each page's read (median of `requests`), without the page around it. */
async function queryTimes(connection: DatabaseConnection, requests: number): Promise<string[][]> {
  const store = await openJournalStore(connection);
  try {
    const rows: string[][] = [];
    for (const { label, query } of PAGES) {
      const filter = journalFilterOf(journalQuery.parse(query), [...JOURNAL_TARGET_TYPES]);
      const times: number[] = [];
      for (let n = 0; n < requests + 5; n += 1) {
        const started = performance.now();
        const page = await store.list(filter);
        if (n >= 5) times.push(performance.now() - started);
        if (page.entries.length === 0) throw new Error(`the read "${label}" found no entry`);
      }
      times.sort((a, b) => a - b);
      rows.push([label, ms(percentile(times, 50)), ms(percentile(times, 99))]);
    }
    return rows;
  } finally {
    await store.client.close();
  }
}

async function pageTimes(
  engine: string,
  appEnv: Record<string, string>,
  options: JournalBenchOptions,
): Promise<Check[]> {
  const stack = await startStack(500, appEnv);
  try {
    const session = await signIn(stack.gatewayUrl, stack.env);
    const targets: Target[] = PAGES.map(({ label, query }) => ({
      label: `${engine}: /journal, ${label}`,
      url: new URL(`/journal?${new URLSearchParams(query)}`, stack.appUrl),
      headers: { cookie: session.cookie },
    }));
    const bare: Target = {
      label: `${engine}: bare page ${BARE_PATH}`,
      url: new URL(BARE_PATH, stack.appUrl),
      headers: { cookie: session.cookie },
    };
    for (const target of targets) {
      const { status, body } = await probe(target);
      if (status !== 200 || !body.includes('Journal des actions') || !body.includes('groupe.example'))
        throw new Error(`${target.url.pathname}${target.url.search} answered ${status} without entries`);
    }
    const all = [bare, ...targets];
    const measured = await inTurn(all, options.warmup, options.requests);
    const latencies = measured.slice(1);
    printTable(
      ['page', 'median', 'p99', 'statuses'],
      all.map((target, index) => [
        target.label,
        ms(measured[index]!.median),
        ms(measured[index]!.p99),
        statusList(measured[index]!.statuses),
      ]),
    );
    return targets.map((target, index) => ({
      name: `${target.label} median`,
      value: ms(latencies[index]!.median),
      target: `< ${PAGE_MEDIAN_MS} ms`,
      pass: latencies[index]!.median < PAGE_MEDIAN_MS,
    }));
  } finally {
    await stack.stop();
  }
}

export async function benchJournal(options: JournalBenchOptions): Promise<Check[]> {
  const checks: Check[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  let server: PostgresServer | null = null;
  try {
    const pglite: DatabaseConnection = { engine: 'pglite', dataDir: join(folder, 'pglite') };
    let postgres: DatabaseConnection | null = null;
    if (process.env.BENCH_DATABASE_URL)
      postgres = { engine: 'postgres', url: process.env.BENCH_DATABASE_URL };
    else {
      try {
        server = await startPostgres(Number(process.env.BENCH_PG_PORT ?? 5437));
        postgres = { engine: 'postgres', url: server.url };
      } catch (error) {
        console.log(`PostgreSQL part not run: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const engines = [['PGlite', pglite], ...(postgres ? [['PostgreSQL', postgres] as const] : [])] as const;

    const rows: string[][] = [];
    for (const [engine, connection] of engines) {
      const cost = await writeCost(connection, options.writes);
      rows.push([engine, ms(cost.median), ms(cost.p99)]);
      checks.push({
        name: `journal write on ${engine} (median / p99)`,
        value: `${ms(cost.median)} / ${ms(cost.p99)}`,
        target: 'reported',
        pass: true,
      });
    }
    console.log(`Writing one entry, ${options.writes} writes in a row after 50 warm-up:`);
    printTable(['engine', 'median', 'p99'], rows);

    for (const [engine, connection] of engines) {
      const started = performance.now();
      await seed(connection, options.entries);
      console.log(
        `\n${engine}: ${options.entries.toLocaleString('en')} entries seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; /journal, ${options.requests} requests per page after ${options.warmup} warm-up, in turn`,
      );
      console.log('The store alone, the same reads (median, p99):');
      printTable(['read', 'median', 'p99'], await queryTimes(connection, options.requests));
      const appEnv: Record<string, string> =
        connection.engine === 'pglite'
          ? { JOURNAL_DATA_DIR: connection.dataDir, DATABASE_URL: '' }
          : { DATABASE_URL: connection.url };
      checks.push(...(await pageTimes(engine, appEnv, options)));
    }
  } finally {
    await server?.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
  return checks;
}
