import { communicationsQuery } from '@/lib/domain/lists';
import { matchTerm, phoneDigits } from '@/lib/domain/phone-match';
import { normalizeText, paginate, parseQuery, route } from '../core/route-kit';
import type { CommunicationRecord } from '../data/people-records';
import { communicationView } from '../data/people-views';

/** An SMS went to a number, stored as national digits so that a fragment typed in any form finds it. */
const recipientOf = ({ recipientTo }: CommunicationRecord) => phoneDigits(recipientTo) ?? recipientTo;
const searchText = (communication: CommunicationRecord) => [recipientOf(communication), communication.type];
const recipientText = (communication: CommunicationRecord) => [recipientOf(communication)];

/** The Paris day of a stored date-time: it carries the Paris offset, so its first ten characters. */
const parisDayOf = (at: string) => at.slice(0, 10);

export const communicationsHandlers = [
  route('GET', '/communications', (ctx) => {
    const query = parseQuery(ctx.query, communicationsQuery);
    const { communications } = ctx.db.people;
    const needle = query.q ? normalizeText(matchTerm(query.q)) : undefined;
    // Addresses and numbers hold no spaces: "06 12 34" and "+33 6 12 34" find 0612345678.
    const recipient = query.recipient
      ? normalizeText(matchTerm(query.recipient)).replace(/\s+/g, '')
      : undefined;
    const statuses = query.statuses ? new Set<string>(query.statuses) : undefined;
    const { userId, channel, type, sentFrom: from, sentTo: to } = query;
    const filtered = Boolean(needle || recipient || statuses || channel || userId || type || from || to);
    return paginate(communications, query, {
      sorters: { sentAt: (item) => item.sentAt, statusDate: (item) => item.statusDate },
      defaultSort: 'sentAt,desc',
      filter: filtered
        ? (item) =>
            (!userId || item.userId === userId) &&
            (!channel || item.channel === channel) &&
            (!type || item.type === type) &&
            (!statuses || statuses.has(item.status)) &&
            (!from || parisDayOf(item.sentAt) >= from) &&
            (!to || parisDayOf(item.sentAt) <= to) &&
            (!recipient ||
              communications
                .searchText(item, 'communication-recipients', recipientText)
                .includes(recipient)) &&
            (!needle || communications.searchText(item, 'communications', searchText).includes(needle))
        : undefined,
      // Every filter reads the communication alone: cached with the table until it changes.
      filterKey: JSON.stringify([userId, channel, type, query.statuses, from, to, recipient, needle]),
      view: communicationView,
    });
  }),
];
