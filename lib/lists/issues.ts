/*
 * The issues list's defaults and query, apart from its URL parsing (./issues-params.ts, which uses zod): the list's
 * table, a client component, reads them.
 */
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import type { IssuesQuery } from '@/lib/domain/lists';

export const ISSUES_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'createdAt,desc' };

export type IssuesListQuery = Omit<IssuesQuery, 'q' | 'emitterId'>;
