import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../support/memory-database';
import type { SqlClient } from '@/lib/db/sql';
import { createJob, findJob, sealedTokenOf, waitForToken } from '@/lib/jobs/store';
import { openToken, sealToken, tokenDigest } from '@/lib/jobs/token';
import { stubGatewayEnv } from '../gateway/support';

/*
 * The job page's poll (GET /api/travaux/:id): a job only its author and SUPPORT read, and the
 * author's request handing a job that waits for a token the session's current one, never anyone
 * else's.
 */

const mocks = vi.hoisted(() => ({ getSession: vi.fn(), db: null as unknown, enqueue: vi.fn() }));
vi.mock('@/lib/auth/session', () => ({ getSession: mocks.getSession }));
vi.mock('@/lib/db/database', () => ({ database: async () => mocks.db }));
vi.mock('@/lib/jobs/runtime', () => ({ jobEngine: async () => ({ enqueue: mocks.enqueue }) }));

const { GET } = await import('@/app/api/travaux/[id]/route');

const SECRET = 'a'.repeat(32);
const OLD = { tokenType: 'Bearer', accessToken: 'expired-one' };
const FRESH = { tokenType: 'Bearer', accessToken: 'fresh-one' };
const staff = {
  author: { id: 's-fanny', firstName: 'Fanny', lastName: 'Roux', email: 'f@x', roles: ['FINANCE' as const] },
  colleague: {
    id: 's-lucie',
    firstName: 'Lucie',
    lastName: 'Bernard',
    email: 'l@x',
    roles: ['FINANCE' as const],
  },
  support: { id: 's-marc', firstName: 'Marc', lastName: 'Aubert', email: 'm@x', roles: ['SUPPORT' as const] },
};

let db: SqlClient;
let jobId: string;
beforeAll(async () => {
  db = await openMemoryDatabase();
  mocks.db = db;
}, 30_000);
afterAll(() => db.close());

beforeEach(async () => {
  stubGatewayEnv({ AUTH_SECRET: SECRET });
  mocks.enqueue.mockReset();
  jobId = crypto.randomUUID();
  await createJob(db, {
    id: jobId,
    submissionKey: jobId,
    kind: 'markInvoicesPaid',
    params: { paidAt: '2020-03-02' },
    author: staff.author,
    recordIds: ['i1', 'i2'],
    sealedToken: sealToken(OLD, SECRET),
    tokenDigest: tokenDigest(OLD),
  });
  await waitForToken(db, jobId);
});

async function poll(user: (typeof staff)[keyof typeof staff] | null, token = FRESH) {
  mocks.getSession.mockResolvedValue(user && { user, token });
  const response = await GET(
    new NextRequest(`http://app.test/api/travaux/${jobId}`, {
      headers: { host: 'app.test', 'sec-fetch-site': 'same-origin' },
    }),
    { params: Promise.resolve({ id: jobId }) },
  );
  return { status: response.status, body: (await response.json()) as { state?: string; counts?: unknown } };
}

describe('GET /api/travaux/:id', () => {
  it('hands a waiting job its author’s new token, and the engine takes it up again', async () => {
    const { status, body } = await poll(staff.author);
    expect(status).toBe(200);
    expect(body.state).toBe('queued');
    expect(mocks.enqueue).toHaveBeenCalledWith(jobId);
    expect(openToken((await sealedTokenOf(db, jobId))!, SECRET)).toEqual(FRESH);
  });

  it('keeps waiting when the author’s session still has the token that expired', async () => {
    expect((await poll(staff.author, OLD)).body.state).toBe('waiting');
    expect(mocks.enqueue).not.toHaveBeenCalled();
  });

  it('never takes the token of SUPPORT reading it, and is missing for a colleague', async () => {
    expect((await poll(staff.support)).body.state).toBe('waiting');
    expect(await poll(staff.colleague)).toMatchObject({ status: 404 });
    expect(await poll(null)).toMatchObject({ status: 401 });
    expect((await findJob(db, jobId))!.waitingForToken).toBe(true);
    expect(openToken((await sealedTokenOf(db, jobId))!, SECRET)).toEqual(OLD);
    expect(mocks.enqueue).not.toHaveBeenCalled();
  });
});
