/*
 * The projects list's defaults, apart from its URL parsing (./projects-params.ts, which uses zod): the list's
 * table, a client component, reads them.
 */
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';

export const PROJECTS_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'lastEventDate,desc' };
