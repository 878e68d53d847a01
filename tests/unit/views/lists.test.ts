import { describe, expect, it } from 'vitest';
import {
  communicationChannel,
  communicationStatus,
  discussionStatus,
  invoiceStatus,
  invoiceType,
  issueType,
  matchStatus,
  positionableStatus,
  projectStatus,
  projectTag,
  userAccountStatusFilter,
  visibilityStatus,
} from '@/lib/domain/enums';
import type { SearchParams } from '@/lib/lists/list-context';
import { KNOWN_TYPES } from '@/lib/lists/communications';
import { userTypeFilter } from '@/lib/lists/users';
import { listPath, normalizeViewQuery, VIEW_LIST_SPECS, viewHref, viewQuery } from '@/lib/views/lists';
import { VIEW_LISTS, type ViewList } from '@/lib/views/types';

/*
 * A view keeps a list's URL state: saved from a list's URL, then opened from its link, it shows
 * exactly the list that was on screen (every filter, the sort and the page size), from page 1.
 */

const first = (catalogue: { options: readonly { value: string }[] }, index = 0) =>
  catalogue.options[index]!.value;

/** Every filter of each list set, a sort and a page size that are not the list's defaults, and a page. */
const FULL_STATE: Record<ViewList, SearchParams> = {
  users: {
    q: 'dupont',
    type: first(userTypeFilter, 1),
    status: first(userAccountStatusFilter, 2),
    sort: 'lastName,asc',
  },
  projects: {
    status: first(projectStatus, 1),
    ownerId: 'user-42',
    workNeed: 'bsku-plomberie',
    owner: 'Martin',
    location: '75011',
    tags: [first(projectTag, 0), first(projectTag, 1)],
    publishedFrom: '2026-01-01',
    publishedTo: '2026-02-28',
    sort: 'rid,asc',
  },
  matches: {
    q: 'cuisine',
    status: first(matchStatus, 1),
    positionableStatus: first(positionableStatus),
    visibilityStatus: first(visibilityStatus),
    projectId: 'project-1',
    userId: 'pro-1',
    sort: 'statusDate,asc',
  },
  issues: {
    type: first(issueType),
    projectId: 'project-1',
    project: 'pab12',
    createdFrom: '2026-03-01',
    createdTo: '2026-03-31',
    sort: 'createdAt,asc',
  },
  invoices: {
    type: first(invoiceType),
    status: first(invoiceStatus, 1),
    projectId: 'project-1',
    recipientId: 'user-1',
    recipient: 'durand',
    number: 'F-2026',
    dispatchedFrom: '2026-01-01',
    dispatchedTo: '2026-06-30',
    sort: 'amount,desc',
  },
  credentials: { q: 'martin', status: 'ACTIVE', role: 'FINANCE', sort: 'email,desc' },
  communications: {
    channel: first(communicationChannel),
    statuses: [first(communicationStatus, 0), first(communicationStatus, 1)],
    userId: 'user-1',
    type: [...KNOWN_TYPES][0]!,
    recipient: 'dupont@example.fr',
    sentFrom: '2026-01-01',
    sentTo: '2026-01-31',
    sort: 'statusDate,asc',
  },
  mailbox: { status: first(discussionStatus), unread: 'true', sort: 'lastMessageDate,desc' },
};

const opened = (href: string, list: ViewList) => {
  const url = new URL(href, 'http://app.invalid');
  expect(url.pathname).toBe(listPath(list));
  return viewQuery(list, url.search);
};

describe('a saved view', () => {
  it.each(VIEW_LISTS.map((list) => [list]))('of %s gives back exactly the list it was saved from', (list) => {
    const { parse } = VIEW_LIST_SPECS[list];
    const state = { ...FULL_STATE[list], size: '50', page: '3' };
    const onScreen = parse(state);
    // Every filter of the state is one the list applies: none was dropped as malformed.
    for (const key of Object.keys(FULL_STATE[list])) expect(onScreen[key], key).toBeDefined();

    const query = normalizeViewQuery(list, state);
    expect(query).not.toMatch(/(^|&)page=/);
    expect(opened(viewHref({ list, query }), list)).toEqual({ ...onScreen, page: 1 });
    // Saved again from the list it opened, the view keeps the same string.
    expect(normalizeViewQuery(list, query)).toBe(query);
  });

  it('of a list as it opens keeps nothing, and opens the bare list', () => {
    for (const list of VIEW_LISTS) {
      const query = normalizeViewQuery(list, { page: '2' });
      expect(query).toBe('');
      expect(viewHref({ list, query })).toBe(listPath(list));
    }
  });

  it('keeps neither a malformed value, nor what the list does not filter on, nor the list context', () => {
    const query = normalizeViewQuery('invoices', {
      status: 'NOT_A_STATUS',
      q: 'global search',
      liste: '/factures',
      rang: '4',
      sort: 'dispatchedAt,desc',
      number: 'F-1',
    });
    expect(query).toBe('number=F-1');
  });

  it('opens the mailbox view from the messaging path', () => {
    expect(viewHref({ list: 'mailbox', query: 'unread=true' })).toBe('/messagerie?unread=true');
    expect(viewHref({ list: 'credentials', query: 'role=FINANCE' })).toBe('/utilisateurs?role=FINANCE');
  });
});
