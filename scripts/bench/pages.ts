/**
 * Issue 5's figure: server time of the users list and of a user record, rendered by the production
 * build against the fake gateway at scale, next to a bare page of the same app and to the gateway
 * calls those pages make.
 */
import type { Check } from './checks';
import { inTurn, ms, printTable, probe, statusList, type Target } from './measure';
import { signIn } from './session';
import type { Stack } from './stack';

export interface PagesOptions {
  requests: number;
  warmup: number;
  /** A user id to open instead of the picked professional. */
  userId?: string;
}

/** Issue 5's target for the users list. */
const LIST_MEDIAN_MS = 50;
/** The bare page: SUPPORT-only, reads nothing from the gateway (see the header of scripts/bench.ts). */
const BARE_PATH = '/creation-utilisateur';
/** What /clients asks the gateway for when opened with no parameter (lib/gateway/users.ts listUsers). */
const LIST_CALL = '/users?page=1&size=20&sort=createdAt%2Cdesc';
/** Candidates the record is picked from: the newest active professionals. */
const CANDIDATES = '/users?type=PROFESSIONAL&status=ACTIVE&size=20';

async function gatewayText(stack: Stack, token: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, stack.gatewayUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} on the gateway answered ${response.status}`);
  return response.text();
}

/**
 * A professional with rich data: among the candidates, the one whose record and account state
 * weigh the most (more requirements, programs and reasons to render). Deterministic: the seed is.
 */
async function pickProfessional(stack: Stack, token: string): Promise<string> {
  const { items } = JSON.parse(await gatewayText(stack, token, CANDIDATES)) as { items: { id: string }[] };
  if (items.length === 0) throw new Error('the fake gateway has no active professional');
  let best = { id: items[0].id, weight: -1 };
  for (const { id } of items) {
    const weight =
      (await gatewayText(stack, token, `/users/${id}`)).length +
      (await gatewayText(stack, token, `/users/${id}/status`)).length;
    if (weight > best.weight) best = { id, weight };
  }
  return best.id;
}

/** A 200 with the expected text, so a login page, a 404 or an error screen is never timed as a page. */
async function check(target: Target, marker: string): Promise<void> {
  const { status, body } = await probe(target);
  if (status !== 200 || !body.includes(marker))
    throw new Error(
      `${target.url.pathname} answered ${status}${status === 200 ? ` without "${marker}"` : ''}`,
    );
}

export async function benchPages(stack: Stack, options: PagesOptions): Promise<Check[]> {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const userId = options.userId ?? (await pickProfessional(stack, session.token));
  const record = JSON.parse(await gatewayText(stack, session.token, `/users/${userId}`)) as {
    rid: string;
    type: string;
  };
  const newest = JSON.parse(await gatewayText(stack, session.token, LIST_CALL)) as {
    items: { rid: string }[];
  };

  const app = (label: string, path: string): Target => ({
    label,
    url: new URL(path, stack.appUrl),
    headers: { cookie: session.cookie },
  });
  const gateway = (label: string, path: string): Target => ({
    label,
    url: new URL(path, stack.gatewayUrl),
    headers: { authorization: `Bearer ${session.token}` },
  });
  const bare = app('(1) bare page', BARE_PATH);
  const list = app('(2) users list', '/clients');
  const view = app(`(3) user record (${record.type})`, `/clients/${userId}`);
  // The form's SGID field: the menu also says "Créer un utilisateur", the page alone has it.
  await check(bare, 'SGID');
  await check(list, newest.items[0].rid);
  await check(view, record.rid);

  const targets = [
    bare,
    list,
    view,
    gateway('gateway: the read of (2)', LIST_CALL),
    gateway('gateway: reads of (3)', `/users/${userId}`),
    gateway('', `/users/${userId}/status`),
  ];
  const results = await inTurn(targets, options.warmup, options.requests);
  const bareMedian = results[0].median;
  printTable(
    ['', 'request', 'median', 'p99', 'median − (1)', 'statuses'],
    targets.map((target, index) => [
      target.label,
      `GET ${decodeURIComponent(target.url.pathname + target.url.search)}`,
      ms(results[index].median),
      ms(results[index].p99),
      index > 0 && index < 3 ? ms(results[index].median - bareMedian) : '',
      statusList(results[index].statuses),
    ]),
  );
  const listMedian = results[1].median;
  return [
    {
      name: 'users list median (2)',
      value: ms(listMedian),
      target: `< ${LIST_MEDIAN_MS} ms`,
      pass: listMedian < LIST_MEDIAN_MS,
    },
  ];
}
