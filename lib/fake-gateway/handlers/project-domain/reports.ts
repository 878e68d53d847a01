/**
 * CSV reports (SPEC §7 "Reports", §9 report types): GET /reports/invoices and
 * /reports/insurance-invoices?from=yyyy-MM-dd&to=yyyy-MM-dd. The provider invoices dispatched
 * between the two days (Paris days, both included): the insurance ones (insurance and their
 * credit notes) in the second report, all the others in the first. Made for a French spreadsheet:
 * UTF-8 with a BOM (so accents survive), semicolon-separated, French headers, amounts with a
 * decimal comma and credit notes negative (a column sums to what was billed), dates dd/MM/yyyy.
 * The file name comes in Content-Disposition. The body is streamed row by row as it is read
 * (`transfer-encoding: chunked`, see server.ts), so a year at the large scale (several megabytes)
 * is never held whole.
 */
import { invoiceStatus, invoiceType, productCode, type InvoiceType } from '@/lib/domain/enums';
import { reportQuery } from '@/lib/domain/requests';
import { badRequest, parseQuery, route, type RouteContext } from '../../core/route-kit';
import type { ProviderInvoiceRecord } from '../../data/project-records';
import { roundCents } from '../../data/project-rules';

const INSURANCE_TYPES: readonly InvoiceType[] = ['INSURANCE', 'INSURANCE_CREDIT_NOTE'];

/** The first twelve columns are the original contract's, in its order; the others were added after. */
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
  'Identifiant',
  'Produit',
  'Date du statut',
  'Référence du destinataire',
  'Code postal du chantier',
  'Ville du chantier',
  'Type de taxe',
  'Taux de taxe',
  'Facture associée',
] as const;

/** U+FEFF, which UTF-8 writes EF BB BF: how a spreadsheet knows the file is UTF-8. */
export const BOM = '\uFEFF';
/** Rows per chunk of the body: about 15 KB, small enough to start at once, large enough to be cheap. */
const ROWS_PER_CHUNK = 64;

function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function frenchNumber(value: number): string {
  return roundCents(value).toFixed(2).replace('.', ',');
}

/** dd/MM/yyyy of a stored ISO date-time, in its own (Paris) offset. */
function frenchDay(value: string | undefined): string {
  return value ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
}

function row(ctx: RouteContext<unknown>, invoice: ProviderInvoiceRecord): string {
  const { providerInvoices, projects } = ctx.db.projects;
  const recipient = ctx.db.people.users.get(invoice.recipientId);
  const project = invoice.projectId ? projects.get(invoice.projectId) : undefined;
  const { exclTax, tax } = invoice.line;
  // A credit note takes back what its invoice billed: negative, so that a column's sum is the net.
  const sign = invoice.type.endsWith('CREDIT_NOTE') ? -1 : 1;
  const associated = (invoice.associatedInvoiceIds ?? [])
    .map((id) => providerInvoices.get(id)?.number ?? '')
    .filter(Boolean)
    .join(', ');
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
    frenchNumber(sign * exclTax),
    frenchNumber(sign * tax.amount),
    frenchNumber(sign * (exclTax + tax.amount)),
    invoice.id,
    productCode.label(invoice.line.productCode),
    frenchDay(invoice.statusDate),
    recipient?.rid ?? '',
    project?.address.postalCode ?? '',
    project?.address.cityName ?? '',
    tax.type,
    frenchNumber(tax.rate),
    associated,
  ]
    .map(cell)
    .join(';');
}

/** The rows drawn only when the reader asks for more (pull), so a slow reader holds the fake back. */
function csvBody(header: string, count: number, line: (index: number) => string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const lines: string[] = [];
      if (next < 0) {
        lines.push(header);
        next = 0;
      }
      for (; lines.length < ROWS_PER_CHUNK && next < count; next += 1) lines.push(line(next));
      if (lines.length > 0) controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
      if (next >= count) controller.close();
    },
  });
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
  const filename = `${insurance ? 'factures-assurance' : 'factures'}-${from}-${to}.csv`;
  const body = csvBody(BOM + REPORT_HEADERS.join(';'), invoices.length, (index) => row(ctx, invoices[index]));
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'transfer-encoding': 'chunked',
    },
  });
}

export const reportHandlers = [
  route('GET', '/reports/invoices', (ctx) => report(ctx, false)),
  route('GET', '/reports/insurance-invoices', (ctx) => report(ctx, true)),
];
