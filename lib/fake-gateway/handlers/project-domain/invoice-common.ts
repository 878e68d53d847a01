/**
 * What the two invoice route modules share: the fee's VAT rate, the pending-only rule, the project
 * event a change records, and filing a new marketplace invoice in the store's indexes.
 */
import { invalidState, type RouteContext } from '../../core/route-kit';
import { type ProviderInvoiceRecord } from '../../data/project-records';
import { link } from '../../data/project-links';
import type { Db } from '../../store';
import { projectEvent } from './common';

/** SPEC §9's sample fee tax rate: the fee invoice's VAT. */
export const FEE_VAT_RATE = 20;

export function requirePending(invoice: { status: string }, action: string): void {
  if (invoice.status !== 'PENDING') throw invalidState(`Seule une facture en attente peut être ${action}.`);
}

export function changed(ctx: RouteContext<unknown>, projectId: string | undefined): void {
  const project = projectId ? ctx.db.projects.projects.get(projectId) : undefined;
  if (project) projectEvent(ctx.db, project, ctx.now);
}

export function insertProviderInvoice(db: Db, invoice: ProviderInvoiceRecord): void {
  db.projects.providerInvoices.insert(invoice);
  db.projects.byRid.providerInvoice.set(invoice.rid, invoice.id);
  db.projects.providerInvoiceByNumber.set(invoice.number.toUpperCase(), invoice.id);
  const project = invoice.projectId ? db.projects.projects.get(invoice.projectId) : undefined;
  if (project) link(project, 'providerInvoices', invoice.id);
}
