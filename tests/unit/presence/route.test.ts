import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { recentRecordsOf } from '@/lib/presence/recent';
import type { RecordView } from '@/lib/presence/record-types';
import { presenceTicket } from '@/lib/presence/ticket';
import { stubGatewayEnv } from '../gateway/support';

/*
 * The presence route handler as a record page, another site and a lower role would call it: the
 * runner's session and origin checks, the role table asked for the record page the path names, and
 * the store (the database, PGlite in memory) answering everyone but the caller.
 */

const mocks = vi.hoisted(() => ({ getSession: vi.fn(), db: null as unknown }));
vi.mock('@/lib/auth/session', () => ({
  getSession: mocks.getSession,
  // The staff account's page is sensitive: its beats confirm the session as opening it does.
  confirmedSession: async (session: unknown) => session,
}));
vi.mock('@/lib/db/database', () => ({ database: async () => mocks.db }));
vi.mock('@/lib/presence/runtime', async () => {
  const store = (await import('@/lib/presence/store')).sqlPresence;
  let opened: ReturnType<typeof store> | undefined;
  return { presenceStore: async () => (opened ??= store(mocks.db as SqlClient)) };
});

const { POST, DELETE } = await import('@/app/api/presence/[recordType]/[recordId]/route');

let db: SqlClient;
beforeAll(async () => {
  db = await openMemoryDatabase();
  mocks.db = db;
}, 30_000);
afterAll(() => db.close());

const staff = {
  finance: { id: 's-lucie', firstName: 'Lucie', lastName: 'Bernard', email: 'l@x', roles: ['FINANCE'] },
  support: { id: 's-marc', firstName: 'Marc', lastName: 'Aubert', email: 'm@x', roles: ['SUPPORT'] },
};
let current: (typeof staff)[keyof typeof staff] | null = null;
const as = (user: (typeof staff)[keyof typeof staff] | null) => {
  current = user;
  mocks.getSession.mockResolvedValue(user && { user, token: { tokenType: 'Bearer', accessToken: 'a' } });
};

interface Beat {
  recordType: string;
  recordId: string;
  [field: string]: unknown;
}

/** The body as the record page sends it: with the pass its page gave the signed-in staff member. */
function withTicket({ recordType, recordId, ...body }: Beat): unknown {
  if ('ticket' in body || !current) return body;
  return { ...body, ticket: presenceTicket(current.id, recordType as RecordView, recordId) };
}

type Site = 'same' | 'cross-site' | 'no-origin';

