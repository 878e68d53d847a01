import { describe, expect, it } from 'vitest';
import { call, staffEmail, tokenFor, startFakeGateway } from './harness';

/* What the bulk jobs lean on in the fake: a share of calls failing, invoices to mark paid, replayed writes. */

const { gateway } = startFakeGateway();

async function pendingInvoices(count: number): Promise<string[]> {
  const answer = await call<{ ids: string[] }>('/__fake/pending-invoices', { json: { count } });
  expect(answer.status).toBe(200);
  return answer.body.ids;
}

const markPaid = (id: string, token: string, key?: string) =>
  call(`/billing/invoices/${id}/mark-as-paid`, {
    json: { paidAt: '2020-03-02' },
    token,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('bulk writes on the fake gateway', () => {
  it('fails exactly 3 of every 10 matching calls with the rule’s French message', async () => {
    const token = await tokenFor(staffEmail('finance'));
    const ids = await pendingInvoices(40);
    expect(new Set(ids).size).toBe(40);
    await call('/__fake/failures', {
      json: {
        method: 'POST',
        path: '/billing/invoices/:id/mark-as-paid',
        status: 409,
        code: 'PAYMENT_NOT_RECONCILED',
        message: 'Paiement introuvable chez la banque.',
        every: 10,
        count: 3,
        times: 0,
      },
    });
    const answers = await Promise.all(ids.map((id) => markPaid(id, token)));
    const failed = answers.filter((answer) => answer.status === 409);
    expect(failed).toHaveLength(12);
    expect(failed.every((answer) => answer.body.message === 'Paiement introuvable chez la banque.')).toBe(
      true,
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(28);
  });

  it('answers a write sent again with its Idempotency-Key without applying it twice', async () => {
    const token = await tokenFor(staffEmail('finance'));
    const [id] = await pendingInvoices(1);
    const first = await markPaid(id!, token, 'job-1:0:1');
    const again = await markPaid(id!, token, 'job-1:0:1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // Without the key, the same write is a new one: the invoice is no longer pending.
    expect((await markPaid(id!, token)).status).toBe(409);
    const calls = gateway
      .db()
      .calls.list()
      .filter((entry) => entry.path.endsWith('/mark-as-paid'));
    expect(calls.map((entry) => entry.replayed ?? false)).toEqual([false, true, false]);
  });
});
