/** Provider invoice marks and credit notes, professional invoices, allowed and refused. */
import { describe, expect, it } from 'vitest';
import { linked } from '@/lib/fake-gateway/data/project-links';
import { call, startFakeGateway } from '../core/harness';
import { multipart, pdfFile, showcase, supportToken } from './support';

const { gateway } = startFakeGateway();

const providerInvoices = () => gateway.db().projects.providerInvoices.values();
const pending = (type?: string) =>
  providerInvoices().find((invoice) => invoice.status === 'PENDING' && (!type || invoice.type === type))!;
const paid = (type: string) =>
  providerInvoices().find((invoice) => invoice.status === 'PAID' && invoice.type === type)!;
const proInvoices = () => gateway.db().projects.professionalInvoices.values();

describe('provider invoices', () => {
  it('marks a PENDING invoice paid on the given day, and refuses it once paid', async () => {
    const token = await supportToken();
    const invoice = pending();
    const result = await call(`/billing/invoices/${invoice.id}/mark-as-paid`, {
      token,
      json: { paidAt: '2020-03-02' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'PAID',
      paidAt: '2020-03-02T00:00:00.000+01:00',
      statusDate: '2020-03-03T10:00:00.000+01:00',
    });
    const again = await call(`/billing/invoices/${invoice.id}/mark-as-paid`, {
      token,
      json: { paidAt: '2020-03-02' },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await call(`/billing/invoices/${pending().id}/mark-as-paid`, {
          token,
          json: { paidAt: '02/03/2020' },
        })
      ).status,
    ).toBe(400);
  });

  it('marks a PENDING invoice cancelled by credit note or irrecoverable, only from PENDING', async () => {
    const token = await supportToken();
    const first = pending();
    const cancelled = await call(`/billing/invoices/${first.id}/mark-as-canceled-by-credit-note`, {
      token,
      method: 'POST',
    });
    expect(cancelled.body.status).toBe('CANCELED_BY_CREDIT_NOTE');
    const second = pending();
    const irrecoverable = await call(`/billing/invoices/${second.id}/mark-as-irrecoverable`, {
      token,
      method: 'POST',
    });
    expect(irrecoverable.body.status).toBe('IRRECOVERABLE');
    const settled = paid('FEE');
    for (const action of ['mark-as-canceled-by-credit-note', 'mark-as-irrecoverable']) {
      const refused = await call(`/billing/invoices/${settled.id}/${action}`, { token, method: 'POST' });
      expect(refused.status, action).toBe(409);
      expect(refused.body.code).toBe('INVALID_STATE');
    }
  });

  it('issues the credit note of a paid insurance invoice, each naming the other', async () => {
    const token = await supportToken();
    const invoice = paid('INSURANCE');
    const result = await call(`/billing/invoices/${invoice.id}/cancel-by-credit-note`, {
      token,
      method: 'POST',
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      type: 'INSURANCE_CREDIT_NOTE',
      amount: { exclTax: invoice.line.exclTax },
      associatedInvoices: [{ id: invoice.id, number: invoice.number }],
    });
    expect(result.body.number).toMatch(/^AV-2020-\d{6}$/);
    const original = await call(`/billing/invoices/${invoice.id}`, { token });
    expect(original.body.status).toBe('CANCELED_BY_CREDIT_NOTE');
    expect(original.body.associatedInvoices).toContainEqual({
      id: result.body.id,
      number: result.body.number,
    });
    const fee = await call(`/billing/invoices/${pending('FEE').id}/cancel-by-credit-note`, {
      token,
      method: 'POST',
    });
    expect(fee.body.type).toBe('BASIC_CREDIT_NOTE');
  });

  it('refuses a credit note for a credit note or an invoice already cancelled', async () => {
    const token = await supportToken();
    const credit = providerInvoices().find((invoice) => invoice.type === 'BASIC_CREDIT_NOTE')!;
    expect(
      (await call(`/billing/invoices/${credit.id}/cancel-by-credit-note`, { token, method: 'POST' })).status,
    ).toBe(409);
    const cancelled = providerInvoices().find((invoice) => invoice.status === 'CANCELED_BY_CREDIT_NOTE')!;
    expect(
      (await call(`/billing/invoices/${cancelled.id}/cancel-by-credit-note`, { token, method: 'POST' }))
        .status,
    ).toBe(409);
    expect(
      (await call('/billing/invoices/unknown/cancel-by-credit-note', { token, method: 'POST' })).status,
    ).toBe(404);
  });

  it('pages and filters the invoice list', async () => {
    const token = await supportToken();
    const result = await call('/billing/invoices', {
      token,
      query: { type: 'FEE', status: 'PAID', size: '10', sort: 'number,asc' },
    });
    expect(result.body.total).toBe(
      providerInvoices().filter((invoice) => invoice.type === 'FEE' && invoice.status === 'PAID').length,
    );
    expect(result.body.items).toHaveLength(10);
    const numbers = result.body.items.map((invoice: { number: string }) => invoice.number);
    expect([...numbers].sort()).toEqual(numbers);
    const project = showcase(gateway, 'paying');
    const byProject = await call('/billing/invoices', { token, query: { projectId: project.id } });
    expect(byProject.body.total).toBe(linked(project, 'providerInvoices').length);
    const invoice = providerInvoices()[5];
    const byNumber = await call('/billing/invoices', { token, query: { q: invoice.number } });
    expect(byNumber.body.items.map((item: { id: string }) => item.id)).toContain(invoice.id);
    const byRecipient = await call('/billing/invoices', {
      token,
      query: { recipientId: invoice.recipientId },
    });
    expect(
      byRecipient.body.items.every(
        (item: { recipient: { id: string } }) => item.recipient.id === invoice.recipientId,
      ),
    ).toBe(true);
  });
});

describe('provider invoice list filters', () => {
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

  it('keeps the invoices whose number contains the text, in any case', async () => {
    const token = await supportToken();
    const invoice = providerInvoices()[7];
    const exact = await call('/billing/invoices', { token, query: { number: invoice.number.toLowerCase() } });
    expect(ids(exact.body)).toEqual([invoice.id]);
    const year = invoice.number.slice(0, 7);
    const byYear = await call('/billing/invoices', { token, query: { number: year, size: '100' } });
    expect(byYear.body.total).toBe(
      providerInvoices().filter((candidate) => candidate.number.startsWith(year)).length,
    );
  });

  it('keeps the invoices of a recipient found by RID, e-mail or a part of the name', async () => {
    const token = await supportToken();
    const invoice = providerInvoices()[3];
    const recipient = gateway.db().people.users.get(invoice.recipientId)!;
    const theirs = providerInvoices().filter((candidate) => candidate.recipientId === recipient.id);
    for (const value of [recipient.rid, recipient.email.toUpperCase()]) {
      const result = await call('/billing/invoices', { token, query: { recipient: value, size: '100' } });
      expect(ids(result.body).sort(), value).toEqual(theirs.map((candidate) => candidate.id).sort());
    }
    const byName = await call('/billing/invoices', {
      token,
      query: { recipient: recipient.lastName.slice(1), size: '100' },
    });
    expect(ids(byName.body)).toEqual(expect.arrayContaining(theirs.map((candidate) => candidate.id)));
    for (const item of byName.body.items as { recipient: { lastName: string } }[]) {
      expect(item.recipient.lastName.toLowerCase()).toContain(recipient.lastName.slice(1).toLowerCase());
    }
  });

  it('keeps the invoices dispatched between two Paris days, both included', async () => {
    const token = await supportToken();
    const days = [...new Set(providerInvoices().map((invoice) => invoice.dispatchedAt.slice(0, 10)))].sort();
    const [from, to] = [days[1]!, days[Math.min(4, days.length - 1)]!];
    const expected = providerInvoices().filter((invoice) => {
      const day = invoice.dispatchedAt.slice(0, 10);
      return day >= from && day <= to;
    });
    const result = await call('/billing/invoices', {
      token,
      query: { dispatchedFrom: from, dispatchedTo: to, size: '100' },
    });
    expect(result.body.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const onlyFrom = await call('/billing/invoices', { token, query: { dispatchedFrom: days.at(-1)! } });
    expect(onlyFrom.body.total).toBe(
      providerInvoices().filter((invoice) => invoice.dispatchedAt.slice(0, 10) === days.at(-1)).length,
    );
    const reversed = await call('/billing/invoices', {
      token,
      query: { dispatchedFrom: to, dispatchedTo: from },
    });
    expect(reversed.body.total).toBe(from === to ? expected.length : 0);
    // A malformed day is dropped, as every malformed list parameter.
    const malformed = await call('/billing/invoices', { token, query: { dispatchedFrom: '03/03/2020' } });
    expect(malformed.body.total).toBe(providerInvoices().length);
  });

  it('keeps the invoices whose status day is in the range, oldest status first', async () => {
    const token = await supportToken();
    // The seeded view "pending for more than 30 days" on the fake's clock (2020-03-03).
    const to = '2020-02-01';
    const expected = providerInvoices().filter(
      (invoice) => invoice.status === 'PENDING' && invoice.statusDate.slice(0, 10) <= to,
    );
    const query = { status: 'PENDING', statusDateTo: to, sort: 'statusDate,asc', size: '100' };
    const result = await call('/billing/invoices', { token, query });
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(providerInvoices().filter((i) => i.status === 'PENDING').length);
    expect(result.body.total).toBe(expected.length);
    expect(ids(result.body).sort()).toEqual(expected.map((invoice) => invoice.id).sort());
    const days = result.body.items.map((item: { statusDate: string }) => item.statusDate);
    expect([...days].sort()).toEqual(days);
    const sum = expected.reduce(
      (total, invoice) => total + invoice.line.exclTax + invoice.line.tax.amount,
      0,
    );
    expect(result.body.totalInclTax).toBeCloseTo(sum, 2);

    const from = expected[0]!.statusDate.slice(0, 10);
    const sameDay = await call('/billing/invoices', {
      token,
      query: { status: 'PENDING', statusDateFrom: from, statusDateTo: from },
    });
    expect(sameDay.body.total).toBe(expected.filter((i) => i.statusDate.startsWith(from)).length);
  });

  it('counts a status filter again once an invoice of it changed', async () => {
    const token = await supportToken();
    const query = { status: 'PENDING', statusDateTo: '2020-02-01', size: '1' };
    const before = (await call('/billing/invoices', { token, query })).body;
    const [oldest] = before.items as { id: string; amount: { inclTax: number } }[];
    await call(`/billing/invoices/${oldest!.id}/mark-as-irrecoverable`, { token, method: 'POST' });
    const after = (await call('/billing/invoices', { token, query })).body;
    expect(after.total).toBe(before.total - 1);
    expect(after.totalInclTax).toBeCloseTo(before.totalInclTax - oldest!.amount.inclTax, 2);
  });

  it('sees a change made after a cached filtered page', async () => {
    const token = await supportToken();
    const invoice = pending('FEE');
    const query = { status: 'PENDING', number: invoice.number };
    expect((await call('/billing/invoices', { token, query })).body.total).toBe(1);
    await call(`/billing/invoices/${invoice.id}/mark-as-irrecoverable`, { token, method: 'POST' });
    expect((await call('/billing/invoices', { token, query })).body.total).toBe(0);
  });
});

describe('professional invoices', () => {
  it('marks a PENDING invoice paid, and the project payment moves on', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'downPaymentPending');
    const invoice = proInvoices().find(
      (candidate) => candidate.projectId === project.id && candidate.status === 'PENDING',
    )!;
    const result = await call(`/invoices/${invoice.id}/mark-as-paid`, {
      token,
      json: { paidAt: '2020-03-03' },
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('PAID');
    const view = await call(`/projects/${project.id}`, { token });
    expect(view.body.payment.status).toBe('DOWN_PAYMENT_PAID');
    expect(view.body.payment.credit).toBe(invoice.amount.inclTax);
    expect(
      (await call(`/invoices/${invoice.id}/mark-as-paid`, { token, json: { paidAt: '2020-03-03' } })).status,
    ).toBe(409);
  });

  it('cancels a PENDING invoice, and refuses to cancel a paid one', async () => {
    const token = await supportToken();
    const invoice = proInvoices().find((candidate) => candidate.status === 'PENDING')!;
    const result = await call(`/invoices/${invoice.id}/cancel`, { token, method: 'POST' });
    expect(result.body.status).toBe('CANCELED');
    const settled = proInvoices().find((candidate) => candidate.status === 'PAID')!;
    expect((await call(`/invoices/${settled.id}/cancel`, { token, method: 'POST' })).status).toBe(409);
  });

  it('records an invoice paid outside the platform with its fee invoice (20 % VAT)', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'paying');
    const before = linked(project, 'providerInvoices').length;
    const result = await call('/invoices/paid', {
      token,
      multipart: multipart(
        { file: pdfFile('facture-finale.pdf') },
        {
          invoice: {
            projectId: project.id,
            ownerId: project.contractorId,
            type: 'FINAL_PAYMENT',
            amount: { inclTax: 4200 },
            paidAt: '2020-03-01',
            comment: 'Solde réglé par virement.',
          },
          feeInvoice: { amount: { exclTax: 210, inclTax: 252 } },
        },
      ),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      status: 'PAID',
      type: 'FINAL_PAYMENT',
      amount: { inclTax: 4200 },
      paidAt: '2020-03-01T00:00:00.000+01:00',
      comment: 'Solde réglé par virement.',
    });
    const view = await call(`/projects/${project.id}`, { token });
    expect(view.body.payment.invoices.map((invoice: { id: string }) => invoice.id)).toContain(result.body.id);
    expect(view.body.payment.lmsgInvoices).toHaveLength(before + 1);
    const fee = view.body.payment.lmsgInvoices.at(-1);
    expect(fee).toMatchObject({
      type: 'FEE',
      recipient: { id: project.contractorId },
      amount: { exclTax: 210, inclTax: 252 },
    });
    expect(fee.lines[0].amount.taxes.units).toEqual([{ type: 'TVA', amount: 42, rate: 20 }]);
  });

  it('refuses a paid invoice of a non-professional type or on a project without contract', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'paying');
    const body = (projectId: string, type: string) =>
      multipart(
        { file: pdfFile() },
        {
          invoice: {
            projectId,
            ownerId: project.contractorId,
            type,
            amount: { inclTax: 100 },
            paidAt: '2020-03-01',
          },
          feeInvoice: { amount: { exclTax: 5, inclTax: 6 } },
        },
      );
    expect((await call('/invoices/paid', { token, multipart: body(project.id, 'FEE') })).status).toBe(400);
    expect(
      (
        await call('/invoices/paid', {
          token,
          multipart: body(showcase(gateway, 'published').id, 'INTERIM_PAYMENT'),
        })
      ).status,
    ).toBe(409);
    expect(
      (await call('/invoices/paid', { token, multipart: body('unknown', 'INTERIM_PAYMENT') })).status,
    ).toBe(404);
  });
});

