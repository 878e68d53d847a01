/**
 * CSV reports (SPEC §7 "Reports", §9 report types): GET /reports/invoices and
 * /reports/insurance-invoices?from=yyyy-MM-dd&to=yyyy-MM-dd. The provider invoices dispatched
 * between the two days (Paris days, both included): the insurance ones (insurance and their
 * credit notes) in the second report, all the others in the first. Semicolon-separated with
 * French headers, amounts with a decimal comma, dates dd/MM/yyyy, as a French spreadsheet
 * opens them; the file name comes in Content-Disposition.
 */
import { invoiceStatus, invoiceType, type InvoiceType } from '@/lib/domain/enums';
import { reportQuery } from '@/lib/domain/requests';
import { badRequest, parseQuery, route, type RouteContext } from '../../core/context';
import type { ProviderInvoiceRecord } from '../../data/project-records';
import { roundCents } from '../../data/project-rules';

const INSURANCE_TYPES: readonly InvoiceType[] = ['INSURANCE', 'INSURANCE_CREDIT_NOTE'];

export const REPORT_HEADERS = [
  'Numéro',
  'Référence',
  'Type',
  'Statut',
  'Destinataire',
  'Email du destinataire',
  'Projet',
  "Date d'émission",
  'Date de paiement',
  'Montant HT',
  'Taxes',
  'Montant TTC',
] as const;

function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function frenchAmount(value: number): string {
  return roundCents(value).toFixed(2).replace('.', ',');
}

/** dd/MM/yyyy of a stored ISO date-time, in its own (Paris) offset. */
function frenchDay(value: string | undefined): string {
  return value ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
}

function row(ctx: RouteContext<unknown>, invoice: ProviderInvoiceRecord): string {
  const recipient = ctx.db.people.users.get(invoice.recipientId);
  const project = invoice.projectId ? ctx.db.projects.projects.get(invoice.projectId) : undefined;
  const { exclTax, tax } = invoice.line;
  return [
    invoice.number,
    invoice.rid,
    invoiceType.label(invoice.type),
    invoiceStatus.label(invoice.status),
    recipient ? `${recipient.firstName} ${recipient.lastName}` : '',
    recipient?.email ?? '',
    project?.rid ?? '',
    frenchDay(invoice.dispatchedAt),
    frenchDay(invoice.paidAt),
    frenchAmount(exclTax),
    frenchAmount(tax.amount),
    frenchAmount(exclTax + tax.amount),
  ]
    .map(cell)
    .join(';');
}

function report(ctx: RouteContext<unknown>, insurance: boolean): Response {
  const { from, to } = parseQuery(ctx.query, reportQuery);
  if (to < from) throw badRequest('La date de fin doit être ultérieure à la date de début.');
  const invoices = ctx.db.projects.providerInvoices
    .values()
    .filter((invoice) => {
      // The stored date-time carries the Paris offset, so its first ten characters are the Paris day.
      const day = invoice.dispatchedAt.slice(0, 10);
      return day >= from && day <= to && INSURANCE_TYPES.includes(invoice.type) === insurance;
    })
    .sort(
      (a, b) => Date.parse(a.dispatchedAt) - Date.parse(b.dispatchedAt) || (a.number < b.number ? -1 : 1),
    );
  const lines = [REPORT_HEADERS.join(';'), ...invoices.map((invoice) => row(ctx, invoice))];
  const filename = `${insurance ? 'factures-assurance' : 'factures'}-${from}-${to}.csv`;
  return new Response(`${lines.join('\r\n')}\r\n`, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}

export const reportHandlers = [
  route('GET', '/reports/invoices', (ctx) => report(ctx, false)),
  route('GET', '/reports/insurance-invoices', (ctx) => report(ctx, true)),
];
