/**
 * Home `/` at scale: the gateway calls that many sessions opening it within a minute cause (the
 * fake counts what it receives: GET /__fake/calls), then its server time signed in as SUPPORT,
 * beside the bare page, with eight shared views in the back-office database (a PGlite folder of
 * its own, written before the app starts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../lib/db/open';
import { insertView } from '../../lib/views/store';
import type { NewView } from '../../lib/views/types';
import type { Check } from './checks';
import { get, inTurn, ms, printTable, probe, statusList, type Target } from './measure';
import { signIn, type BenchSession } from './session';
import { startStack, type Stack } from './stack';

export interface HomeOptions {
  scaleUsers: number;
  requests: number;
  warmup: number;
  /** Sessions opening home once each, spread evenly over `seconds`. */
  sessions: number;
  seconds: number;
}

/** The issue's target for home's median server time. */
const HOME_MEDIAN_MS = 100;
/** The bare page of part 2: the same shell and session decode, no gateway call. */
const BARE_PATH = '/creation-utilisateur';
/** What an error screen says (app/error.tsx): a 200 showing it is no home. */
const ERROR_TEXT = 'Une erreur est survenue';
/** The fake keeps its last 5,000 calls: a count that reaches it is a floor. */
const CALL_LOG_SIZE = 5_000;
/**
 * The accounts the sessions are signed in as, in turn: every active demo role, SUPPORT twice
 * (support@ and support-2@), so that a cache per view and role is shared by 20 sessions of one
 * account and by 40 of one role, as a team opening home in the morning would.
 */
const ACCOUNTS = [
  'support',
  'support-2',
  'finance',
  'ca',
  'cc',
  'manager_ca',
  'manager_cc',
  'manager_bd_cco',
  'bd',
  'cco',
] as const;

const MESSAGING = ['SUPPORT', 'MANAGER_CA', 'MANAGER_CC', 'CA', 'CC'] as const;

/** Eight shared views over the lists a SUPPORT agent can read, the seeded queues among them. */
const VIEWS: NewView[] = (
  [
    {
      list: 'invoices',
      name: 'Factures en attente depuis plus de 30 jours',
      query: 'status=PENDING&statusOlderThan=30&sort=statusDate%2Casc',
      sharedRoles: ['SUPPORT', 'FINANCE'],
      queue: true,
    },
    {
      list: 'mailbox',
      name: 'Discussions non lues',
      query: 'unread=true',
      sharedRoles: [...MESSAGING],
      queue: true,
    },
    {
      list: 'projects',
      name: 'Projets en validation',
      query: 'status=VALIDATING',
      sharedRoles: ['SUPPORT', 'CA', 'MANAGER_CA'],
      queue: true,
    },
    {
      list: 'issues',
      name: 'Contournements soupçonnés',
      query: 'type=BYPASS_SUSPECTED',
      sharedRoles: ['SUPPORT', 'MANAGER_CA', 'MANAGER_CC'],
      queue: true,
    },
    {
      list: 'users',
      name: 'Professionnels en attente d’activation',
      query: 'type=PROFESSIONAL&status=PENDING_ACTIVATION',
      sharedRoles: ['SUPPORT', 'CC', 'MANAGER_CC'],
      queue: false,
    },
    {
      list: 'matches',
      name: 'Mises en relation acceptées',
      query: 'status=ACCEPTED',
      sharedRoles: ['SUPPORT', 'CA'],
      queue: false,
    },
    {
      list: 'communications',
      name: 'Communications non délivrées',
      query: 'statuses=NOT_DELIVERED',
      sharedRoles: ['SUPPORT'],
      queue: false,
    },
    {
      list: 'credentials',
      name: 'Comptes du personnel désactivés',
      query: 'status=INACTIVE',
      sharedRoles: ['SUPPORT'],
      queue: false,
    },
  ] satisfies Omit<NewView, 'id' | 'ownerId' | 'ownerName'>[]
).map((view, index) => ({
  ...view,
  id: `00000000-0000-4000-8000-0000000000${String(index + 1).padStart(2, '0')}`,
  ownerId: null,
  ownerName: 'Back-office',
}));

async function seedViews(dataDir: string): Promise<void> {
  const db = await openDatabase({ engine: 'pglite', dataDir });
  try {
    for (const view of VIEWS) await insertView(db, view);
  } finally {
    await db.close();
  }
}

interface CallRecord {
  method: string;
  path: string;
}

async function fakeCalls(stack: Stack, method: 'GET' | 'DELETE'): Promise<CallRecord[]> {
  const response = await fetch(new URL('/__fake/calls', stack.gatewayUrl), { method });
  if (!response.ok) throw new Error(`${method} /__fake/calls answered ${response.status}`);
  return method === 'GET' ? ((await response.json()) as CallRecord[]) : [];
}

