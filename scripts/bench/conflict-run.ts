/**
 * Part 12's measurement, in a process of its own: it imports the runner's server-only modules, so
 * it runs with the react-server condition (scripts/bench/conflict.ts starts it). The fake gateway
 * runs in this process over HTTP on a free port; the back-office's gateway client calls it as the
 * app would. For one relationship, in turn: the write alone (PATCH /relationships/:id), and the
 * write as the runner makes it (version check, the write, the journal's read of the fields after),
 * with the fake's ETags and without. Prints a table and, last, one `RESULT {json}` line.
 */
import { changesMade, checkVersion } from '@/lib/changes/check';
import { readRecord } from '@/lib/changes/records';
import { versionToken } from '@/lib/changes/version';
import { configure, getDb } from '@/lib/fake-gateway/store';
import { startGateway } from '@/lib/fake-gateway/server';
import { resetEnvCache } from '@/lib/env';
import { updateRelationship } from '@/lib/gateway/relationships';
import { withIfMatch } from '@/lib/gateway/versions';
import type { Session } from '@/lib/auth/session';
import { ms, percentile, printTable } from './measure';

const ROUNDS = Number(process.env.BENCH_CONFLICT_ROUNDS ?? 300);
const WARMUP = Number(process.env.BENCH_CONFLICT_WARMUP ?? 30);

interface ModeResult {
  etags: boolean;
  baseMedian: number;
  checkedMedian: number;
  checkMedian: number;
  afterReadMedian: number;
  checkReads: number;
  afterReads: number;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function token(url: string): Promise<{ tokenType: string; accessToken: string }> {
  const { config } = getDb();
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      scope: 'any',
      username: `support@${config.staffDomain}`,
      password: config.demoPassword,
    }),
  });
  const body = (await response.json()) as { access_token: string };
  return { tokenType: 'Bearer', accessToken: body.access_token };
}

const gets = () =>
  getDb()
    .calls.list()
    .filter((call) => call.method === 'GET').length;

async function measure(session: Session, id: string, etags: boolean): Promise<ModeResult> {
  configure({ etags });
  const base: number[] = [];
  const checked: number[] = [];
  const check: number[] = [];
  const after: number[] = [];
  let checkReads = 0;
  let afterReads = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    const counted = round >= WARMUP;
    let started = performance.now();
    await updateRelationship(session.token, id, { comment: `Relance ${round} (seule)` });
    if (counted) base.push(performance.now() - started);

    // What the page read and sealed: not the action's cost.
    const version = versionToken('relationship', await readRecord('relationship', session.token, id));
    getDb().calls.clear();
    started = performance.now();
    const verdict = await checkVersion(session, { kind: 'relationship', id }, { version });
    if (!verdict.ok) throw new Error('the bench relationship changed under the bench');
    const write = () => updateRelationship(session.token, id, { comment: `Relance ${round} (vérifiée)` });
    const { etag, readPath } = verdict.checked;
    const checkedAt = performance.now();
    await (etag ? withIfMatch({ readPath, id, etag }, write) : write());
    const written = performance.now();
    const readsBefore = gets();
    await changesMade(session, verdict.checked);
    const done = performance.now();
    if (!counted) continue;
    checked.push(done - started);
    check.push(checkedAt - started);
    after.push(done - written);
    checkReads += readsBefore;
    afterReads += gets() - readsBefore;
  }
  return {
    etags,
    baseMedian: median(base),
    checkedMedian: median(checked),
    checkMedian: median(check),
    afterReadMedian: median(after),
    checkReads: checkReads / ROUNDS,
    afterReads: afterReads / ROUNDS,
  };
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'error';
  const gateway = await startGateway({ port: 0 });
  Object.assign(process.env, {
    GATEWAY_URL: gateway.url,
    GATEWAY_CLIENT_ID: getDb().config.clientId,
    GATEWAY_CLIENT_SECRET: getDb().config.clientSecret,
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-of-at-least-32-characters!',
    FLASH_SECRET: process.env.FLASH_SECRET ?? 'bench-flash-secret-of-32-characters!!',
    PAYMENT_PROVIDER_URL: 'http://payment.invalid',
    FRONT_OFFICE_URL: 'http://front.invalid',
  });
  resetEnvCache();
  try {
    const session = {
      user: { id: 'bench', roles: ['SUPPORT'] },
      token: await token(gateway.url),
    } as unknown as Session;
    const id = getDb().projects.relationships.values()[0]!.id;
    const results = [await measure(session, id, true), await measure(session, id, false)];
    printTable(
      [
        'gateway',
        'write alone',
        'write as run',
        'added',
        'check',
        'reads (check)',
        'after-read',
        'reads (after)',
      ],
      results.map((result) => [
        result.etags ? 'ETag, If-Match' : 'no ETag',
        ms(result.baseMedian),
        ms(result.checkedMedian),
        ms(result.checkedMedian - result.baseMedian),
        ms(result.checkMedian),
        result.checkReads.toFixed(2),
        ms(result.afterReadMedian),
        result.afterReads.toFixed(2),
      ]),
    );
    console.log(`RESULT ${JSON.stringify(results)}`);
  } finally {
    await gateway.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
