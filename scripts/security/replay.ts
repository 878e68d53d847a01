/**
 * Replays, as an attacker would, the requests a security review tried on the production build, on
 * two replicas sharing Redis and PostgreSQL, and prints what each one answered. Not a test (those
 * are tests/unit/security, tests/unit/access/action-target-matrix and tests/e2e/security-*): the
 * figures for docs/hardening.md's "Trust" section, with the session settings ops get by default.
 *
 *   npm run build && npx tsx scripts/security/replay.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from '../postgres-server';
import { startRedis, startReplica, type Running } from '../replicas/servers';
import { signInThroughApp } from '../replicas/sign-in';
import { startStack } from '../bench/stack';

const PASSWORD = 'Renovation2020';
const FORBIDDEN = "Vous n'êtes pas autorisé à effectuer cette action.";
const rows: [string, string][] = [];
const record = (attempt: string, answer: string) => {
  rows.push([attempt, answer]);
  console.log(`- ${attempt}: ${answer}`);
};

const manifest = JSON.parse(
  readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8'),
) as { node: Record<string, { filename: string; exportedName: string }> };

function actionId(filename: string, exportedName: string): string {
  const found = Object.entries(manifest.node).find(
    ([, action]) => action.filename === filename && action.exportedName === exportedName,
  );
  if (!found) throw new Error(`no server action ${exportedName} in ${filename}`);
  return found[0];
}

/** A server action posted as the browser posts it, from `page`, with this cookie: its answer's text. */
async function replayAction(
  app: string,
  page: string,
  action: [string, string],
  args: unknown[],
  cookie: string,
): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(page, app), {
    method: 'POST',
    headers: {
      'next-action': actionId(...action),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: new URL(app).origin,
      cookie,
    },
    body: JSON.stringify(args),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Where a page sends this cookie. A page that streams (it has a loading screen) has sent its 200
 * before its guard runs: its redirect then comes in the body, which the browser follows at once.
 */
async function landing(app: string, target: string, cookie: string): Promise<string> {
  const response = await fetch(new URL(target, app), { headers: { cookie }, redirect: 'manual' });
  const body = await response.text();
  const location = response.headers.get('location');
  if (location) return `${response.status} → ${new URL(location, app).pathname}`;
  const streamed = /id="__next-page-redirect"[^>]*url=([^"]+)"/.exec(body);
  return streamed ? `${response.status} then → ${streamed[1]}` : String(response.status);
}

async function main() {
  const postgres = await startPostgres(Number(process.env.REPLAY_PG_PORT ?? 5436));
  const redis = await startRedis();
  const shared = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: 'error' };
  const stack = await startStack(500, shared);
  const second = await startReplica({ ...stack.env, ...shared, PORT: '' });
  const apps = [stack.appUrl, second.url];
  const gateway = stack.gatewayUrl;
  const stops: Running[] = [second, redis];
  let replica = second;
  try {
    const token = async (email: string) => {
      const response = await fetch(`${gateway}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: stack.env.GATEWAY_CLIENT_ID,
          client_secret: stack.env.GATEWAY_CLIENT_SECRET,
          scope: 'any',
          username: email,
          password: PASSWORD,
        }),
      });
      const body = (await response.json()) as { access_token: string };
      return `Bearer ${body.access_token}`;
    };
    const support = await token('support@groupe.example');
    const gatewayJson = async <T>(method: string, target: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${gateway}${target}`, {
        method,
        headers: { authorization: support, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    };
    const idOf = async (email: string) =>
      (
        await (
          await fetch(`${gateway}/credentials/mine`, { headers: { authorization: await token(email) } })
        ).json()
      ).id as string;
    const statusOf = async (id: string) =>
      (await gatewayJson<{ userAccountStatus: string }>('GET', `/users/${id}`)).userAccountStatus;

    // 1. Staff accounts acted on from the user view by roles other than SUPPORT.
    const supportId = await idOf('support@groupe.example');
    for (const role of ['cc', 'finance', 'bd']) {
      const cookie = await signInThroughApp(apps[0], `${role}@groupe.example`, PASSWORD);
      const { text } = await replayAction(
        apps[1],
        `/clients/${supportId}`,
        ['app/(backoffice)/(records)/clients/[id]/actions.ts', 'deactivateUserAction'],
        [{ id: supportId, reason: 'BUSINESS_ENDING_BY_LMSG' }],
        cookie,
      );
      record(
        `${role.toUpperCase()} replays "deactivate" on support@ from /clients/:id`,
        `${text.includes(FORBIDDEN) ? 'FORBIDDEN message' : 'NOT REFUSED'}; support@ stays ${await statusOf(supportId)}`,
      );
    }

    // 2. A role removed at the gateway, and an account deactivated, while the session is in use.
    const ccoId = await idOf('cco@groupe.example');
    for (const change of ['roles', 'deactivation'] as const) {
      await gatewayJson('PUT', `/credentials/${ccoId}/roles`, ['SUPPORT', 'FINANCE', 'CCO']);
      if (change === 'deactivation') await gatewayJson('POST', `/users/${ccoId}/reactivate`);
      const cookie = await signInThroughApp(apps[0], 'cco@groupe.example', PASSWORD);
      const started = Date.now();
      if (change === 'roles') await gatewayJson('PUT', `/credentials/${ccoId}/roles`, ['CCO']);
      else await gatewayJson('POST', `/users/${ccoId}/deactivate`, { reason: 'BUSINESS_ENDING_BY_LMSG' });
      const sync = await replayAction(
        apps[1],
        '/exports',
        ['app/(backoffice)/exports/actions.ts', 'bulkSyncAction'],
        [[{ type: 'USER', id: ccoId }]],
        cookie,
      );
      // The sensitive screens ask the gateway on every load; /messagerie trusts the last minute's facts.
      const screens = ['/journal', '/exports', '/messagerie'];
      const closedAfter = new Map<string, number>();
      while (closedAfter.size < screens.length * apps.length && Date.now() - started < 120_000) {
        for (const app of apps)
          for (const screen of screens) {
            if (closedAfter.has(`${app}${screen}`)) continue;
            if ((await landing(app, screen, cookie)) !== '200')
              closedAfter.set(`${app}${screen}`, (Date.now() - started) / 1000);
          }
        await new Promise((done) => setTimeout(done, 1000));
      }
      const slowest = (screen: string) =>
        Math.max(...apps.map((app) => closedAfter.get(`${app}${screen}`) ?? Infinity)).toFixed(1);
      record(
        change === 'roles'
          ? 'SUPPORT+FINANCE+CCO replaced by CCO at the gateway, the session in use on two replicas'
          : 'account deactivated at the gateway, the session in use on two replicas',
        `bulk re-sync replayed at once: ${sync.text.includes('"ok":false') ? 'refused' : 'RAN'}; closed on both replicas after /journal ${slowest('/journal')} s, /exports ${slowest('/exports')} s, /messagerie ${slowest('/messagerie')} s`,
      );
    }
    await gatewayJson('POST', `/users/${ccoId}/reactivate`);

    // 3. Sign-out, then the same cookie replayed on the other replica; Auth.js's own endpoints.
    const cookie = await signInThroughApp(apps[0], 'support@groupe.example', PASSWORD);
    const crossSite = await fetch(`${apps[1]}/deconnexion`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    record(
      'another site links to /deconnexion',
      `${crossSite.status} (a page asking to confirm); the session still opens /journal: ${await landing(apps[0], '/journal', cookie)}`,
    );
    await fetch(`${apps[0]}/deconnexion`, {
      method: 'POST',
      headers: { cookie, origin: apps[0], 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    record(
      'cookie replayed after sign-out on the other replica',
      `/journal ${await landing(apps[1], '/journal', cookie)}, /api/journal ${await landing(apps[1], '/api/journal', cookie)}`,
    );
    for (const target of ['/api/auth/session', '/api/auth/signout', '/api/auth/providers'])
      record(`GET ${target}`, await landing(apps[1], target, cookie));

    // 4. Guessing: 30 wrong passwords for one account, then the right one; someone who mistypes twice.
    const signInAttempt = async (email: string, password: string) => {
      const started = performance.now();
      try {
        await signInThroughApp(apps[0], email, password);
        return { ok: true, ms: performance.now() - started };
      } catch {
        return { ok: false, ms: performance.now() - started };
      }
    };
    const burstStart = Date.now();
    for (let attempt = 0; attempt < 30; attempt += 1) await signInAttempt('ca@groupe.example', 'Mauvais2020');
    const right = await signInAttempt('ca@groupe.example', PASSWORD);
    record(
      `30 wrong passwords for ca@ in ${((Date.now() - burstStart) / 1000).toFixed(1)} s, then the right one`,
      right.ok ? 'SIGNED IN' : 'refused (no session)',
    );
    await signInAttempt('cc@groupe.example', 'Mauvais2020');
    await signInAttempt('cc@groupe.example', 'Mauvais2021');
    const third = await signInAttempt('cc@groupe.example', PASSWORD);
    record(
      'cc@ mistypes twice, then types the right password',
      `${third.ok ? 'signed in' : 'REFUSED'} in ${third.ms.toFixed(0)} ms`,
    );

    // 5. The browser reports endpoint, flooded anonymously.
    const statuses: number[] = [];
    for (let report = 0; report < 40; report += 1) {
      const response = await fetch(`${apps[0]}/api/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: apps[0], 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ kind: 'not-found', message: 'x', path: '/x' }),
      });
      statuses.push(response.status);
    }
    record(
      '40 anonymous reports to /api/log',
      [...new Set(statuses)].map((s) => `${statuses.filter((x) => x === s).length} × ${s}`).join(', '),
    );

    // 6. A NUL byte in an action's input, then a clean action; then the other replica restarted.
    const health = async (app: string) => {
      const body = (await (await fetch(`${app}/api/health`)).json()) as Record<string, unknown>;
      return `journal ${body.journal}, pending ${body.journalPending}, dropped ${body.journalDropped}`;
    };
    const showcase = (await (await fetch(`${gateway}/__fake/showcase`)).json()) as Record<string, string>;
    const project = await gatewayJson<{ professionals: { relationships: { id: string }[] } }>(
      'GET',
      `/projects/${showcase.published}`,
    );
    const relationship = project.professionals.relationships[0]!.id;
    const staff = await signInThroughApp(apps[0], 'support@groupe.example', PASSWORD);
    const update = (comment: string) =>
      replayAction(
        apps[0],
        `/mises-en-relation/${relationship}`,
        ['app/(backoffice)/mises-en-relation/[id]/actions.ts', 'updateRelationshipAction'],
        [{ id: relationship, comment }],
        staff,
      );
    const withNul = await update('rappel\u0000client');
    const clean = await update('Rappel client fait');
    record(
      'an action whose comment holds a NUL byte, then a clean one',
      `${withNul.text.includes('"ok":true') ? 'both ran' : 'the first refused'}; ${clean.text.includes('"ok":true') ? 'clean one ran' : 'clean one FAILED'}; ${await health(apps[0])}`,
    );
    await replica.stop();
    const restarted = await startReplica({ ...stack.env, ...shared, PORT: '' });
    stops[0] = restarted;
    replica = restarted;
    const csv = await (await fetch(`${restarted.url}/api/journal`, { headers: { cookie: staff } })).text();
    record(
      'after restarting a replica, /journal (CSV) read there',
      `${csv.includes('Rappel client fait') ? 'holds the clean action' : 'LACKS the clean action'}; ${csv.includes('rappel\uFFFDclient') ? 'holds the NUL one, its NUL shown as U+FFFD' : 'lacks the NUL one'}; ${await health(restarted.url)}`,
    );
    console.log(`\n| Attempt | Answer |\n| --- | --- |`);
    for (const [attempt, answer] of rows) console.log(`| ${attempt} | ${answer} |`);
  } finally {
    for (const running of stops) await running.stop();
    await stack.stop();
    await postgres.destroy();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
