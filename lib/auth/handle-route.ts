import 'server-only';
import type { NextRequest } from 'next/server';
import {
  ACTIONS,
  canAccessRoute,
  canRunAction,
  isSensitive,
  loginUrlFor,
  matchRoute,
  pathFor,
  type ActionId,
  type RouteId,
} from '@/lib/access';
import { sessionExpired } from '@/lib/action-result';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { AuthenticationError, BusinessError, NotFoundError } from '@/lib/gateway/errors';
import { journalDraft, type JournalFacts } from '@/lib/journal/entry';
import { recordJournal } from '@/lib/journal/runtime';
import { errorFields, log } from '@/lib/log';
import { empty, json, plainText, seeOther } from '@/lib/route-responses';
import { sessionEndedUrl } from './notices';
import { REQUEST_ID_HEADER, validRequestId } from './request-context';
import { comesFromAnotherSite, isSameOriginRequest } from './same-origin';
import { confirmedSession, getSession, requireAccess, type Session } from './session';

/*
 * The one runner of the app's route handlers (every route.ts under app/ exports handlers built
 * here), as runAction is for server actions. The proxy lets route handlers through, so this is
 * where the role table is asked: the request's page checked like a page's path, a write from the
 * app's own pages only, the session (confirmed with the gateway for sensitive work), the route's
 * or action's roles; then the handler runs, and what it throws is answered once: a session the
 * gateway ended, a missing record, a business refusal, any other failure logged as JSON with the
 * request's id.
 */

/**
 * Who reads the answers, and so how a refusal is written:
 * - `result`: a form or button reading an ActionResult (`{ ok: false, message }`);
 * - `json`: a page's script reading `{ message }` (polling, suggestions);
 * - `file`: a browser tab opening a file: plain text, and a visitor is sent to sign in (303);
 * - `page`: as a page is guarded (requireAccess: redirects to sign in or home), bodies empty.
 * A session that ends answers 401 with the typed expiry of every form (`result`, `json`), or goes
 * through the sign-out to the login page (`file`).
 */
export type RouteAnswers = 'result' | 'json' | 'file' | 'page';

interface GuardedRouteBase {
  answers: RouteAnswers;
  /**
   * The page the handler serves, parameters and query filled in (default: the route's own path).
   * A path no page could have (an id that is no plain segment) answers 404 before anything else,
   * and signing in again comes back to it.
   */
  page?: string;
  /** The 403 text when the roles do not pass (default: the FORBIDDEN business message). */
  forbidden?: string;
  /** When a record may be missing: the 404 text for a bad path and for the gateway's 404. */
  notFound?: string;
  /** The gateway's business refusals answer their own status and French message, unlogged. */
  business?: boolean;
  /** The text of any other failure (default: the generic message); it answers 502. */
  failure?: string;
  /** The log event of such a failure. */
  event?: string;
}

/** The roles of a page of the role table, or of an action (its page's and its own, ACTIONS). */
export type GuardedRoute = GuardedRouteBase & ({ route: RouteId } | { action: ActionId });

type Params = Record<string, string>;

/**
 * A handler anyone may call. `ownSite`: a browser on another site is refused (403, by the
 * Sec-Fetch-Site it cannot forge), where a stricter Origin check would refuse beacons and scripts
 * that send none; a request without the header is no browser's and passes.
 */
export interface OpenRoute {
  ownSite?: boolean;
}

export interface PublicRouteContext<P extends Params = Params> {
  request: NextRequest;
  params: P;
  /** The session when there is one (null for a visitor), read when the handler asks. */
  session: () => Promise<Session | null>;
  /** The request's id, as in every log line (proxy.ts sets it). */
  requestId?: string;
  /** Logs a failure the handler answers itself, with the request's id and path. */
  fail: (event: string, error: unknown, fields?: Record<string, unknown>) => void;
}

export interface RouteContext<P extends Params = Params> extends Omit<PublicRouteContext<P>, 'session'> {
  session: Session;
  /**
   * The page a session the gateway ends signs in again back to: GuardedRoute.page, unless the
   * handler serves another page's view (a list's export) and names that page here first.
   */
  page: string;
  /** Journals what the handler did for this staff member (lib/journal); never throws. */
  journal: (facts: Omit<JournalFacts, 'requestId'>) => Promise<void>;
}

type SpecOf<S, P extends Params> = S | ((params: P, request: NextRequest) => S);

/** A route handler as Next calls it; the context is optional for handlers of a path without parameters. */
export type RouteHandler<P extends Params> = (
  request: NextRequest,
  context?: { params: Promise<P> },
) => Promise<Response>;

function refusal(answers: RouteAnswers, status: number, message: string): Response {
  if (answers === 'result') return json(status, { ok: false, message });
  if (answers === 'json') return json(status, { message });
  if (answers === 'file') return plainText(status, message);
  return empty(status);
}

function routeOf(spec: GuardedRoute): RouteId {
  return 'action' in spec ? ACTIONS[spec.action].route : spec.route;
}

/** A route's path when it has no parameters; NO_PATH (which no page has) when it needs some. */
const ownPath = pathFor as (route: RouteId) => string;

