import { describe, expect, it } from 'vitest';
import { invoicesFilters, toInvoiceRow } from '@/app/(backoffice)/factures/_components/invoices-list';
import { parseInvoicesListParams } from '@/lib/lists/invoices-params';
import type { ProviderInvoice } from '@/lib/domain/schemas';

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
      sort: 'number,asc',
      page: 2,
      size: 50,
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
    ]);
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

  it('hands the browser a row without the lines nor the document path', () => {
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
        email: null,
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
      recipient: invoice.recipient,
      dispatchedAt: invoice.dispatchedAt,
      paidAt: null,
      amount: { inclTax: 12 },
    });
    expect(JSON.stringify(row)).not.toContain('/documents/');
  });
});
