import { expect, test, type APIRequestContext } from '@playwright/test';
import { sharedEnv } from '../../playwright.config';
import { startRedis, startReplica, type Running } from '../../scripts/replicas/servers';
import { signInThroughApp } from '../../scripts/replicas/sign-in';
import {
  DEMO_PASSWORD,
  demoEmail,
  GATEWAY_URL,
  gatewayAuthorization,
  gatewayGet,
  resetGateway,
} from './support/fake-gateway';

/*
 * A session follows the facts it was built from, on two replicas sharing Redis, replayed with fetch
 * and an explicit cookie as an attacker holding a copy would: a role removed or an account
 * deactivated at the gateway closes the sensitive screens within the re-check period on both
 * replicas; a cookie replayed after sign-out opens nothing on either; an idle session ends. The
 * periods are shortened here (re-check 3 s, idle 12 s); the defaults are 60 s and 30 minutes.
 */

const RECHECK_SECONDS = 3;
const IDLE_SECONDS = 12;
const SENSITIVE = ['/journal', '/exports'];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let redis: Running | undefined;
const replicas: Running[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedis();
  const env = (name: string) => ({
    ...sharedEnv,
    GATEWAY_URL,
    REDIS_URL: redis!.url,
    SESSION_RECHECK_SECONDS: String(RECHECK_SECONDS),
    SESSION_IDLE_MINUTES: String(IDLE_SECONDS / 60),
    // Each replica's journal in memory: an embedded database folder belongs to one process.
    JOURNAL_DATA_DIR: `memory://${name}`,
  });
  replicas.push(...(await Promise.all([startReplica(env('a')), startReplica(env('b'))])));
});

test.afterAll(async ({ request }) => {
  await resetGateway(request);
  await Promise.all(replicas.map((replica) => replica.stop()));
  await redis?.stop();
});

/** Where `path` sends this cookie: 'page' when it answers itself, else the redirect's path and query. */
async function landing(replica: Running, path: string, cookie: string): Promise<string> {
  const response = await fetch(new URL(path, replica.url), { headers: { cookie }, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status < 300 || response.status >= 400) return `page ${response.status}`;
  const location = new URL(response.headers.get('location') ?? '', replica.url);
  return location.pathname + location.search;
}

/** CCO given SUPPORT and FINANCE at the gateway, so it opens both sensitive screens. */
async function staffWithSensitiveRoles(request: APIRequestContext) {
  await resetGateway(request);
  const support = await gatewayAuthorization(request, 'SUPPORT');
  const { id } = await gatewayGet<{ id: string }>(
    request,
    await gatewayAuthorization(request, 'CCO'),
    '/credentials/mine',
  );
  const setRoles = async (roles: string[]) => {
    const response = await request.put(`${GATEWAY_URL}/credentials/${id}/roles`, {
      headers: { Authorization: support },
      data: roles,
    });
    expect(response.ok()).toBe(true);
  };
  await setRoles(['SUPPORT', 'FINANCE', 'CCO']);
  const cookie = await signInThroughApp(replicas[0].url, demoEmail('CCO'), DEMO_PASSWORD);
  for (const replica of replicas)
    for (const path of SENSITIVE) expect(await landing(replica, path, cookie)).toBe('page 200');
  return { id, support, cookie, setRoles };
}

/**
 * Seconds from now until every sensitive screen on both replicas stops answering this cookie,
 * asked every 250 ms, as a live session in use would.
 */
async function secondsUntilClosed(cookie: string, closed: (landed: string) => boolean): Promise<number> {
  const start = Date.now();
  const open = new Set(replicas.flatMap((replica) => SENSITIVE.map((path) => ({ replica, path }))));
  while (open.size > 0) {
    expect(Date.now() - start, 'screens still open').toBeLessThan((RECHECK_SECONDS + 10) * 1000);
    for (const screen of [...open])
      if (closed(await landing(screen.replica, screen.path, cookie))) open.delete(screen);
    await new Promise((done) => setTimeout(done, 250));
  }
  return (Date.now() - start) / 1000;
}

test('a role removed at the gateway closes the journal and the exports on both replicas', async ({
  request,
}) => {
  const { cookie, setRoles } = await staffWithSensitiveRoles(request);
  await setRoles(['CCO']);
  const seconds = await secondsUntilClosed(cookie, (landed) => landed === '/');
  test.info().annotations.push({ type: 'closed after', description: `${seconds.toFixed(1)} s` });
  expect(seconds).toBeLessThanOrEqual(RECHECK_SECONDS + 2);
  // The session itself goes on with the roles it has left.
  expect(await landing(replicas[1], '/clients', cookie)).toBe('page 200');
});

test('an account deactivated at the gateway ends the session on both replicas', async ({ request }) => {
  const { id, support, cookie } = await staffWithSensitiveRoles(request);
  const response = await request.post(`${GATEWAY_URL}/users/${id}/deactivate`, {
    headers: { Authorization: support },
    data: { reason: 'BUSINESS_ENDING_BY_LMSG' },
  });
  expect(response.ok()).toBe(true);
  const seconds = await secondsUntilClosed(cookie, (landed) => landed.startsWith('/connexion?motif=refresh'));
  test.info().annotations.push({ type: 'closed after', description: `${seconds.toFixed(1)} s` });
  expect(seconds).toBeLessThanOrEqual(RECHECK_SECONDS + 2);
});

test('a cookie replayed after sign-out opens nothing on either replica', async ({ request }) => {
  await resetGateway(request);
  const cookie = await signInThroughApp(replicas[0].url, demoEmail('SUPPORT'), DEMO_PASSWORD);
  expect(await landing(replicas[1], '/journal', cookie)).toBe('page 200');

  const signOut = await fetch(new URL('/deconnexion', replicas[0].url), {
    method: 'POST',
    headers: { cookie, origin: replicas[0].url, 'sec-fetch-site': 'same-origin' },
    redirect: 'manual',
  });
  expect(signOut.status).toBe(303);

  for (const replica of replicas) {
    expect(await landing(replica, '/journal', cookie)).toBe('/connexion?redirect=%2Fjournal');
    const account = await fetch(new URL('/api/compte', replica.url), {
      headers: { cookie },
      redirect: 'manual',
    });
    // requireAccess() sends it to the login page: no account as JSON.
    expect(account.status).toBe(307);
    expect(await account.text()).not.toContain(demoEmail('SUPPORT'));
  }
});

test('a session left idle ends after the idle timeout', async ({ request }) => {
  await resetGateway(request);
  const cookie = await signInThroughApp(replicas[1].url, demoEmail('FINANCE'), DEMO_PASSWORD);
  expect(await landing(replicas[0], '/factures', cookie)).toBe('page 200');
  await new Promise((done) => setTimeout(done, (IDLE_SECONDS + 1) * 1000));
  expect(await landing(replicas[0], '/factures', cookie)).toBe(
    '/connexion?motif=expired&redirect=%2Ffactures',
  );
});
