import type { RouteId } from '@/lib/access/paths';
import type { ViewList } from '@/lib/views/types';
import type { ClaimItemType } from './types';

/** The lists a queue can be made of, with the records their items are and the routes that show them. */
export const QUEUE_LISTS = {
  mailbox: { itemType: 'discussion', route: 'messaging', record: 'discussionView' },
  issues: { itemType: 'issue', route: 'issues', record: 'issueView' },
  invoices: { itemType: 'invoice', route: 'invoices', record: 'invoiceView' },
  projects: { itemType: 'project', route: 'projects', record: 'projectView' },
} as const satisfies Partial<Record<ViewList, { itemType: ClaimItemType; route: RouteId; record: RouteId }>>;

export type QueueList = keyof typeof QUEUE_LISTS;

export function isQueueList(list: string): list is QueueList {
  return Object.hasOwn(QUEUE_LISTS, list);
}
