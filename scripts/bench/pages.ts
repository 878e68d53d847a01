/**
 * Server time of the lists and records (users, projects, provider invoices,
 * quotes), rendered by the production build against the fake gateway at scale, next to a bare page
 * of the same app and to the gateway calls those pages make.
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

/** The target of every list and record page: median server time. */
const PAGE_MEDIAN_MS = 50;
/** The bare page: SUPPORT-only, reads nothing from the gateway (see the header of scripts/bench.ts). */
const BARE_PATH = '/creation-utilisateur';
/** What /clients asks the gateway for when opened with no parameter (lib/gateway/users.ts listUsers). */
export const LIST_CALL = '/users?page=1&size=20&sort=createdAt%2Cdesc';
/** Candidates the record is picked from: the newest active professionals. */
const CANDIDATES = '/users?type=PROFESSIONAL&status=ACTIVE&size=20';
/** What /projets and /factures ask the gateway for when opened with no parameter. */
export const PROJECTS_CALL = '/projects?page=1&size=20&sort=lastEventDate%2Cdesc';
export const INVOICES_CALL = '/billing/invoices?page=1&size=20&sort=dispatchedAt%2Cdesc';
const COMMUNICATIONS_CALL = '/communications?page=1&size=20&sort=sentAt%2Cdesc';
/**
 * The project record: the showcase whose payment is under way (quotes, invoices of both kinds,
 * options, works started), the heaviest of the fixed shapes; its signed quote is the quote record.
 */
const PROJECT_SHOWCASE = 'paying';

export async function gatewayText(stack: Stack, token: string, path: string): Promise<string> {
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
export async function pickProfessional(stack: Stack, token: string): Promise<string> {
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
export async function check(target: Target, marker: string): Promise<void> {
  const { status, body } = await probe(target);
  if (status !== 200 || !body.includes(marker))
    throw new Error(
      `${target.url.pathname} answered ${status}${status === 200 ? ` without "${marker}"` : ''}`,
    );
}

export async function projectRecord(
  stack: Stack,
  token: string,
): Promise<{ id: string; rid: string; quote: { id: string; rid: string } }> {
  const response = await fetch(new URL('/__fake/showcase', stack.gatewayUrl));
  if (!response.ok) throw new Error(`GET /__fake/showcase answered ${response.status}`);
  const id = ((await response.json()) as Record<string, string>)[PROJECT_SHOWCASE];
  if (!id) throw new Error(`the fake gateway has no "${PROJECT_SHOWCASE}" showcase project`);
  const project = JSON.parse(await gatewayText(stack, token, `/projects/${id}`)) as {
    rid: string;
    contractualization: { quotes: { id: string; rid: string; status: string }[] };
  };
  const quote =
    project.contractualization.quotes.find((candidate) => candidate.status === 'SIGNED') ??
    project.contractualization.quotes[0];
  if (!quote) throw new Error(`the "${PROJECT_SHOWCASE}" showcase project has no quote`);
  return { id, rid: project.rid, quote };
}

function medianCheck(name: string, median: number): Check {
  return { name, value: ms(median), target: `< ${PAGE_MEDIAN_MS} ms`, pass: median < PAGE_MEDIAN_MS };
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
  const project = await projectRecord(stack, session.token);
  const newestProject = JSON.parse(await gatewayText(stack, session.token, PROJECTS_CALL)) as {
    items: { rid: string }[];
  };
  const newestInvoice = JSON.parse(await gatewayText(stack, session.token, INVOICES_CALL)) as {
    items: { number: string }[];
  };
  const newestCommunication = JSON.parse(await gatewayText(stack, session.token, COMMUNICATIONS_CALL)) as {
    items: { recipientTo: string }[];
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
  const projects = app('(4) projects list', '/projets');
  const projectView = app(`(5) project record (${PROJECT_SHOWCASE})`, `/projets/${project.id}`);
  const invoices = app('(6) provider invoices list', '/factures');
  const quoteView = app('(7) quote record', `/devis/${project.quote.id}`);
  const communications = app('(8) communications list', '/communications');
  await check(bare, 'SGID');
  await check(list, newest.items[0].rid);
  await check(view, record.rid);
  await check(projects, newestProject.items[0].rid);
  await check(projectView, project.rid);
  await check(invoices, newestInvoice.items[0].number);
  await check(quoteView, project.quote.rid);
  await check(communications, newestCommunication.items[0].recipientTo);

  const pages = [bare, list, view, projects, projectView, invoices, quoteView, communications];
  const targets = [
    ...pages,
    gateway('gateway: the read of (2)', LIST_CALL),
    gateway('gateway: reads of (3)', `/users/${userId}`),
    gateway('', `/users/${userId}/status`),
    gateway('gateway: the read of (4)', PROJECTS_CALL),
    gateway('gateway: the read of (5)', `/projects/${project.id}`),
    gateway('gateway: the read of (6)', INVOICES_CALL),
    gateway('gateway: the read of (7)', `/quotes/${project.quote.id}`),
    gateway('gateway: the read of (8)', COMMUNICATIONS_CALL),
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
      index > 0 && index < pages.length ? ms(results[index].median - bareMedian) : '',
      statusList(results[index].statuses),
    ]),
  );
  return [
    medianCheck('users list median (2)', results[1].median),
    medianCheck('projects list median (4)', results[3].median),
    medianCheck('project record median (5)', results[4].median),
    medianCheck('provider invoices list median (6)', results[5].median),
    medianCheck('quote record median (7)', results[6].median),
    medianCheck('communications list median (8)', results[7].median),
  ];
}
