/*
 * The mailbox's defaults, apart from its URL parsing (./mailbox-params.ts, which uses zod): the list's
 * table, a client component, reads them.
 */
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';

/** Unread discussions first, then by last message. */
export const MAILBOX_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'unread,desc' };
