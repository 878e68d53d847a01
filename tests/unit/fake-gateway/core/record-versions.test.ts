/**
 * Record versions at the fake gateway, as docs/gateway-contract.md describes them: an ETag on the
 * read of one record, If-Match honoured on the writes under its path (412 and nothing written on a
 * mismatch), and none of it when FAKE_ETAGS is off. Then the client's side: a run's first write
 * carries If-Match, or the record is read again when that write goes elsewhere.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markProviderInvoicePaid } from '@/lib/gateway/billing';
import { PreconditionFailedError } from '@/lib/gateway/errors';
import { updateRelationship } from '@/lib/gateway/relationships';
import { withIfMatch } from '@/lib/gateway/versions';
import { configure } from '@/lib/fake-gateway/store';
import { stubGatewayEnv } from '../../gateway/support';
import { BASE_URL, call, staffEmail, startFakeGateway, tokenFor } from './harness';

const { gateway } = startFakeGateway();

const pendingInvoice = () =>
  gateway
    .db()
    .projects.providerInvoices.values()
    .find((invoice) => invoice.status === 'PENDING' && !invoice.type.endsWith('CREDIT_NOTE'))!.id;

/** POST mark-as-paid, with If-Match when given. */
function markPaid(token: string, id: string, ifMatch?: string): Promise<Response> {
  return fetch(new URL(`/billing/invoices/${id}/mark-as-paid`, BASE_URL), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(ifMatch ? { 'if-match': ifMatch } : {}),
    },
    body: JSON.stringify({ paidAt: '2020-03-02' }),
  });
}

beforeEach(() => {
  configure({ etags: true });
  stubGatewayEnv({ GATEWAY_URL: BASE_URL });
});
afterAll(() => {
  configure({ etags: true });
  vi.unstubAllEnvs();
});

describe('the fake gateway’s record versions', () => {
  it('answers a write whose If-Match is stale with 412 and writes nothing; the current one writes', async () => {
    const token = await tokenFor(staffEmail('finance'));
    const id = pendingInvoice();
    const read = await call(`/billing/invoices/${id}`, { token });
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect((await call(`/billing/invoices/${id}`, { token })).headers.get('etag')).toBe(etag);

    const stale = await markPaid(token, id, '"not-the-version"');
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: 'PRECONDITION_FAILED', processId: expect.any(String) });
    expect(gateway.db().projects.providerInvoices.require(id).status).toBe('PENDING');

    expect((await markPaid(token, id, etag)).status).toBe(200);
    expect(gateway.db().projects.providerInvoices.require(id).status).toBe('PAID');
    expect((await call(`/billing/invoices/${id}`, { token })).headers.get('etag')).not.toBe(etag);
  });

  it('serves a write without If-Match as before, and sends no ETag when FAKE_ETAGS is off', async () => {
    const token = await tokenFor(staffEmail('finance'));
    configure({ etags: false });
    const id = pendingInvoice();
    expect((await call(`/billing/invoices/${id}`, { token })).headers.get('etag')).toBeNull();
    expect((await markPaid(token, id, '"ignored-without-etags"')).status).toBe(200);
    configure({ etags: true });
    expect((await markPaid(token, pendingInvoice())).status).toBe(200);
  });
});

describe('the client’s conditional writes', () => {
  it('sends If-Match on the run’s first write to the record, and a 412 is typed', async () => {
    const token = { tokenType: 'Bearer', accessToken: await tokenFor(staffEmail('finance')) };
    const id = pendingInvoice();
    const condition = { readPath: '/billing/invoices/:id', id, etag: '"stale"' };
    await expect(
      withIfMatch(condition, () => markProviderInvoicePaid(token, id, { paidAt: '2020-03-02' })),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(gateway.db().projects.providerInvoices.require(id).status).toBe('PENDING');
  });

  it('reads the record again before a first write that goes elsewhere, and stops it when stale', async () => {
    const token = { tokenType: 'Bearer', accessToken: await tokenFor(staffEmail('support')) };
    const id = pendingInvoice();
    const relationship = gateway.db().projects.relationships.values()[0]!;
    const before = relationship.comment;
    gateway.db().calls.clear();
    const condition = { readPath: '/billing/invoices/:id', id, etag: '"stale"' };
    await expect(
      withIfMatch(condition, () => updateRelationship(token, relationship.id, { comment: 'Rappel' })),
    ).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(
      gateway
        .db()
        .calls.list()
        .map((entry) => `${entry.method} ${entry.path}`),
    ).toEqual([`GET /billing/invoices/${id}`]);
    expect(gateway.db().projects.relationships.require(relationship.id).comment).toBe(before);
  });
});
