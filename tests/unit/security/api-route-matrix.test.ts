/**
 * Every route handler replayed as an attacker would: each method it exports, with each role's
 * session cookie, with none, and (for a method that changes something) from another site and with
 * no Origin. The session is the real one (lib/auth/session decoding the real cookie, which the test
 * swaps in through next/headers); the gateway is the fake's own handlers, in process. Which roles
 * pass comes from the role table (its own tests check it against the SPEC); what this table checks
 * is that every handler asks it, and what each answers to the rest.
 *
 * A new route handler fails the last test until it has its line in ROUTES below.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { getRedirectStatusCodeFromError } from 'next/dist/client/components/redirect';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { encodeSession, type SessionPayload } from '@/lib/auth/session-cookie';
import { ROLES, type Role } from '@/lib/domain/roles';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { BASE_URL, call, CLIENT, startFakeGateway, staffEmail, tokenFor } from '../fake-gateway/core/harness';
import { stubGatewayEnv } from '../gateway/support';
import { sessionPayload } from '../support/session-payload';
import type { RecordView } from '@/lib/presence/record-types';
import { presenceTicket } from '@/lib/presence/ticket';

/** The cookie and headers of the request being replayed, as next/headers hands them to the code. */
const current = vi.hoisted(() => ({ cookie: undefined as string | undefined, headers: new Headers() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'bo.session' && current.cookie ? { name, value: current.cookie } : undefined,
  }),
  headers: async () => current.headers,
}));
// The journal's CSV reads a database the unit tests do not open: an empty journal answers.
vi.mock('@/lib/journal/read', () => ({ listJournal: async () => ({ entries: [], nextCursor: null }) }));
// Presence is answered by a store that holds nobody: who may beat is what this table reads.
vi.mock('@/lib/presence/runtime', () => ({
  presenceStore: async () => ({ beat: async () => [], leave: async () => undefined }),
}));

// The bulk jobs' database holds no job: every role that passes the runner reads « introuvable ».
vi.mock('@/lib/db/database', () => ({ database: async () => ({}) }));
vi.mock('@/lib/jobs/store', () => ({ findJob: async () => null }));

const { gateway } = startFakeGateway({ resetEachTest: false });

const APP = 'http://app.test';
const OTHER_SITE = 'https://evil.example';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];
const STATE_CHANGING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Route handlers another engineer is replacing: give them a line in ROUTES once they land. */
const NOT_IN_TABLE: string[] = [];

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Ids of real records of the fake gateway, read once. */
interface Samples {
  project: string;
  document: string;
  discussion: string;
}

interface RouteLine {
  file: string;
  method: Method;
  /** The path, its dynamic segments, and the body of a request the page would send. */
  request: (samples: Samples) => {
    path: string;
    params?: Record<string, string>;
    /** Given the caller's staff id (none for a visitor), for a body that names them. */
    body?: (staffId: string | undefined) => BodyInit;
  };
  /** Who passes: by the role table. */
  allows: (roles: Role[]) => boolean;
  /** The answer to a role that passes, to one kept out, to a visitor. */
  answers: { allowed: number; refused: number; visitor: number };
  /** When a request with another Origin or none is not refused with 403 (none should be). */
  foreign?: { otherSite?: number; otherOrigin: number; noOrigin: number };
}

const route = (id: RouteId) => (roles: Role[]) => canAccessRoute(roles, id);

/** A beat on record `1` of `recordType`, with the pass its page gives `staffId`; the record in the path. */
const beat = (recordType: RecordView) => ({
  path: `/api/presence/${recordType}/1`,
  params: { recordType, recordId: '1' },
  body: (staffId: string | undefined) =>
    JSON.stringify({ ticket: presenceTicket(staffId ?? 'nobody', recordType, '1') }),
});
const action = (id: ActionId) => (roles: Role[]) => canRunAction(roles, id);
const everyone = () => true;
/** `allowed`, `refused`, `visitor`. */
const answering = (allowed: number, refused: number, visitor: number) => ({ allowed, refused, visitor });

