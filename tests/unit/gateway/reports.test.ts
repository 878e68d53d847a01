import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  filenameFromContentDisposition,
  getInsuranceInvoicesReport,
  getInvoicesReport,
} from '@/lib/gateway/reports';
import { GATEWAY, mswGateway, TEST_TOKEN } from './support';

const server = mswGateway();

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="factures-2020.csv"', 'factures-2020.csv'],
    ['attachment; filename=factures.csv', 'factures.csv'],
    ["attachment; filename*=UTF-8''factures%20d%C3%A9cembre.csv", 'factures décembre.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'pr%C3%A9f%C3%A9r%C3%A9.csv', 'préféré.csv'],
    ['attachment; filename="dir/../../etc/passwd.csv"', 'passwd.csv'],
    ['attachment; filename="with \\"quotes\\".csv"', 'with quotes.csv'],
    ['attachment', 'export.csv'],
    ['attachment; filename=""', 'export.csv'],
    [null, 'export.csv'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});

describe('reports', () => {
  it('downloads the invoices CSV with its file name', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${GATEWAY}/reports/invoices`, ({ request }) => {
        seen = request;
        return new HttpResponse('number;amount\nF1;12.5\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="factures.csv"',
          },
        });
      }),
    );

    const report = await getInvoicesReport(TEST_TOKEN, { from: '2020-01-01', to: '2020-03-03' });

    expect(report).toEqual({ filename: 'factures.csv', data: 'number;amount\nF1;12.5\n' });
    const url = new URL(seen!.url);
    expect(url.searchParams.get('from')).toBe('2020-01-01');
    expect(url.searchParams.get('to')).toBe('2020-03-03');
    expect(seen!.headers.get('accept')).toBe('text/csv');
  });

  it('names the insurance report export.csv when the gateway gives no name', async () => {
    server.use(http.get(`${GATEWAY}/reports/insurance-invoices`, () => new HttpResponse('a;b\n')));

    const report = await getInsuranceInvoicesReport(TEST_TOKEN, { from: '2020-01-01', to: '2020-01-31' });

    expect(report).toEqual({ filename: 'export.csv', data: 'a;b\n' });
  });
});
