/*
 * The invoices list's defaults and query, apart from its URL parsing (./invoices-params.ts, which uses zod): the list's
 * table, a client component, reads them.
 */
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import type { InvoicesListQuery } from '@/lib/domain/lists';

export const INVOICES_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'dispatchedAt,desc' };

export type { InvoicesListQuery };