/** One line of the table: a method of a route handler and how it answers. */
const line = (
  method: Method,
  file: string,
  request: RouteLine['request'],
  allows: RouteLine['allows'],
  answers: RouteLine['answers'],
  foreign?: RouteLine['foreign'],
): RouteLine => ({ method, file, request, allows, answers, foreign });

/** A creation form with its file, sent empty: access passes or not, then the browser's rules refuse it (400). */
const upload = (segment: string, actionId: ActionId) =>
  line(
    'POST',
    `app/api/projets/[id]/${segment}/route.ts`,
    ({ project }) => ({
      path: `/api/projets/${project}/${segment}`,
      params: { id: project },
      body: () => new FormData(),
    }),
    action(actionId),
    answering(400, 403, 401),
  );

const documentContent = ({ document }: Samples) => ({
  path: `/api/documents/${document}/content`,
  params: { id: document },
});

const ROUTES: RouteLine[] = [
  upload('devis-signes', 'createSignedQuote'),
  upload('pv-de-fin-de-chantier', 'createWorksAcceptance'),
  upload('factures-pro', 'createPaidProInvoice'),
  upload('documents', 'editProjectDocuments'),
  line(
    'GET',
    'app/api/discussions/[id]/messages/route.ts',
    ({ discussion }) => ({ path: `/api/discussions/${discussion}/messages`, params: { id: discussion } }),
    route('discussionView'),
    answering(200, 403, 401),
  ),
  line(
    'GET',
    'app/api/discussions/[id]/live/route.ts',
    ({ discussion }) => ({ path: `/api/discussions/${discussion}/live`, params: { id: discussion } }),
    route('discussionView'),
    answering(200, 403, 401),
  ),
  line(
    'POST',
    'app/api/discussions/[id]/lu/route.ts',
    ({ discussion }) => ({ path: `/api/discussions/${discussion}/lu`, params: { id: discussion } }),
    action('writeDiscussion'),
    answering(204, 403, 401),
  ),
  line(
    'GET',
    'app/api/documents/[id]/content/route.ts',
    documentContent,
    route('documentViewer'),
    answering(200, 403, 303),
  ),
  line(
    'HEAD',
    'app/api/documents/[id]/content/route.ts',
    documentContent,
    route('documentViewer'),
    answering(200, 403, 303),
  ),
  line(
    'GET',
    'app/api/exports/route.ts',
    () => ({ path: '/api/exports?report=INVOICES&from=2019-03-03&to=2020-03-02' }),
    route('exports'),
    answering(200, 403, 401),
  ),
  line(
    'GET',
    'app/api/journal/route.ts',
    () => ({ path: '/api/journal' }),
    route('journal'),
    answering(200, 403, 303),
  ),
  line(
    'GET',
    'app/api/rapport-ventes/route.ts',
    () => ({ path: '/api/rapport-ventes?from=2020-01-01&to=2020-03-02' }),
    route('salesReport'),
    answering(200, 403, 303),
  ),
  line(
    'GET',
    'app/api/recherche/route.ts',
    () => ({ path: '/api/recherche?valeur=marchand' }),
    route('home'),
    answering(200, 403, 401),
  ),
  // requireAccess: Next answers its redirect to the login page with a 307.
  line(
    'GET',
    'app/api/compte/route.ts',
    () => ({ path: '/api/compte' }),
    route('account'),
    answering(200, 307, 307),
  ),
  // Signing out: from the app's own page at once, for anyone; another site's form only gets a page
  // asking to confirm (200), and so does a link opened with no fetch metadata to vouch for it.
  line(
    'POST',
    'app/deconnexion/route.ts',
    () => ({ path: '/deconnexion' }),
    everyone,
    answering(303, 303, 303),
    { otherSite: 200, otherOrigin: 200, noOrigin: 200 },
  ),
  line(
    'GET',
    'app/deconnexion/route.ts',
    () => ({ path: '/deconnexion' }),
    everyone,
    answering(200, 200, 303),
  ),
  line(
    'POST',
    'app/api/presence/[recordType]/[recordId]/route.ts',
    () => beat('invoiceView'),
    route('invoiceView'),
    answering(200, 403, 401),
  ),
  line(
    'DELETE',
    'app/api/presence/[recordType]/[recordId]/route.ts',
    () => beat('credentialsView'),
    route('credentialsView'),
    answering(204, 403, 401),
  ),
  line(
    'GET',
    'app/api/travaux/[id]/route.ts',
    () => ({
      path: '/api/travaux/00000000-0000-4000-8000-000000000003',
      params: { id: '00000000-0000-4000-8000-000000000003' },
    }),
    route('jobView'),
    answering(404, 403, 401),
  ),
  line('GET', 'app/api/health/route.ts', () => ({ path: '/api/health' }), everyone, answering(200, 200, 200)),
  line(
    'POST',
    'app/api/log/route.ts',
    () => ({ path: '/api/log', body: () => JSON.stringify({ kind: 'runtime', message: 'boom', path: '/' }) }),
    everyone,
    answering(204, 204, 401),
    // Checks Sec-Fetch-Site only: not yet on lib/auth/same-origin.ts (its owner's call).
    { otherOrigin: 204, noOrigin: 204 },
  ),
];

