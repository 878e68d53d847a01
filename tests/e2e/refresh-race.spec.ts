import { expect, test, type APIRequestContext } from '@playwright/test';
import { sharedEnv } from '../../playwright.config';
import { createBalancer, listen } from '../../scripts/replicas/balancer';
import { freePort, startRedis, startReplica, type Running } from '../../scripts/replicas/servers';
import { SESSION_COOKIE, sessionCookieOf, signInThroughApp } from '../../scripts/replicas/sign-in';
import { control, DEMO_PASSWORD, demoEmail, GATEWAY_URL, resetGateway } from './support/fake-gateway';

/*
 * The token-refresh race: one session whose gateway token must be refreshed, 30 requests at
 * once. Refresh tokens are single-use at the gateway, so the app must make exactly one refresh call
 * for all of them, answer every one, and keep the session, on one process (the app under test,
 * sharing in memory) and on two replicas behind a round-robin balancer (sharing through Redis).
 * Requests go out with fetch and an explicit Cookie header, as 30 tabs that hold the same cookie.
 */

const CONCURRENT = 30;
const ROLE = 'SUPPORT';
/** Pages and a route handler, all of which show the signed-in user's e-mail. */
const PATHS = ['/api/compte', '/compte', '/'];
/**
 * Just over the minute under which the app refreshes: the sign-in action renders home in its answer,
 * through the proxy, and a shorter token would be refreshed there, before the race.
 */
const SHORT_LIFETIME_SECONDS = 62;
/** The app refreshes a token with under this left (TOKEN_REFRESH_THRESHOLD_MS). */
const REFRESH_THRESHOLD_SECONDS = 60;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface CallRecord {
  grant_type?: string;
  status: number;
}

async function refreshCalls(request: APIRequestContext): Promise<CallRecord[]> {
  const calls = (await control(request, 'GET', '/calls?method=POST&path=/oauth/token')) as CallRecord[];
  return calls.filter((call) => call.grant_type === 'refresh_token');
}

async function setTokenLifetime(request: APIRequestContext, seconds: number): Promise<void> {
  expect(await control(request, 'POST', '/token-lifetime', { seconds })).toEqual({ seconds });
}

/** A session signed in through `appUrl` whose gateway token is now due for its refresh. */
async function expiredSession(request: APIRequestContext, appUrl: string): Promise<string> {
  await resetGateway(request);
  await setTokenLifetime(request, SHORT_LIFETIME_SECONDS);
  const cookie = await signInThroughApp(appUrl, demoEmail(ROLE), DEMO_PASSWORD);
  // The refresh brings a token that lives an hour, so no second refresh can be needed.
  await setTokenLifetime(request, 3600);
  const due = (SHORT_LIFETIME_SECONDS - REFRESH_THRESHOLD_SECONDS) * 1000 + 500;
  await new Promise((done) => setTimeout(done, due));
  await control(request, 'DELETE', '/calls');
  return cookie;
}

interface Answer {
  path: string;
  status: number;
  showsUser: boolean;
  setCookie?: string;
}

async function get(url: string, path: string, cookie: string): Promise<Answer> {
  const response = await fetch(new URL(path, url), { headers: { cookie }, redirect: 'manual' });
  const body = await response.text();
  return {
    path,
    status: response.status,
    showsUser: body.includes(demoEmail(ROLE)),
    setCookie: sessionCookieOf(response),
  };
}

/** The 30 requests at once; every one must be answered for the signed-in user. */
async function race(url: string, cookie: string): Promise<Answer[]> {
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, index) => get(url, PATHS[index % PATHS.length], cookie)),
  );
  const failed = answers
    .filter((answer) => answer.status !== 200 || !answer.showsUser)
    .map(
      (answer) =>
        `${answer.path} → ${answer.status}${answer.setCookie === `${SESSION_COOKIE}=` ? ', session cleared' : ''}`,
    );
  expect(failed, `${failed.length} of ${CONCURRENT} requests failed`).toEqual([]);
  return answers;
}

/**
 * Each answer that went through the refresh carries the new cookie; all seal the same new token,
 * so whichever one the browser keeps last is the session. None may clear it.
 */
function refreshedCookies(answers: Answer[]): string[] {
  const cookies = answers.map((answer) => answer.setCookie).filter((value) => value !== undefined);
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.filter((value) => value === `${SESSION_COOKIE}=`)).toEqual([]);
  return [...new Set(cookies)];
}

async function expectOneRefresh(request: APIRequestContext): Promise<void> {
  const refreshes = await refreshCalls(request);
  expect(refreshes.map((call) => call.status)).toEqual([200]);
}

async function expectSignedIn(url: string, cookie: string): Promise<void> {
  const answer = await get(url, '/api/compte', cookie);
  expect(answer, `session on ${url}`).toMatchObject({ status: 200, showsUser: true });
}

test.afterAll(async ({ request }) => {
  await resetGateway(request);
});

test('one process: 30 requests after expiry share one refresh and keep the session', async ({
  request,
  baseURL,
}) => {
  const appUrl = baseURL!;
  const cookie = await expiredSession(request, appUrl);

  const answers = await race(appUrl, cookie);
  await expectOneRefresh(request);

  const cookies = refreshedCookies(answers);
  for (const refreshed of [cookies[0], cookies.at(-1)!]) await expectSignedIn(appUrl, refreshed);
  // A request still holding the old cookie (a tab that was mid-flight) gets the same new token.
  await expectSignedIn(appUrl, cookie);
  await expectOneRefresh(request);
});

test.describe('two replicas behind a round-robin balancer, sharing refreshes through Redis', () => {
  let redis: Running | undefined;
  const replicas: Running[] = [];
  let balancer: ReturnType<typeof createBalancer> | undefined;
  let balancerUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    redis = await startRedis();
    const env = (name: string) => ({
      ...sharedEnv,
      GATEWAY_URL,
      LOG_LEVEL: 'warn',
      REDIS_URL: redis!.url,
      // An embedded database folder belongs to one process: the worker's app holds its own.
      JOURNAL_DATA_DIR: `memory://${name}`,
    });
    replicas.push(...(await Promise.all([startReplica(env('a')), startReplica(env('b'))])));
    balancer = createBalancer(replicas.map((replica) => replica.url));
    const port = await freePort();
    await listen(balancer, port);
    balancerUrl = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    await new Promise((done) => (balancer ? balancer.close(done) : done(undefined)));
    await Promise.all(replicas.map((replica) => replica.stop()));
    await redis?.stop();
  });

  test('30 requests after expiry share one refresh across both and lose no session', async ({ request }) => {
    const cookie = await expiredSession(request, balancerUrl);

    const answers = await race(balancerUrl, cookie);
    await expectOneRefresh(request);

    const cookies = refreshedCookies(answers);
    for (const replica of replicas) {
      for (const refreshed of [cookies[0], cookies.at(-1)!]) await expectSignedIn(replica.url, refreshed);
      // The old cookie within the share window: the replica reads the new token from Redis.
      await expectSignedIn(replica.url, cookie);
    }
    await expectOneRefresh(request);
  });
});