/** The record travels in the path, as the page sends it; the rest is the body. */
async function send(method: 'POST' | 'DELETE', beat: Beat, site: Site = 'same') {
  const headers = new Headers({ host: 'app.test', 'content-type': 'application/json' });
  if (site !== 'no-origin')
    headers.set('origin', site === 'same' ? 'http://app.test' : 'https://evil.example');
  if (site !== 'no-origin') headers.set('sec-fetch-site', site === 'same' ? 'same-origin' : 'cross-site');
  const handler = method === 'POST' ? POST : DELETE;
  const params = { recordType: beat.recordType, recordId: beat.recordId };
  const url = `http://app.test/api/presence/${params.recordType}/${encodeURIComponent(params.recordId)}`;
  const response = await handler(
    new NextRequest(url, { method, headers, body: JSON.stringify(withTicket(beat)) }),
    { params: Promise.resolve(params) },
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

let records = 0;
const invoice = () => ({ recordType: 'invoiceView', recordId: `inv-${(records += 1)}` });

beforeEach(() => {
  stubGatewayEnv();
  as(staff.finance);
});

describe('POST /api/presence/:recordType/:recordId', () => {
  it('answers who else has the record open, never the caller, and files the first beat in history', async () => {
    const record = invoice();
    expect(await send('POST', { ...record, writing: false, label: 'Facture F-2024-001' })).toEqual({
      status: 200,
      body: { others: [] },
    });
    as(staff.support);
    expect((await send('POST', { ...record, writing: true })).body.others).toEqual([
      { firstName: 'Lucie', lastName: 'Bernard', roles: ['FINANCE'], writing: false },
    ]);
    as(staff.finance);
    expect((await send('POST', { ...record, writing: false })).body.others).toEqual([
      { firstName: 'Marc', lastName: 'Aubert', roles: ['SUPPORT'], writing: true },
    ]);
    expect(await recentRecordsOf(db, 's-lucie')).toEqual([
      expect.objectContaining({ ...record, label: 'Facture F-2024-001' }),
    ]);
    expect(await recentRecordsOf(db, 's-marc')).toEqual([]);

    as(staff.support);
    expect((await send('DELETE', record)).status).toBe(204);
    as(staff.finance);
    expect((await send('POST', record)).body.others).toEqual([]);
  });

  it('answers 401 with the typed expiry without a session, and records nothing', async () => {
    as(null);
    const record = invoice();
    const result = await send('POST', { ...record, label: 'Intrus' });
    expect(result).toMatchObject({ status: 401, body: { sessionExpired: true } });
    expect((await send('DELETE', record)).status).toBe(401);
    as(staff.support);
    expect((await send('POST', record)).body.others).toEqual([]);
  });

  it.each<[string, Site]>([
    ['another site', 'cross-site'],
    ['a script sending no Origin', 'no-origin'],
  ])('refuses a beat from %s', async (_, site) => {
    expect((await send('POST', invoice(), site)).status).toBe(403);
    expect((await send('DELETE', invoice(), site)).status).toBe(403);
  });

  it.each([
    ['a list, not a record view', { recordType: 'invoices', recordId: '1' }],
    ['a route that is no record', { recordType: 'journal', recordId: '1' }],
    ['an id that is not one path segment', { recordType: 'invoiceView', recordId: '../clients' }],
    ['an empty id', { recordType: 'invoiceView', recordId: '' }],
  ])('answers 404 to a path naming %s, before anything else', async (_, beat) => {
    as(null);
    expect((await send('POST', beat)).status).toBe(404);
    expect((await send('DELETE', beat)).status).toBe(404);
  });

  it.each([
    ['a writing flag that is no boolean', { writing: 'yes' }],
    ['a title too long for history', { label: 'F'.repeat(121) }],
    ['a title with control characters', { label: 'F\u0000' }],
  ])('answers 400 to %s', async (_, body) => {
    expect((await send('POST', { ...invoice(), ...body })).status).toBe(400);
  });

  it('refuses a record view the role may not open, as the page itself would', async () => {
    const account = { recordType: 'credentialsView', recordId: 'staff-1' };
    expect((await send('POST', { ...account, label: 'Compte' })).status).toBe(403);
    expect((await send('DELETE', account)).status).toBe(403);
    as(staff.support);
    expect((await send('POST', account)).body.others).toEqual([]);
    expect(await recentRecordsOf(db, 's-lucie')).not.toContainEqual(
      expect.objectContaining({ recordType: 'credentialsView' }),
    );
  });

  it("refuses a beat without its page's pass for this staff member and record, and tells no one of it", async () => {
    const record = invoice();
    const other = invoice();
    const theirs = presenceTicket(staff.support.id, 'invoiceView', record.recordId);
    const elsewhere = presenceTicket(staff.finance.id, 'invoiceView', other.recordId);
    for (const ticket of [undefined, '', 'forged', theirs, elsewhere, `1.${theirs.split('.')[1]}`]) {
      const body = ticket === undefined ? { ...record, ticket: 'x'.repeat(201) } : { ...record, ticket };
      expect([400, 403]).toContain((await send('POST', { ...body, writing: true })).status);
    }
    expect((await send('DELETE', { ...record, ticket: theirs })).status).toBe(403);
    as(staff.support);
    expect((await send('POST', record)).body.others).toEqual([]);
  });

  it('refuses a body bigger than a beat', async () => {
    expect((await send('POST', { ...invoice(), padding: 'x'.repeat(3_000) })).status).toBe(413);
  });
});
