/**
 * The marketplace's own (provider) invoices under /billing/invoices: listed with their total, read,
 * marked paid, cancelled by credit note or irrecoverable only while PENDING; a credit note cancels
 * an issued fee, insurance or basic invoice.
 */
import { invoicesQuery } from '@/lib/domain/lists';
import { markInvoicePaidRequest } from '@/lib/domain/requests';
import {
  invalidState,
  json,
  normalizeText,
  paginate,
  parseJson,
  parseQuery,
  route,
  toIso,
  type RouteContext,
} from '../../core/route-kit';
import type { Table } from '../../core/table';
import { nextInvoiceNumber, nextRid } from '../../data/project-ids';
import { type ProviderInvoiceRecord } from '../../data/project-records';
import { linked } from '../../data/project-links';
import { creditNoteTypeOf, roundCents } from '../../data/project-rules';
import { dayToIso, touched } from './common';
import { providerInvoiceInclTax, providerInvoiceView } from './views';

import { changed, insertProviderInvoice, requirePending } from './invoice-common';

type ProviderInvoices = Table<ProviderInvoiceRecord>;
/** As many totals as the table keeps filters. */
const MAX_CACHED_TOTALS = 50;

function providerInvoiceSearchText(ctx: RouteContext<unknown>) {
  return (invoice: ProviderInvoiceRecord) => {
    const recipient = ctx.db.people.users.get(invoice.recipientId);
    const project = invoice.projectId ? ctx.db.projects.projects.get(invoice.projectId) : undefined;
    return [
      invoice.number,
      invoice.rid,
      recipient?.firstName,
      recipient?.lastName,
      recipient?.email,
      project?.rid,
    ];
  };
}

/** What `recipient` searches in: the recipient's names, e-mail and RID. */
function recipientSearchText(ctx: RouteContext<unknown>) {
  return (invoice: ProviderInvoiceRecord) => {
    const recipient = ctx.db.people.users.get(invoice.recipientId);
    return [recipient?.firstName, recipient?.lastName, recipient?.email, recipient?.rid];
  };
}

/** The Paris day of a stored date-time: it carries the Paris offset, so its first ten characters. */
const parisDayOf = (at: string) => at.slice(0, 10);

/** The filtered set's amount including tax, to the cent: the list shows it beside the count. */
function totalInclTax(
  source: Iterable<ProviderInvoiceRecord> | { values(): readonly ProviderInvoiceRecord[] },
  filter: ((invoice: ProviderInvoiceRecord) => boolean) | undefined,
): number {
  const invoices = Symbol.iterator in source ? source : source.values();
  let total = 0;
  for (const invoice of invoices) if (!filter || filter(invoice)) total += providerInvoiceInclTax(invoice);
  return roundCents(total);
}

/**
 * The amount of a cacheable filter over the whole table, kept until the table changes: counting
 * views ask the same few filters over and over, and the sum would otherwise walk every invoice.
 */
const totalsByTable = new WeakMap<ProviderInvoices, { version: number; byKey: Map<string, number> }>();
function cachedTotalInclTax(
  invoices: ProviderInvoices,
  key: string,
  filter: ((invoice: ProviderInvoiceRecord) => boolean) | undefined,
): number {
  let totals = totalsByTable.get(invoices);
  if (!totals || totals.version !== invoices.version) {
    totals = { version: invoices.version, byKey: new Map() };
    totalsByTable.set(invoices, totals);
  }
  let total = totals.byKey.get(key);
  if (total === undefined) {
    total = totalInclTax(invoices, filter);
    if (totals.byKey.size >= MAX_CACHED_TOTALS) totals.byKey.clear();
    totals.byKey.set(key, total);
  }
  return total;
}

