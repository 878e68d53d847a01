import 'server-only';
import { formatDateTime } from '@/lib/domain/dates';
import type { Communication } from '@/lib/domain/schemas';

/** What a row shows, its dates as the cells write them. */
export type CommunicationRow = Omit<Communication, 'statusDate' | 'sentAt'> & {
  statusDate: string;
  sentAt: string;
};

export function toCommunicationRow({ statusDate, sentAt, ...shown }: Communication): CommunicationRow {
  return { ...shown, statusDate: formatDateTime(statusDate), sentAt: formatDateTime(sentAt) };
}
