/**
 * The discussions' figures: (1) server time to the full HTML of /discussions/:id for a discussion of
 * BENCH_THREAD_MESSAGES messages, beside the bare page; (2) live arrival: the delay between a
 * message another member posts in the fake (POST /__fake/discussions/:id/messages) and its
 * appearance in an open discussion view, in Chromium (the page polls the app's route handler every
 * 2 s). Without Chromium, (2) polls the route handler the way the page does, and says so.
 */
import { existsSync } from 'node:fs';
import type { Check } from './checks';
import { inTurn, ms, percentile, printTable, probe, statusList, type Target } from './measure';
import { signIn, type BenchSession } from './session';
import type { Stack } from './stack';

export interface DiscussionsOptions {
  requests: number;
  warmup: number;
  /** Messages in the measured thread. */
  messages: number;
  /** Messages posted for the live-arrival figure. */
  arrivals: number;
}

const BUDGET = { pageMedianMs: 50, arrivalMedianMs: 3000 };
/** The bare page of scripts/bench/pages.ts: same proxy, session and shell, no gateway call. */
const BARE_PATH = '/creation-utilisateur';
/** components/live: the open page asks for new messages this often. */
const POLL_INTERVAL_MS = 2000;
const ARRIVAL_TIMEOUT_MS = 15_000;

const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

async function gatewayJson<T>(stack: Stack, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, stack.gatewayUrl), init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} on the gateway answered ${response.status}`);
  return (await response.json()) as T;
}

function memberWrites(stack: Stack, id: string, text: string, count = 1) {
  return gatewayJson(stack, `/__fake/discussions/${id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, count }),
  });
}

