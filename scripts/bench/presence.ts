/**
 * The presence figure: how long after a staff member opens a record on one replica a colleague who
 * has it open on ANOTHER replica sees them, with the replicas sharing Redis, then sharing the
 * database (a throw-away PostgreSQL: PGlite cannot be shared by two processes). Each of the two
 * pages beats as the browser's does (components/record/record-presence.tsx): at once on opening,
 * then every 3 s. The delay runs from A's opening beat being sent to B's first answer naming A, so
 * it holds B's wait for its next beat (up to one interval) and the store's propagation; the beat's
 * own round trip is given beside it, and how often a beat of B sent right after A's was answered
 * already names A (the store's own propagation, without B's wait). Trials run side by side, each on
 * a record of its own.
 */
import { startPostgres, type PostgresServer } from '../postgres-server';
import { freePort, startRedis, startReplica, type Running } from '../replicas/servers';
import { signInThroughApp } from '../replicas/sign-in';
import type { Check } from './checks';
import { ms, percentile, printTable } from './measure';
import type { Stack } from './stack';
import { signedTicket } from '../../lib/presence/ticket-signature';

/** components/record/record-presence.tsx's BEAT_INTERVAL_MS (a client module: not imported here). */
const BEAT_INTERVAL_MS = 3_000;
/** What the issue asks: presence shows within 10 s on every replica. */
const TARGET_MS = 10_000;
/** A trial that has not seen A by then has failed. */
const GIVE_UP_MS = 20_000;

export interface PresenceBenchOptions {
  trials: number;
}

interface Trial {
  /** From A's opening beat sent to B's page naming A. */
  delay: number;
  /** Whether a beat of B sent right after A's was answered named A. */
  atOnce: boolean;
}

interface Viewer {
  url: string;
  cookie: string;
  lastName: string;
  /** The pass an invoice's page would give this viewer (lib/presence/ticket.ts). */
  ticket: (recordId: string) => string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const beatUrl = (viewer: Viewer, recordId: string) => `${viewer.url}/api/presence/invoiceView/${recordId}`;

/** One beat as the page sends it; answers the others' last names and the round trip. */
async function beat(
  viewer: Viewer,
  recordId: string,
  label?: string,
): Promise<{ names: string[]; ms: number }> {
  const started = performance.now();
  const response = await fetch(beatUrl(viewer, recordId), {
    method: 'POST',
    headers: {
      cookie: viewer.cookie,
      origin: viewer.url,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ticket: viewer.ticket(recordId), writing: false, ...(label ? { label } : {}) }),
  });
  if (!response.ok) throw new Error(`POST ${beatUrl(viewer, recordId)} answered ${response.status}`);
  const { others } = (await response.json()) as { others: { lastName: string }[] };
  return { names: others.map((other) => other.lastName), ms: performance.now() - started };
}

async function leave(viewer: Viewer, recordId: string): Promise<void> {
  await fetch(beatUrl(viewer, recordId), {
    method: 'DELETE',
    headers: {
      cookie: viewer.cookie,
      origin: viewer.url,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ticket: viewer.ticket(recordId) }),
  });
}

/** B has the record open on its replica; A opens it on the other, at a random moment of B's interval. */
async function trial(a: Viewer, b: Viewer, recordId: string, beats: number[]): Promise<Trial> {
  let opened = Number.POSITIVE_INFINITY;
  let atOnce = false;
  const aOpens = (async () => {
    await sleep(Math.random() * BEAT_INTERVAL_MS);
    opened = performance.now();
    beats.push((await beat(a, recordId, `Facture ${recordId}`)).ms);
    // Off B's rhythm: what the store shares as soon as A's beat is answered, on the other replica.
    atOnce = (await beat(b, recordId)).names.includes(a.lastName);
  })();
  const deadline = performance.now() + GIVE_UP_MS;
  try {
    for (;;) {
      const seen = await beat(b, recordId);
      beats.push(seen.ms);
      if (seen.names.includes(a.lastName)) {
        const delay = performance.now() - opened;
        await aOpens;
        return { delay, atOnce };
      }
      if (performance.now() > deadline) throw new Error(`B never saw A on ${recordId}`);
      await sleep(BEAT_INTERVAL_MS);
    }
  } finally {
    await aOpens;
    await Promise.all([leave(a, recordId), leave(b, recordId)]);
  }
}

async function signedIn(stack: Stack, replica: Running, role: string): Promise<Viewer> {
  const email = `${role}@${stack.env.STAFF_EMAIL_DOMAIN}`;
  const cookie = await signInThroughApp(replica.url, email, stack.env.FAKE_DEMO_PASSWORD);
  const response = await fetch(`${replica.url}/api/compte`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/compte as ${role} answered ${response.status}`);
  const { id, lastName } = (await response.json()) as { id: string; lastName: string };
  const until = Date.now() + 60 * 60_000;
  const ticket = (recordId: string) =>
    signedTicket(stack.env.AUTH_SECRET, id, 'invoiceView', recordId, until);
  return { url: replica.url, cookie, lastName, ticket };
}

async function measure(stack: Stack, label: string, env: Record<string, string>, trials: number) {
  const replicas: Running[] = [];
  try {
    replicas.push(...(await Promise.all([startReplica(env), startReplica(env)])));
    const a = await signedIn(stack, replicas[0]!, 'support');
    const b = await signedIn(stack, replicas[1]!, 'finance');
    // Warm both replicas' routes and store connections before anything is timed.
    for (let i = 0; i < 5; i++) await Promise.all([beat(a, 'warm-up'), beat(b, 'warm-up')]);
    await Promise.all([leave(a, 'warm-up'), leave(b, 'warm-up')]);
    const beats: number[] = [];
    const run = `${Date.now()}`;
    const done = await Promise.all(
      Array.from({ length: trials }, (_, index) => trial(a, b, `bench-${run}-${index}`, beats)),
    );
    const delays = done.map((each) => each.delay).sort((x, y) => x - y);
    beats.sort((x, y) => x - y);
    return { label, delays, beats, atOnce: done.filter((each) => each.atOnce).length };
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
  }
}

export async function benchPresence(stack: Stack, options: PresenceBenchOptions): Promise<Check[]> {
  const base = { ...stack.env, LOG_LEVEL: 'warn' };
  const results = [];
  const redis = await startRedis();
  try {
    results.push(await measure(stack, 'Redis', { ...base, REDIS_URL: redis.url }, options.trials));
  } finally {
    await redis.stop();
  }
  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres(await freePort());
    results.push(await measure(stack, 'PostgreSQL', { ...base, DATABASE_URL: postgres.url }, options.trials));
  } catch (error) {
    console.log(`PostgreSQL case not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await postgres?.destroy();
  }

  printTable(
    [
      'two replicas sharing',
      'trials',
      'seen at once',
      'seen after: median',
      'max',
      'beat round trip: median',
      'p99',
    ],
    results.map(({ label, delays, beats, atOnce }) => [
      label,
      String(delays.length),
      `${atOnce}/${delays.length}`,
      ms(percentile(delays, 50)),
      ms(delays.at(-1)!),
      ms(percentile(beats, 50)),
      ms(percentile(beats, 99)),
    ]),
  );
  return results.map(({ label, delays }) => ({
    name: `presence across two replicas (${label}): max delay`,
    value: ms(delays.at(-1)!),
    target: `< ${TARGET_MS / 1000} s`,
    pass: delays.at(-1)! < TARGET_MS,
  }));
}
