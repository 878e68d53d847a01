/**
 * Live messages (part `live`): (1) the app server's CPU with no discussion open, then with
 * BENCH_LIVE_DISCUSSIONS discussions each open in one stream of server-sent events
 * (app/api/discussions/[id]/live), as many staff with a discussion on screen; (2) with those still
 * open, the delay between the fake gateway receiving a message (POST /__fake/discussions/:id/messages,
 * at a random moment of the app's one-second read) and an SSE client seeing it, over
 * BENCH_LIVE_MESSAGES messages. The clients reconnect as the page does when a stream ends.
 */
import { readFileSync } from 'node:fs';
import { BACKGROUND_HEADERS } from '../../lib/domain/background-request';
import { LIVE_UPDATE_EVENT, liveUrl, readEvents } from '../../lib/discussions/live-events';
import type { Check } from './checks';
import { ms, percentile, printTable } from './measure';
import { signIn, type BenchSession } from './session';
import type { Stack } from './stack';

export interface LiveOptions {
  discussions: number;
  messages: number;
  /** Seconds of each CPU measurement. */
  seconds: number;
}

const BUDGET = { medianMs: 1000, p90Ms: 1500, cpuPercent: 10 };
const ARRIVAL_TIMEOUT_MS = 10_000;
/** Each thread holds this many messages, as an ordinary conversation does. */
const THREAD_MESSAGES = 20;

const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function cpuPercent(pid: number, seconds: number): Promise<number> {
  const before = cpuSeconds(pid);
  const started = performance.now();
  await sleep(seconds * 1000);
  return ((cpuSeconds(pid) - before) / ((performance.now() - started) / 1000)) * 100;
}

async function gatewayJson<T>(stack: Stack, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, stack.gatewayUrl), init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} on the gateway answered ${response.status}`);
  return (await response.json()) as T;
}

const postJson = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** `count` ACTIVE discussions of THREAD_MESSAGES messages, started by the session's staff member. */
async function discussions(stack: Stack, session: BenchSession, count: number): Promise<string[]> {
  const { staff } = await gatewayJson<{ staff?: string }>(stack, '/__fake/showcase/discussions');
  if (!staff) throw new Error('the fake has no showcase staff discussion');
  const { members } = await gatewayJson<{ members: { id: string }[] }>(
    stack,
    `/messaging/discussions/${staff}`,
    {
      headers: { authorization: `Bearer ${session.token}` },
    },
  );
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { id } = await gatewayJson<{ id: string }>(
      stack,
      '/messaging/discussions',
      postJson({ memberIds: members.map((member) => member.id) }, session.token),
    );
    await gatewayJson(
      stack,
      `/__fake/discussions/${id}/messages`,
      postJson({ text: 'Fil', count: THREAD_MESSAGES - 1 }),
    );
    ids.push(id);
  }
  return ids;
}

interface Listener {
  /** Resolves with the instant a message of this text arrives. */
  seen(text: string): Promise<number>;
  close(): void;
}

/** A discussion open in an SSE client that reconnects after the message it has last, as the page does. */
function listen(stack: Stack, session: BenchSession, id: string): Listener {
  const waiting = new Map<string, (at: number) => void>();
  const controller = new AbortController();
  let lastId: string | null = null;
  const loop = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(new URL(liveUrl(id, lastId), stack.appUrl), {
          signal: controller.signal,
          headers: { cookie: session.cookie, accept: 'text/event-stream', ...BACKGROUND_HEADERS },
        });
        if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const { events, rest } = readEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = rest;
          const at = performance.now();
          for (const event of events) {
            if (event.event !== LIVE_UPDATE_EVENT) continue;
            const update = JSON.parse(event.data) as { messages: { id: string; text?: string }[] };
            lastId = update.messages.at(-1)?.id ?? lastId;
            for (const message of update.messages) {
              const done = message.text ? waiting.get(message.text) : undefined;
              if (done) {
                waiting.delete(message.text!);
                done(at);
              }
            }
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(`a stream failed: ${error instanceof Error ? error.message : error}`);
        await sleep(1000);
      }
    }
  };
  void loop();
  return {
    seen: (text) =>
      new Promise((done, fail) => {
        waiting.set(text, done);
        setTimeout(() => fail(new Error(`"${text}" never arrived`)), ARRIVAL_TIMEOUT_MS);
      }),
    close: () => controller.abort(),
  };
}

export async function benchLive(stack: Stack, options: LiveOptions): Promise<Check[]> {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const ids = await discussions(stack, session, Math.max(1, options.discussions));
  // The app's first answers compile and warm its code: not part of either figure.
  const warm = listen(stack, session, ids[0]!);
  await sleep(3000);
  warm.close();
  await sleep(2000);

  const idle = await cpuPercent(stack.appPid, options.seconds);
  const listeners = ids.map((id) => listen(stack, session, id));
  await sleep(5000);
  const open = await cpuPercent(stack.appPid, options.seconds);
  printTable(
    ['app server CPU (one core = 100 %)', 'discussions open', 'measured over'],
    [
      ['none open', '0', `${options.seconds} s`],
      [`${ids.length} open`, String(ids.length), `${options.seconds} s`],
    ].map(([label, count, over], index) => [
      `${label}: ${(index === 0 ? idle : open).toFixed(1)} %`,
      count,
      over,
    ]),
  );

  const delays: number[] = [];
  for (let index = 0; index < options.messages; index += 1) {
    // At every phase of the app's one-second read, as real messages come.
    await sleep(Math.random() * 1000);
    const id = ids[index % ids.length]!;
    const text = `Arrivée ${index + 1} ${Date.now()}`;
    const seen = listeners[index % ids.length]!.seen(text);
    const started = performance.now();
    await gatewayJson(stack, `/__fake/discussions/${id}/messages`, postJson({ text }));
    delays.push((await seen) - started);
  }
  for (const listener of listeners) listener.close();
  const sorted = [...delays].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p90 = percentile(sorted, 90);
  printTable(
    ['', 'messages', 'median', 'p90', 'max'],
    [['gateway receives → SSE client sees', String(delays.length), ms(median), ms(p90), ms(sorted.at(-1)!)]],
  );
  const added = open - idle;
  return [
    {
      name: 'live message median',
      value: ms(median),
      target: `≤ ${BUDGET.medianMs} ms`,
      pass: median <= BUDGET.medianMs,
    },
    { name: 'live message p90', value: ms(p90), target: `≤ ${BUDGET.p90Ms} ms`, pass: p90 <= BUDGET.p90Ms },
    {
      name: `CPU added by ${ids.length} open discussions`,
      value: `${added.toFixed(1)} % of a core`,
      target: `< ${BUDGET.cpuPercent} %`,
      pass: added < BUDGET.cpuPercent,
    },
  ];
}