function rolesPass(spec: GuardedRoute, session: Session): boolean {
  const { roles } = session.user;
  return 'action' in spec ? canRunAction(roles, spec.action) : canAccessRoute(roles, spec.route);
}

/** The session the handler runs with, or the refusal to answer instead. */
async function guard(spec: GuardedRoute, request: NextRequest, page: string): Promise<Session | Response> {
  const route = routeOf(spec);
  const forbidden = () => refusal(spec.answers, 403, spec.forbidden ?? businessErrorMessage('FORBIDDEN'));
  if (spec.answers === 'page') return requireAccess(route);
  if (!matchRoute(page.split('?')[0]))
    return refusal(spec.answers, 404, spec.notFound ?? DEFAULT_ERROR_MESSAGE);
  if (!isSameOriginRequest(request)) return forbidden();

  let session = await getSession();
  if (session && isSensitive(route, 'action' in spec ? spec.action : undefined))
    session = await confirmedSession(session);
  if (!session)
    return spec.answers === 'file'
      ? seeOther(loginUrlFor(page))
      : json(401, sessionExpired(loginUrlFor(page)));
  return rolesPass(spec, session) ? session : forbidden();
}

/** What a guarded handler threw, answered as its readers expect (see RouteAnswers). */
function failed(spec: GuardedRoute, context: RouteContext, error: unknown): Response {
  if (error instanceof AuthenticationError) {
    // SPEC §8: a gateway 401/403 ends the session; the login page says why and comes back here.
    if (spec.answers === 'page') return empty(401);
    const ended = sessionEndedUrl(context.page);
    return spec.answers === 'file' ? seeOther(ended) : json(401, sessionExpired(ended));
  }
  if (spec.notFound !== undefined && error instanceof NotFoundError)
    return refusal(spec.answers, 404, spec.notFound);
  if (spec.business && error instanceof BusinessError)
    return refusal(spec.answers, error.status >= 400 ? error.status : 502, error.userMessage);
  context.fail(spec.event ?? 'route handler failed', error);
  return refusal(spec.answers, 502, spec.failure ?? DEFAULT_ERROR_MESSAGE);
}

function contextOf<P extends Params>(
  request: NextRequest,
  params: P,
  userId?: string,
): PublicRouteContext<P> {
  const requestId = validRequestId(request.headers.get(REQUEST_ID_HEADER));
  return {
    request,
    params,
    session: getSession,
    requestId,
    fail: (event, error, fields = {}) =>
      log('error', event, {
        requestId,
        route: request.nextUrl.pathname,
        userId,
        ...fields,
        error: errorFields(error),
      }),
  };
}

/** Next's own signals (redirect, notFound) go on up untouched. */
function isNextSignal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'digest' in error;
}

/**
 * Builds a route handler: `handleRoute({ route: 'exports', answers: 'result' }, async (ctx) => …)`.
 * The spec may depend on the path's parameters and the request (the page to come back to).
 * `handleRoute('public', …)` is a handler anyone may call (health, signing out), and
 * `handleRoute({ ownSite: true }, …)` one that only the app's own pages or no browser may call (the
 * browser's reports); the handler reads the session only if it asks for it.
 */
export function handleRoute<P extends Params = Params>(
  spec: SpecOf<GuardedRoute, P>,
  handler: (context: RouteContext<P>) => Promise<Response>,
): RouteHandler<P>;
export function handleRoute<P extends Params = Params>(
  spec: 'public' | OpenRoute,
  handler: (context: PublicRouteContext<P>) => Promise<Response>,
): RouteHandler<P>;
export function handleRoute<P extends Params>(
  specOf: SpecOf<GuardedRoute, P> | 'public' | OpenRoute,
  handler:
    | ((context: RouteContext<P>) => Promise<Response>)
    | ((context: PublicRouteContext<P>) => Promise<Response>),
): RouteHandler<P> {
  return async (request, context) => {
    const params = ((await context?.params) ?? {}) as P;
    if (specOf === 'public' || (typeof specOf === 'object' && !('answers' in specOf))) {
      if (specOf !== 'public' && specOf.ownSite && comesFromAnotherSite(request)) return empty(403);
      const open = contextOf(request, params);
      try {
        return await (handler as (context: PublicRouteContext<P>) => Promise<Response>)(open);
      } catch (error) {
        if (isNextSignal(error)) throw error;
        open.fail('route handler failed', error);
        return empty(502);
      }
    }

    const spec = typeof specOf === 'function' ? specOf(params, request) : specOf;
    const page = spec.page ?? ownPath(routeOf(spec));
    const session = await guard(spec, request, page);
    if (session instanceof Response) return session;
    const open = contextOf(request, params, session.user.id);
    const guarded: RouteContext<P> = {
      ...open,
      session,
      page,
      journal: (facts) => recordJournal(journalDraft(session.user, { ...facts, requestId: open.requestId })),
    };
    try {
      return await (handler as (context: RouteContext<P>) => Promise<Response>)(guarded);
    } catch (error) {
      if (isNextSignal(error)) throw error;
      return failed(spec, guarded as RouteContext, error);
    }
  };
}
