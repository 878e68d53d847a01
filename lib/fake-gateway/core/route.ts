import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { getDb, type Db } from '../store';
import type { TokenSubject } from './auth';
import { queryObject } from './body';
import { FakeFailure, fail, forbidden, json } from './errors';
import type { FailureRule } from './failures';
import { ANSWER_MUTATIONS, mutateAnswer, type AnswerMutation } from './hostile';
import { toIso } from './time';
import { refusedPrecondition, withEtag } from './versions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{ id: string; replyId: string }` for '/feedbacks/:id/replies/:replyId'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

export interface RouteContext<P = Record<string, string>> {
  request: Request;
  url: URL;
  params: P;
  query: URLSearchParams;
  db: Db;
  /** The fake's business clock (2020-03-03T10:00:00+01:00 unless a test moved it). */
  now: Date;
  /** Who called: a user or the client itself (client_credentials). Null on public routes. */
  auth: TokenSubject | null;
  /** The calling user's id; 403 FORBIDDEN for a client-credentials token. */
  me(): string;
  /** Extra fields for the call log entry (the token route records grant_type, the sync call its body). */
  log: { grant_type?: string; body?: unknown };
}

/**
 * What a handler gives back: a Response as is; a FakeFailure as its error body; undefined as
 * 204; anything else as a 200 JSON body.
 */
export type RouteResult =
  Response | FakeFailure | object | string | number | boolean | null | undefined | void;
export type RouteHandler<P> = (ctx: RouteContext<P>) => RouteResult | Promise<RouteResult>;

export interface RouteOptions {
  /** No Authorization needed (POST /oauth/token and the password-token calls). */
  public?: boolean;
  /** A /__fake control endpoint: public, never logged, never failed by injection. */
  control?: boolean;
}

export interface RouteDef {
  method: Method;
  path: string;
  handler: RouteHandler<Record<string, string>>;
  public: boolean;
  control: boolean;
  /** A single-record read: its answer carries an ETag (core/versions.ts). */
  versioned?: boolean;
  /** A write under a record's path: the record's read, whose ETag If-Match is checked against. */
  versionedBy?: RouteDef;
}

