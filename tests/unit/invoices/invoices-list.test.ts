import { describe, expect, it } from 'vitest';
import { invoicesFilters } from '@/app/(backoffice)/factures/_components/invoices-list';
import { toInvoiceRow } from '@/app/(backoffice)/factures/_components/invoices-rows';
import { invoicesGatewayQuery, parseInvoicesListParams } from '@/lib/lists/invoices-params';
import type { ProviderInvoice } from '@/lib/domain/schemas';
import type { InvoicesListQuery } from '@/lib/lists/invoices';

describe('the invoice list URL', () => {
  it('keeps every filter of the list, and the days of the range', () => {
    expect(
      parseInvoicesListParams({
        type: 'FEE',
        status: 'PAID',
        recipient: ' martin ',
        number: 'FA-2020',
        dispatchedFrom: '2020-01-01',
        dispatchedTo: '2020-02-29',
        recipientId: 'u1',
        statusOlderThan: '30',
        sort: 'number,asc',
        page: '2',
        size: '50',
      }),
    ).toEqual({
      type: 'FEE',
      status: 'PAID',
      recipient: 'martin',
      number: 'FA-2020',
      dispatchedFrom: '2020-01-01',
      dispatchedTo: '2020-02-29',
      recipientId: 'u1',
      statusOlderThan: 30,
      sort: 'number,asc',
      page: 2,
      size: 50,
    });
  });

  it("keeps a status age of 1 to 3650 whole days, and not the gateway's status days", () => {
    for (const days of ['1', '3650']) {
      expect(parseInvoicesListParams({ statusOlderThan: days }).statusOlderThan).toBe(Number(days));
    }
    for (const days of ['0', '3651', '2.5', '-3', 'trente', '', ['30', '40']]) {
      expect(parseInvoicesListParams({ statusOlderThan: days }), String(days)).toEqual({ page: 1, size: 20 });
    }
    expect(parseInvoicesListParams({ statusDateFrom: '2020-01-01', statusDateTo: '2020-02-01' })).toEqual({
      page: 1,
      size: 20,
    });
  });

  it('drops malformed values and the whole-record search the list does not offer', () => {
    const query = parseInvoicesListParams({
      q: 'x',
      type: 'NOPE',
      dispatchedFrom: '01/01/2020',
      dispatchedTo: '2020-02-30',
      sort: 'recipient,asc',
      page: '-1',
    });
    expect(query).toEqual({ page: 1, size: 20 });
  });

  it('offers the type, status, recipient, number and date-of-issue filters', () => {
    expect(invoicesFilters().map((filter) => filter.label)).toEqual([
      'Type',
      'Statut',
      'Destinataire',
      'Numéro',
      "Date d'émission",
      'Statut inchangé depuis plus de … jours',
    ]);
  });

  it('offers only whole days from 1 to 3650 in the status age field', () => {
    const field = invoicesFilters().find(
      (filter) => filter.kind === 'text' && filter.name === 'statusOlderThan',
    );
    const pattern = new RegExp(`^(?:${field?.kind === 'text' ? field.pattern : ''})$`, 'v');
    const accepted = ['1', '9', '30', '365', '999', '1000', '2999', '3599', '3649', '3650'];
    const refused = ['0', '01', '3651', '3700', '4000', '9999', '10000', '2.5', '-1', ''];
    expect(accepted.filter((days) => !pattern.test(days))).toEqual([]);
    expect(refused.filter((days) => pattern.test(days))).toEqual([]);
  });

  it('names the recipient and the project a link scoped the list to', () => {
    const scopes = invoicesFilters({ recipient: 'Léa Martin (C1234)', project: 'P1234' }).filter(
      (filter) => filter.kind === 'scope',
    );
    expect(scopes).toEqual([
      {
        kind: 'scope',
        name: 'recipientId',
        label: 'Factures du destinataire',
        valueLabel: 'Léa Martin (C1234)',
      },
      { kind: 'scope', name: 'projectId', label: 'Factures du projet', valueLabel: 'P1234' },
    ]);
  });

  it("hands the browser a row without the lines, the document path nor the recipient's e-mail", () => {
    const invoice = {
      id: 'b1',
      rid: 'I0001',
      number: 'FA-2020-000001',
      type: 'FEE',
      status: 'PENDING',
      recipient: {
        id: 'u1',
        rid: 'C0001',
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea.martin@courriel.example',
        type: 'PROFESSIONAL',
      },
      amount: { exclTax: 10, inclTax: 12 },
      lines: [],
      dispatchedAt: '2020-03-01T10:00:00.000+01:00',
      paidAt: null,
      statusDate: '2020-03-01T10:00:00.000+01:00',
      documentUrl: '/documents/d1/content',
      associatedInvoices: [],
      bypass: false,
    } satisfies ProviderInvoice;
    const row = toInvoiceRow(invoice);
    expect(row).toEqual({
      id: 'b1',
      number: 'FA-2020-000001',
      type: 'FEE',
      status: 'PENDING',
      recipient: { id: 'u1', rid: 'C0001', firstName: 'Léa', lastName: 'Martin' },
      dispatchedAt: '01/03/2020',
      paidAt: '',
      amount: { inclTax: 12 },
    });
    expect(JSON.stringify(row)).not.toContain('/documents/');
  });
});

describe('the status day the gateway is asked for', () => {
  const dayFor = (statusOlderThan: number, now: string) =>
    invoicesGatewayQuery({ page: 1, size: 20, status: 'PENDING', statusOlderThan }, new Date(now));

  it('asks for status days more than N whole days before today in Paris', () => {
    expect(dayFor(30, '2026-11-26T12:00:00Z')).toEqual({
      page: 1,
      size: 20,
      status: 'PENDING',
      statusDateTo: '2026-10-26',
    });
  });

  it("counts from Paris's day, not UTC's, around midnight", () => {
    // 23:59:59 and 00:00 in Paris (UTC+1): the day turns at 23:00 UTC.
    expect(dayFor(30, '2026-11-26T22:59:59Z').statusDateTo).toBe('2026-10-26');
    expect(dayFor(30, '2026-11-26T23:00:00Z').statusDateTo).toBe('2026-10-27');
    // Summer time (UTC+2): 00:30 in Paris is still the day before in UTC.
    expect(dayFor(1, '2026-07-14T22:30:00Z').statusDateTo).toBe('2026-07-13');
  });

  it('counts calendar days across a change of time', () => {
    // 00:30 the day after the spring change (a 23-hour day) and after the autumn one (25 hours).
    expect(dayFor(1, '2026-03-29T22:30:00Z').statusDateTo).toBe('2026-03-28');
    expect(dayFor(1, '2026-10-25T23:30:00Z').statusDateTo).toBe('2026-10-24');
    expect(dayFor(30, '2026-04-15T10:00:00Z').statusDateTo).toBe('2026-03-15');
  });

  it('asks for no status day when the list has no status age', () => {
    const query: InvoicesListQuery = { page: 2, size: 50, status: 'PAID' };
    expect(invoicesGatewayQuery(query, new Date('2026-11-26T12:00:00Z'))).toEqual(query);
  });
});