/** The calls by `METHOD /path`, most frequent first. */
function byPath(calls: readonly CallRecord[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const countOf = (calls: readonly CallRecord[]) =>
  `${calls.length >= CALL_LOG_SIZE ? '≥ ' : ''}${calls.length.toLocaleString('en')}`;

function homeTarget(stack: Stack, session: BenchSession, label = 'home'): Target {
  return { label, url: new URL('/', stack.appUrl), headers: { cookie: session.cookie } };
}

/** Home of a session shows, not a login page nor an error screen. */
async function checkHome(target: Target): Promise<void> {
  const { status, body } = await probe(target);
  if (status !== 200 || body.includes(ERROR_TEXT))
    throw new Error(`GET / answered ${status}${status === 200 ? ` with "${ERROR_TEXT}"` : ''}`);
}

/** Each session opens home once, the openings spread evenly over `seconds`; answers the statuses. */
async function burst(stack: Stack, sessions: BenchSession[], seconds: number): Promise<Set<number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const statuses = new Set<number>();
  const interval = (seconds * 1000) / sessions.length;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (session, index) => {
      const wait = started + index * interval - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      statuses.add(await get(homeTarget(stack, session), agent).catch(() => 0));
    }),
  );
  agent.destroy();
  return statuses;
}

async function measureHome(stack: Stack, options: HomeOptions): Promise<Check[]> {
  const sessions: BenchSession[] = [];
  for (let index = 0; index < options.sessions; index += 1)
    sessions.push(await signIn(stack.gatewayUrl, stack.env, ACCOUNTS[index % ACCOUNTS.length]));
  const support = sessions[0];

  // A fresh server: every cache of home is empty when the first session opens it.
  await fakeCalls(stack, 'DELETE');
  const statuses = await burst(stack, sessions, options.seconds);
  const burstCalls = await fakeCalls(stack, 'GET');
  await checkHome(homeTarget(stack, support));
  console.log(
    `${options.sessions} sessions (${ACCOUNTS.length} accounts in turn, each session its own sign-in and token) ` +
      `opening home within ${options.seconds} s: ${countOf(burstCalls)} gateway calls ` +
      `(${(burstCalls.length / options.sessions).toFixed(2)} per opening), statuses ${statusList(statuses)}`,
  );
  printTable(
    ['gateway call', 'count'],
    byPath(burstCalls).map(([call, count]) => [call, String(count)]),
  );

  await fakeCalls(stack, 'DELETE');
  const home = homeTarget(stack, support, '(2) home, SUPPORT');
  await get(home, new Agent());
  const oneOpening = await fakeCalls(stack, 'GET');
  console.log(
    `\nOne more opening of home by support@: ${oneOpening.length} gateway calls (${byPath(oneOpening)
      .map(([call, count]) => `${call} × ${count}`)
      .join(', ')})`,
  );

  const bare: Target = {
    label: '(1) bare page',
    url: new URL(BARE_PATH, stack.appUrl),
    headers: home.headers,
  };
  console.log(
    `\nServer time to the full HTML, ${options.requests} requests per target after ${options.warmup} warm-up, in turn:`,
  );
  const [bareTime, homeTime] = await inTurn([bare, home], options.warmup, options.requests);
  printTable(
    ['', 'request', 'median', 'p95', 'p99', 'median − (1)', 'statuses'],
    [
      [
        bare.label,
        `GET ${BARE_PATH}`,
        ms(bareTime.median),
        ms(bareTime.p95),
        ms(bareTime.p99),
        '',
        statusList(bareTime.statuses),
      ],
      [
        home.label,
        'GET /',
        ms(homeTime.median),
        ms(homeTime.p95),
        ms(homeTime.p99),
        ms(homeTime.median - bareTime.median),
        statusList(homeTime.statuses),
      ],
    ],
  );
  return [
    {
      name: `home median / p95 (${VIEWS.length} shared views, ${options.scaleUsers.toLocaleString('en')} users)`,
      value: `${ms(homeTime.median)} / ${ms(homeTime.p95)}`,
      target: `median < ${HOME_MEDIAN_MS} ms`,
      pass: homeTime.median < HOME_MEDIAN_MS && statusList(homeTime.statuses) === '200',
    },
    {
      name: `gateway calls of ${options.sessions} home openings in ${options.seconds} s`,
      value: countOf(burstCalls),
      target: 'reported',
      pass: statusList(statuses) === '200',
    },
  ];
}

export async function benchHome(options: HomeOptions): Promise<Check[]> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-home-'));
  try {
    const dataDir = join(folder, 'pglite');
    await seedViews(dataDir);
    const stack = await startStack(options.scaleUsers, { JOURNAL_DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(
      `servers up in ${(stack.startupMs / 1000).toFixed(1)} s (gateway ${stack.gatewayUrl} seeded with ` +
        `${options.scaleUsers.toLocaleString('en')} users, app ${stack.appUrl}, ${VIEWS.length} shared views)\n`,
    );
    try {
      return await measureHome(stack, options);
    } finally {
      await stack.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