/** support@'s active staff discussion, grown to `size` messages. */
async function longThread(stack: Stack, session: BenchSession, size: number): Promise<string> {
  const { staff } = await gatewayJson<{ staff?: string }>(stack, '/__fake/showcase/discussions');
  if (!staff) throw new Error('the fake has no showcase staff discussion');
  const read = () =>
    gatewayJson<{ messages: unknown[] }>(stack, `/messaging/discussions/${staff}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
  let missing = size - (await read()).messages.length;
  while (missing > 0) {
    const count = Math.min(1000, missing);
    await memberWrites(stack, staff, 'Message de mesure', count);
    missing -= count;
  }
  const length = (await read()).messages.length;
  if (length < size) throw new Error(`the thread has ${length} messages, not ${size}`);
  return staff;
}

const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));

/** Chromium on the open page: post, then wait for the text in the thread. */
async function arrivalsInBrowser(
  stack: Stack,
  session: BenchSession,
  id: string,
  count: number,
  executablePath: string,
): Promise<number[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    const [name, ...value] = session.cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: stack.appUrl }]);
    const page = await context.newPage();
    const response = await page.goto(`${stack.appUrl}/discussions/${id}`);
    if (response?.status() !== 200) throw new Error(`the discussion view answered ${response?.status()}`);
    await page.getByRole('log').waitFor();
    await page.waitForLoadState('networkidle');
    const delays: number[] = [];
    for (let index = 0; index < count; index += 1) {
      // Posts land at every phase of the page's 2 s poll, as they would in real life.
      await sleep((index * POLL_INTERVAL_MS) / count);
      const text = `Arrivée ${index + 1} ${Date.now()}`;
      const started = performance.now();
      const seen = page
        .getByRole('log')
        .getByText(text, { exact: true })
        .waitFor({ timeout: ARRIVAL_TIMEOUT_MS });
      await memberWrites(stack, id, text);
      await seen;
      delays.push(performance.now() - started);
    }
    return delays;
  } finally {
    await browser.close();
  }
}

/** The page's own loop without a browser: GET the route handler every 2 s until the message is there. */
async function arrivalsByPolling(stack: Stack, session: BenchSession, id: string, count: number) {
  const url = (after: string | null) =>
    new URL(
      `/api/discussions/${id}/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`,
      stack.appUrl,
    );
  const poll = async (after: string | null) => {
    const response = await fetch(url(after), { headers: { cookie: session.cookie } });
    if (!response.ok) throw new Error(`the route handler answered ${response.status}`);
    return (await response.json()) as { messages: { id: string; text?: string }[] };
  };
  let last = (await poll(null)).messages.at(-1)?.id ?? null;
  const delays: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = `Arrivée ${index + 1} ${Date.now()}`;
    const offset = (index * POLL_INTERVAL_MS) / count;
    const started = performance.now();
    await memberWrites(stack, id, text);
    await sleep(offset);
    for (;;) {
      const { messages } = await poll(last);
      last = messages.at(-1)?.id ?? last;
      if (messages.some((message) => message.text === text)) break;
      if (performance.now() - started > ARRIVAL_TIMEOUT_MS) throw new Error('a message never arrived');
      await sleep(POLL_INTERVAL_MS);
    }
    delays.push(performance.now() - started);
  }
  return delays;
}

export async function benchDiscussions(stack: Stack, options: DiscussionsOptions): Promise<Check[]> {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const id = await longThread(stack, session, options.messages);

  const bare: Target = {
    label: '(1) bare page',
    url: new URL(BARE_PATH, stack.appUrl),
    headers: { cookie: session.cookie },
  };
  const view: Target = {
    label: `(2) discussion of ${options.messages} messages`,
    url: new URL(`/discussions/${id}`, stack.appUrl),
    headers: { cookie: session.cookie },
  };
  const gateway: Target = {
    label: 'gateway: the read of (2)',
    url: new URL(`/messaging/discussions/${id}`, stack.gatewayUrl),
    headers: { authorization: `Bearer ${session.token}` },
  };
  for (const [target, marker] of [
    [bare, 'SGID'],
    [view, 'Message de mesure'],
  ] as const) {
    const { status, body } = await probe(target);
    if (status !== 200 || !body.includes(marker))
      throw new Error(
        `${target.url.pathname} answered ${status}${status === 200 ? ` without "${marker}"` : ''}`,
      );
  }
  const results = await inTurn([bare, view, gateway], options.warmup, options.requests);
  printTable(
    ['', 'request', 'median', 'p99', 'median − (1)', 'statuses'],
    [bare, view, gateway].map((target, index) => [
      target.label,
      `GET ${target.url.pathname}`,
      ms(results[index].median),
      ms(results[index].p99),
      index === 1 ? ms(results[1].median - results[0].median) : '',
      statusList(results[index].statuses),
    ]),
  );

  const browser = chromiumPath();
  const how = browser
    ? `in Chromium (${browser}), the open page polling every ${POLL_INTERVAL_MS / 1000} s`
    : `by polling the app's route handler every ${POLL_INTERVAL_MS / 1000} s as the page does (no Chromium found)`;
  console.log(`\nLive arrival of ${options.arrivals} messages posted by another member, ${how}:`);
  const delays = browser
    ? await arrivalsInBrowser(stack, session, id, options.arrivals, browser)
    : await arrivalsByPolling(stack, session, id, options.arrivals);
  const sorted = [...delays].sort((a, b) => a - b);
  const arrival = { median: percentile(sorted, 50), max: sorted.at(-1)! };
  printTable(
    ['', 'messages', 'median', 'p90', 'max'],
    [
      [
        'post → on screen',
        String(delays.length),
        ms(arrival.median),
        ms(percentile(sorted, 90)),
        ms(arrival.max),
      ],
    ],
  );

  const pageMedian = results[1].median;
  return [
    {
      name: `discussion view median (${options.messages} messages)`,
      value: ms(pageMedian),
      target: `< ${BUDGET.pageMedianMs} ms`,
      pass: pageMedian < BUDGET.pageMedianMs,
    },
    {
      name: 'live arrival median',
      value: ms(arrival.median),
      target: `< ${BUDGET.arrivalMedianMs} ms`,
      pass: arrival.median < BUDGET.arrivalMedianMs,
    },
  ];
}
