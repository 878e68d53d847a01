/**
 * Invoices (SPEC §7 "Billing and invoices"): the marketplace's own (provider) invoices under
 * /billing/invoices, and the professionals' invoices under /invoices. A provider invoice is
 * marked paid, cancelled by credit note or irrecoverable only while PENDING; a credit note
 * cancels an issued fee, insurance or basic invoice. Recording a professional invoice paid
 * outside the platform also issues the marketplace's fee on it.
 */
import { professionalInvoiceHandlers } from './professional-invoices';
import { providerInvoiceHandlers } from './provider-invoices';

export const invoiceHandlers = [...providerInvoiceHandlers, ...professionalInvoiceHandlers];