/** A route handler module, by its path from the repository's root. */
const load = (file: string) =>
  import(/* @vite-ignore */ path.join(process.cwd(), file)) as Promise<Record<string, unknown>>;

const sessions = new Map<Role, Pick<SessionPayload, 'user' | 'gateway'>>();
let samples: Samples;

beforeAll(async () => {
  stubGatewayEnv({ GATEWAY_URL: BASE_URL, GATEWAY_CLIENT_SECRET: CLIENT.client_secret });
  for (const role of ROLES) {
    const accessToken = await tokenFor(staffEmail(role.toLowerCase()));
    const token = { tokenType: 'Bearer', accessToken };
    const { id, firstName, lastName, email } = await getMyCredentials(token);
    const expiresAt = Date.now() + 3_600_000;
    sessions.set(role, {
      user: { id, firstName, lastName, email, phone: null, roles: [role] },
      gateway: { ...token, refreshToken: 'unused', expiresAt },
    });
  }
  const support = await tokenFor(staffEmail('support'));
  const project = gateway.db().projects.showcase.published;
  const read = await call<{ details: { documents: { id: string }[] } }>(`/projects/${project}`, {
    token: support,
  });
  samples = {
    project,
    document: read.body.details.documents[0].id,
    discussion: gateway.db().projects.showcaseDiscussions.staff,
  };
});