export function route<const Path extends string>(
  method: Method,
  path: Path,
  handler: RouteHandler<PathParams<Path>>,
  options: RouteOptions = {},
): RouteDef {
  return {
    method,
    path,
    handler: handler as unknown as RouteHandler<Record<string, string>>,
    public: options.public === true || options.control === true,
    control: options.control === true,
  };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'INVALID_STATE',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer an injected failure replaces the real one with, or undefined to only delay. */
function injectedResponse(rule: FailureRule, isTokenCall: boolean): Response | undefined {
  // Response.error() is a network error to fetch (msw) and a destroyed socket over HTTP (server.ts).
  if (rule.reset) return Response.error();
  if (mutationsOf(rule.body).length) return undefined;
  if (rule.body === 'malformed') {
    return new Response('{"items": [{"id": "trunc', {
      status: rule.status ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  if (rule.body === 'schema-breaking') {
    return json({ id: 0, items: 'not-a-list', createdAt: 'not-a-date', access_token: 0 }, rule.status ?? 200);
  }
  if (rule.status === undefined && rule.code === undefined) return undefined;
  const status = rule.status ?? (rule.code ? 409 : 500);
  if (isTokenCall && status < 500) {
    return json(
      {
        error: status === 401 ? 'invalid_client' : 'invalid_grant',
        ...(rule.code ? { code: rule.code } : {}),
      },
      status,
    );
  }
  return fail(
    status,
    rule.code ?? CODE_BY_STATUS[status] ?? 'INTERNAL_ERROR',
    rule.message ?? 'Erreur simulée par la fausse passerelle.',
  ).toResponse();
}

/** The rewrites a rule's `body` asks for (none for a fixed body). */
function mutationsOf(body: FailureRule['body']): AnswerMutation[] {
  const list: readonly string[] = Array.isArray(body) ? body : body ? [body] : [];
  return list.filter((item): item is AnswerMutation =>
    (ANSWER_MUTATIONS as readonly string[]).includes(item),
  );
}

/** The real JSON answer rewritten by a hostile rule; other answers (204, CSV, files) pass as they are. */
async function mutated(response: Response, mutations: AnswerMutation[]): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = mutations.reduce<unknown>(
    (answer, mutation) => mutateAnswer(answer, mutation),
    await response.json(),
  );
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function toResponse(result: RouteResult): Response {
  if (result instanceof Response) return result;
  if (result instanceof FakeFailure) return result.toResponse();
  if (result === undefined) return new Response(null, { status: 204 });
  return json(result);
}

function errorResponse(error: unknown): Response {
  if (error instanceof FakeFailure) return error.toResponse();
  if (error instanceof z.ZodError)
    return fail(400, 'BAD_REQUEST', 'Requête invalide.', { issues: error.issues }).toResponse();
  console.error('[fake-gateway] handler error', error);
  return fail(500, 'INTERNAL_ERROR', 'Erreur interne de la fausse passerelle.').toResponse();
}

const unauthorized = (message: string) => fail(401, 'UNAUTHORIZED', message).toResponse();

/** Runs a route: failure injection, authentication, the handler, error mapping and the call log. */
export async function runRoute(
  def: RouteDef,
  request: Request,
  params: Record<string, string>,
): Promise<Response> {
  const started = performance.now();
  const db = getDb();
  const url = new URL(request.url);
  const log: RouteContext['log'] = {};
  let response: Response | undefined;
  let rule: FailureRule | undefined;

  const idempotencyKey = def.control || def.method === 'GET' ? null : request.headers.get('idempotency-key');
  const replay = idempotencyKey
    ? db.idempotent.get(`${def.method} ${url.pathname} ${idempotencyKey}`)
    : undefined;
  try {
    if (replay) {
      response = new Response(replay.body || null, {
        status: replay.status,
        headers: {
          ...(replay.contentType ? { 'content-type': replay.contentType } : {}),
          'idempotent-replayed': 'true',
        },
      });
    } else if (!def.control) {
      rule = db.failures.take(def.method, url.pathname, def.path);
      if (rule?.delayMs) await sleep(rule.delayMs);
      if (rule) response = injectedResponse(rule, def.path === '/oauth/token');
    }
    let auth: TokenSubject | null = null;
    if (!response && !def.public) {
      const checked = db.tokens.check(request.headers.get('authorization'));
      if (checked.ok) auth = checked.token.subject;
      else
        response = unauthorized(
          checked.reason === 'expired' ? 'Le jeton a expiré.' : 'Authentification requise.',
        );
    }
    if (!response) {
      const ctx: RouteContext = {
        request,
        url,
        params,
        query: url.searchParams,
        db,
        now: db.clock.now(),
        auth,
        me: () => {
          if (auth?.kind !== 'user') throw forbidden('Cette action demande un utilisateur connecté.');
          return auth.userId;
        },
        log,
      };
      const ifMatch = request.headers.get('if-match');
      const read = def.versionedBy;
      if (db.config.etags && read && ifMatch)
        response = await refusedPrecondition(async () => toResponse(await read.handler(ctx)), ifMatch);
      response ??= toResponse(await def.handler(ctx));
      if (db.config.etags && def.versioned) response = await withEtag(response);
      const mutations = mutationsOf(rule?.body);
      if (mutations.length) response = await mutated(response, mutations);
    }
  } catch (error) {
    response = errorResponse(error);
  }

  // A write the app may send again (a bulk job's item after its replica died) is applied once.
  if (idempotencyKey && !replay && response.status > 0 && response.status < 500) {
    const copy = response.clone();
    db.idempotent.set(`${def.method} ${url.pathname} ${idempotencyKey}`, {
      status: copy.status,
      body: await copy.text(),
      contentType: copy.headers.get('content-type'),
    });
  }
  if (!def.control) {
    db.calls.add({
      method: def.method,
      path: url.pathname,
      query: queryObject(url.searchParams),
      ...(log.grant_type ? { grant_type: log.grant_type } : {}),
      ...(log.body !== undefined ? { body: log.body } : {}),
      status: response.status,
      ...(replay ? { replayed: true as const } : {}),
      at: toIso(Date.now()),
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    });
  }
  return response;
}

/**
 * Static segments before parameters, so '/credentials/mine' wins over '/credentials/:id' whatever
 * order the modules list their routes in (msw answers with the first matching handler).
 */
function specificity(path: string): number[] {
  return path.split('/').map((segment) => (segment.startsWith(':') ? 1 : segment === '*' ? 2 : 0));
}

export function sortRoutes(defs: readonly RouteDef[]): RouteDef[] {
  return [...defs].sort((a, b) => {
    const left = specificity(a.path);
    const right = specificity(b.path);
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
      const diff = (left[index] ?? -1) - (right[index] ?? -1);
      if (diff !== 0) return diff;
    }
    return 0;
  });
}

/** msw handlers for the routes, under a base URL ('http://127.0.0.1:4010'). */
export function toMswHandlers(defs: readonly RouteDef[], baseUrl: string): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };
  return sortRoutes(defs).map((def) =>
    byMethod[def.method](`${base}${def.path}`, ({ request, params }) =>
      runRoute(def, request, params as Record<string, string>),
    ),
  );
}