export const providerInvoiceHandlers = [
  route('GET', '/billing/invoices', (ctx) => {
    const query = parseQuery(ctx.query, invoicesQuery);
    const { providerInvoices, projects } = ctx.db.projects;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const recipientNeedle = query.recipient ? normalizeText(query.recipient) : undefined;
    // Numbers are plain ASCII (FA-2020-000123): lower case is all a comparison needs.
    const number = query.number?.toLowerCase();
    const { type, status, recipientId, dispatchedFrom: from, dispatchedTo: to } = query;
    const { statusDateFrom: statusFrom, statusDateTo: statusTo } = query;
    const searchText = providerInvoiceSearchText(ctx);
    const recipientText = recipientSearchText(ctx);
    const project = query.projectId ? projects.get(query.projectId) : undefined;
    const source = query.projectId
      ? (project ? linked(project, 'providerInvoices') : []).flatMap((id) => providerInvoices.get(id) ?? [])
      : providerInvoices;
    const filtered = Boolean(
      needle ||
      recipientNeedle ||
      number ||
      type ||
      status ||
      recipientId ||
      from ||
      to ||
      statusFrom ||
      statusTo,
    );
    const filter = filtered
      ? (invoice: ProviderInvoiceRecord) =>
          (!type || invoice.type === type) &&
          (!status || invoice.status === status) &&
          (!recipientId || invoice.recipientId === recipientId) &&
          (!from || parisDayOf(invoice.dispatchedAt) >= from) &&
          (!to || parisDayOf(invoice.dispatchedAt) <= to) &&
          (!statusFrom || parisDayOf(invoice.statusDate) >= statusFrom) &&
          (!statusTo || parisDayOf(invoice.statusDate) <= statusTo) &&
          (!number || invoice.number.toLowerCase().includes(number)) &&
          (!recipientNeedle ||
            providerInvoices
              .searchText(invoice, 'provider-invoice-recipients', recipientText)
              .includes(recipientNeedle)) &&
          (!needle || providerInvoices.searchText(invoice, 'provider-invoices', searchText).includes(needle))
      : undefined;
    // The text filters read recipients from the people tables: not cacheable with the invoice table.
    const filterKey =
      needle || recipientNeedle
        ? undefined
        : JSON.stringify([type, status, recipientId, number, from, to, statusFrom, statusTo]);
    const page = paginate(source, query, {
      sorters: {
        dispatchedAt: (invoice) => invoice.dispatchedAt,
        statusDate: (invoice) => invoice.statusDate,
        number: (invoice) => invoice.number,
        amount: providerInvoiceInclTax,
        paidAt: (invoice) => invoice.paidAt,
      },
      defaultSort: 'dispatchedAt,desc',
      filter,
      filterKey,
      view: (invoice) => providerInvoiceView(ctx.db, invoice),
    });
    const sum =
      source === providerInvoices && filterKey !== undefined
        ? cachedTotalInclTax(providerInvoices, filterKey, filter)
        : totalInclTax(source, filter);
    return { ...page, totalInclTax: sum };
  }),

  route('GET', '/billing/invoices/:id', (ctx) =>
    providerInvoiceView(ctx.db, ctx.db.projects.providerInvoices.require(ctx.params.id)),
  ),

  route('POST', '/billing/invoices/:id/mark-as-paid', async (ctx) => {
    const invoice = ctx.db.projects.providerInvoices.require(ctx.params.id);
    const { paidAt } = await parseJson(ctx.request, markInvoicePaidRequest);
    requirePending(invoice, 'marquée payée');
    invoice.status = 'PAID';
    invoice.paidAt = dayToIso(paidAt);
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return providerInvoiceView(ctx.db, invoice);
  }),

  /** Records that a credit note issued elsewhere cancelled the invoice (no credit note is created). */
  route('POST', '/billing/invoices/:id/mark-as-canceled-by-credit-note', (ctx) => {
    const invoice = ctx.db.projects.providerInvoices.require(ctx.params.id);
    requirePending(invoice, 'marquée annulée par avoir');
    invoice.status = 'CANCELED_BY_CREDIT_NOTE';
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return providerInvoiceView(ctx.db, invoice);
  }),

  route('POST', '/billing/invoices/:id/mark-as-irrecoverable', (ctx) => {
    const invoice = ctx.db.projects.providerInvoices.require(ctx.params.id);
    requirePending(invoice, 'marquée irrécouvrable');
    invoice.status = 'IRRECOVERABLE';
    invoice.statusDate = toIso(ctx.now);
    touched(ctx.db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return providerInvoiceView(ctx.db, invoice);
  }),

  /**
   * Issues the credit note (INSURANCE_CREDIT_NOTE or BASIC_CREDIT_NOTE, same amounts) of a
   * PENDING or PAID fee, insurance or basic invoice, which becomes CANCELED_BY_CREDIT_NOTE; each
   * names the other in associatedInvoices. Answers 201 with the credit note.
   */
  route('POST', '/billing/invoices/:id/cancel-by-credit-note', (ctx) => {
    const { db, now } = ctx;
    const invoice = db.projects.providerInvoices.require(ctx.params.id);
    const creditType = creditNoteTypeOf(invoice.type);
    if (!creditType) throw invalidState("Ce type de facture n'a pas d'avoir.");
    if (invoice.status !== 'PENDING' && invoice.status !== 'PAID')
      throw invalidState('Cette facture est déjà annulée ou irrécouvrable.');
    const at = toIso(now);
    const credit: ProviderInvoiceRecord = {
      id: db.ids.next('provider-invoice'),
      rid: nextRid(db.projects, 'providerInvoice'),
      type: creditType,
      number: nextInvoiceNumber(db.projects, true, at.slice(0, 4)),
      status: 'PAID',
      recipientId: invoice.recipientId,
      line: { ...invoice.line, tax: { ...invoice.line.tax } },
      dispatchedAt: at,
      paidAt: at,
      statusDate: at,
      hasDocument: true,
      documentId: undefined,
      projectId: invoice.projectId,
      associatedInvoiceIds: [invoice.id],
      bypass: invoice.bypass,
    };
    insertProviderInvoice(db, credit);
    invoice.status = 'CANCELED_BY_CREDIT_NOTE';
    invoice.statusDate = at;
    invoice.associatedInvoiceIds = [...(invoice.associatedInvoiceIds ?? []), credit.id];
    touched(db.projects.providerInvoices);
    changed(ctx, invoice.projectId);
    return json(providerInvoiceView(db, credit), 201);
  }),
];