beforeEach(() => {
  stubGatewayEnv({ GATEWAY_URL: BASE_URL, GATEWAY_CLIENT_SECRET: CLIENT.client_secret });
  // Handlers log the failures they answer; the status is what this table reads.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** What Next makes of a handler's answer or of the redirect/notFound it throws. */
async function statusOf(run: () => Promise<Response>): Promise<number> {
  try {
    const response = await run();
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    if (isRedirectError(error)) return getRedirectStatusCodeFromError(error);
    if (isHTTPAccessFallbackError(error)) return getAccessFallbackHTTPStatus(error);
    throw error;
  }
}

type Caller = { kind: 'role'; role: Role } | { kind: 'visitor' };
/**
 * Where a state-changing request comes from: the app's page; another site's page in a browser that
 * says so (Sec-Fetch-Site); another origin with no Sec-Fetch-Site (an older browser, or a client
 * that forged one); no Origin at all (a script with a stolen cookie).
 */
type Origin = 'same' | 'otherSite' | 'otherOrigin' | 'none';

async function replay(line: RouteLine, caller: Caller, origin: Origin = 'same'): Promise<number> {
  const { path: target, params = {}, body } = line.request(samples);
  const headers = new Headers({ host: 'app.test', 'x-request-id': 'matrix' });
  if (STATE_CHANGING.includes(line.method)) {
    if (origin === 'same') headers.set('origin', APP);
    if (origin === 'otherSite' || origin === 'otherOrigin') headers.set('origin', OTHER_SITE);
    if (origin === 'same') headers.set('sec-fetch-site', 'same-origin');
    if (origin === 'otherSite') headers.set('sec-fetch-site', 'cross-site');
  }
  const payload = body?.(caller.kind === 'role' ? sessions.get(caller.role)?.user.id : undefined);
  if (typeof payload === 'string') headers.set('content-type', 'application/json');
  // A sign-in of its own for each row: signing out in one row must not end the next row's session.
  current.cookie =
    caller.kind === 'role' ? await encodeSession(sessionPayload(sessions.get(caller.role)!)) : undefined;
  if (current.cookie) headers.set('cookie', `bo.session=${current.cookie}`);
  current.headers = new Headers({ 'x-request-id': 'matrix', 'x-bo-path': target });
  const handler = (await load(line.file))[line.method] as Handler;
  const request = new NextRequest(`${APP}${target}`, { method: line.method, headers, body: payload });
  return statusOf(() => handler(request, { params: Promise.resolve(params) }));
}

const label = (line: RouteLine) => `${line.method} ${line.file.replace(/^app|\/route\.ts$/g, '')}`;

const sessionRows = ROUTES.flatMap((line) => [
  ...ROLES.map((role) => {
    const status = line.allows([role]) ? line.answers.allowed : line.answers.refused;
    return { name: `${label(line)} as ${role}`, line, caller: { kind: 'role', role } as Caller, status };
  }),
  {
    name: `${label(line)} as a visitor`,
    line,
    caller: { kind: 'visitor' } as Caller,
    status: line.answers.visitor,
  },
]);

const foreignRows = ROUTES.filter((line) => STATE_CHANGING.includes(line.method)).flatMap((line) => {
  // A role the line lets through: only the origin can be what refuses it.
  const role = ROLES.find((candidate) => line.allows([candidate]))!;
  const caller: Caller = { kind: 'role', role };
  return [
    {
      name: `${label(line)} from another site`,
      line,
      caller,
      origin: 'otherSite' as const,
      status: line.foreign?.otherSite ?? 403,
    },
    {
      name: `${label(line)} with another Origin`,
      line,
      caller,
      origin: 'otherOrigin' as const,
      status: line.foreign?.otherOrigin ?? 403,
    },
    {
      name: `${label(line)} with no Origin`,
      line,
      caller,
      origin: 'none' as const,
      status: line.foreign?.noOrigin ?? 403,
    },
  ];
});

describe(`route handlers × sessions (${sessionRows.length} rows)`, () => {
  it.each(sessionRows)('$name answers $status', async ({ line, caller, status }) => {
    expect(await replay(line, caller)).toBe(status);
  });
});

describe(`state-changing route handlers × origins (${foreignRows.length} rows)`, () => {
  it.each(foreignRows)('$name answers $status', async ({ line, caller, origin, status }) => {
    expect(await replay(line, caller, origin)).toBe(status);
  });
});

describe('the table', () => {
  it('has a line for every method every route handler exports', async () => {
    const root = process.cwd();
    const files = [
      ...readdirSync(path.join(root, 'app/api'), { recursive: true, encoding: 'utf8' })
        .filter((file) => path.basename(file) === 'route.ts')
        .map((file) => `app/api/${file.split(path.sep).join('/')}`),
      'app/deconnexion/route.ts',
    ].filter((file) => !NOT_IN_TABLE.includes(file));
    const exported: string[] = [];
    for (const file of files) {
      const exports = await load(file);
      for (const method of METHODS)
        if (typeof exports[method] === 'function') exported.push(`${method} ${file}`);
    }
    expect(ROUTES.map((line) => `${line.method} ${line.file}`).sort()).toEqual(exported.sort());
  });
});