describe('the provider invoice list', () => {
  const inclTax = (invoice: { amount: { inclTax: number } }) => invoice.amount.inclTax;

  it('answers the filtered set’s total including tax, over every page, to the cent', async () => {
    const token = await supportToken();
    const { body } = await call('/billing/invoices?status=PENDING&size=100', { token });
    const page = body as { items: { amount: { inclTax: number } }[]; total: number; totalInclTax: number };
    let all = page.items;
    for (let number = 2; number <= Math.ceil(page.total / 100); number += 1)
      all = all.concat(
        (
          (await call(`/billing/invoices?status=PENDING&size=100&page=${number}`, { token }))
            .body as typeof page
        ).items,
      );
    expect(all).toHaveLength(page.total);
    expect(page.totalInclTax).toBe(Math.round(all.reduce((sum, item) => sum + inclTax(item), 0) * 100) / 100);
    const none = await call('/billing/invoices?number=NO-SUCH-NUMBER', { token });
    expect(none.body).toMatchObject({ total: 0, totalInclTax: 0 });
  });

  it('sorts by amount including tax and by payment day, unpaid invoices last ascending', async () => {
    const token = await supportToken();
    const byAmount = (await call('/billing/invoices?sort=amount,asc&size=100', { token })).body as {
      items: { amount: { inclTax: number } }[];
    };
    const amounts = byAmount.items.map(inclTax);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const byPayment = (await call('/billing/invoices?sort=paidAt,desc&size=100', { token })).body as {
      items: { paidAt: string | null }[];
      total: number;
    };
    const paidAt = byPayment.items.map((item) => item.paidAt);
    // Descending walks the ascending order backwards: the unpaid ones come first.
    const firstPaid = paidAt.findIndex(Boolean);
    expect(paidAt.slice(0, firstPaid).every((value) => value === null)).toBe(true);
    const dates = paidAt.slice(firstPaid) as string[];
    expect(dates.every(Boolean)).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
