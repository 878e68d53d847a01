import { communicationsQuery } from '@/lib/domain/lists';
import { normalizeText, paginate, parseQuery, route } from '../core/context';
import type { CommunicationRecord } from '../data/people';
import { communicationView } from '../data/people-views';

const searchText = (communication: CommunicationRecord) => [communication.recipientTo, communication.type];

export const communicationsHandlers = [
  route('GET', '/communications', (ctx) => {
    const query = parseQuery(ctx.query, communicationsQuery);
    const { communications } = ctx.db.people;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const statuses = query.statuses ? new Set<string>(query.statuses) : undefined;
    const filtered = Boolean(needle || statuses || query.channel || query.userId);
    return paginate(communications, query, {
      sorters: { sentAt: (item) => item.sentAt, statusDate: (item) => item.statusDate },
      defaultSort: 'sentAt,desc',
      filter: filtered
        ? (item) =>
            (!query.userId || item.userId === query.userId) &&
            (!query.channel || item.channel === query.channel) &&
            (!statuses || statuses.has(item.status)) &&
            (!needle || communications.searchText(item, 'communications', searchText).includes(needle))
        : undefined,
      filterKey: JSON.stringify([query.userId, query.channel, query.statuses, needle]),
      view: communicationView,
    });
  }),
];
