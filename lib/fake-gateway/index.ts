/**
 * The fake gateway for in-process use (MSW `setupServer` in unit tests):
 *
 *   const gateway = createFakeGateway({ baseUrl: 'http://127.0.0.1:4010' });
 *   const server = setupServer(...gateway.handlers);
 *   beforeEach(() => gateway.reset());
 *
 * The HTTP server (server.ts) serves the same handlers.
 */
import type { HttpHandler } from 'msw';
import type { FakeConfig } from './core/config';
import { createHandlers } from './handlers';
import { configure, getDb, resetDb, type Db } from './store';

export interface FakeGateway {
  baseUrl: string;
  handlers: HttpHandler[];
  /** The live store (records, clock, tokens, call log, failures). */
  db(): Db;
  /** Back to the seed, clears failures and the call log (POST /__fake/reset). */
  reset(): Db;
  /** Changes settings at run time (e.g. a short token lifetime). */
  configure(overrides: Partial<FakeConfig>): FakeConfig;
}

export interface FakeGatewayOptions extends Partial<FakeConfig> {
  /** Where the handlers answer; defaults to http://127.0.0.1:4010. */
  baseUrl?: string;
}

export function createFakeGateway({ baseUrl, ...overrides }: FakeGatewayOptions = {}): FakeGateway {
  const config = configure(overrides);
  const base = (baseUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
  return {
    baseUrl: base,
    handlers: createHandlers(base),
    db: getDb,
    reset: resetDb,
    configure,
  };
}

export { getDb, resetDb, configure, type Db } from './store';
export type { FakeConfig } from './core/config';
