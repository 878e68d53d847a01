/*
 * The communications list's defaults, query and the notification types it can show, apart from its URL parsing
 * (./communications-params.ts, which uses zod): the list's table, a client component, reads them.
 */
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import { NOTIFICATION_TYPE_GROUPS } from '@/lib/domain/enums';
import type { CommunicationsQuery } from '@/lib/domain/lists';

export const COMMUNICATIONS_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'sentAt,desc' };

export type CommunicationsListQuery = Omit<CommunicationsQuery, 'q'>;

/** The types the type select can show (those with a French label). */
export const KNOWN_TYPES = new Set<string>(
  NOTIFICATION_TYPE_GROUPS.flatMap((group) => group.options.map((option) => option.value)),
);
