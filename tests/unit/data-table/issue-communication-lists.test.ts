import { describe, expect, it } from 'vitest';
import {
  communicationHref,
  communicationsFilters,
} from '@/app/(backoffice)/communications/_components/communications-list';
import { parseCommunicationsListParams } from '@/lib/lists/communications-params';
import { issuesFilters } from '@/app/(backoffice)/signalements/_components/issues-list';
import { parseIssuesListParams } from '@/lib/lists/issues-params';
import { listHref } from '@/components/data-table/url-state';
import { isKnownNotificationType, NOTIFICATION_TYPE_GROUPS } from '@/lib/domain/enums';

describe('issue list URL', () => {
  it('reads the type, the project RID (any case), the scope and the creation days', () => {
    expect(
      parseIssuesListParams({
        type: 'BYPASS_SUSPECTED',
        project: ' p12ab ',
        projectId: 'proj-1',
        createdFrom: '2020-01-01',
        createdTo: '2020-02-01',
        page: '3',
        size: '50',
        sort: 'createdAt,asc',
      }),
    ).toEqual({
      type: 'BYPASS_SUSPECTED',
      project: 'P12AB',
      projectId: 'proj-1',
      createdFrom: '2020-01-01',
      createdTo: '2020-02-01',
      page: 3,
      size: 50,
      sort: 'createdAt,asc',
    });
  });

  it('drops malformed values and the filters the list does not offer', () => {
    const query = parseIssuesListParams({
      type: 'SPAM',
      project: 'X1234',
      createdFrom: '01/01/2020',
      q: 'hidden',
      emitterId: 'u-1',
      sort: 'rid,asc',
    });
    expect(query).toEqual({ page: 1, size: 20 });
  });

  it('offers the project scope only when a link set it', () => {
    expect(issuesFilters().map((filter) => filter.kind)).toEqual(['select', 'text', 'dateRange']);
    expect(issuesFilters({ projectLabel: 'P0001 – Plomberie' })[0]).toEqual({
      kind: 'scope',
      name: 'projectId',
      label: 'Projet',
      valueLabel: 'P0001 – Plomberie',
    });
  });
});

describe('communication list URL', () => {
  it('reads the channel, several statuses, a known type, the recipient, the user and the sent days', () => {
    expect(
      parseCommunicationsListParams({
        channel: 'SMS',
        statuses: ['OPENED', 'NOT_DELIVERED', 'LOST'],
        type: 'AUTHENTICATION_CODE',
        recipient: '0612',
        userId: 'u-1',
        sentFrom: '2020-01-01',
        sentTo: '2020-03-03',
      }),
    ).toEqual({
      channel: 'SMS',
      statuses: ['OPENED', 'NOT_DELIVERED'],
      type: 'AUTHENTICATION_CODE',
      recipient: '0612',
      userId: 'u-1',
      sentFrom: '2020-01-01',
      sentTo: '2020-03-03',
      page: 1,
      size: 20,
    });
    // One status arrives as a plain string.
    expect(parseCommunicationsListParams({ statuses: 'SENT' }).statuses).toEqual(['SENT']);
  });

  it('drops a type the select cannot show, a stray q and malformed days', () => {
    expect(
      parseCommunicationsListParams({ type: 'PRO_MONTHLY_ACTIVITY_REPORT', q: 'x', sentFrom: 'hier' }),
    ).toEqual({ page: 1, size: 20 });
  });

  it('writes several statuses back as repeated parameters', () => {
    const query = parseCommunicationsListParams({ statuses: ['SENT', 'CLICKED'], page: '2' });
    expect(listHref('/communications', query)).toBe('/communications?page=2&statuses=SENT&statuses=CLICKED');
  });

  it("offers the known types grouped by channel, and names the user view's scope", () => {
    const typeFilter = communicationsFilters().find(
      (filter) => filter.kind === 'select' && filter.name === 'type',
    );
    expect(typeFilter).toMatchObject({ groups: [{ label: 'E-mails' }, { label: 'SMS' }] });
    for (const group of NOTIFICATION_TYPE_GROUPS)
      for (const option of group.options)
        expect(isKnownNotificationType(group.channel, option.value)).toBe(true);
    expect(isKnownNotificationType('EMAIL', 'AUTHENTICATION_CODE')).toBe(false);
    expect(communicationsFilters({ userLabel: 'Ada Lovelace (U0001)' })[0]).toEqual({
      kind: 'scope',
      name: 'userId',
      label: 'Utilisateur',
      valueLabel: 'Ada Lovelace (U0001)',
    });
  });

  it("opens the recipient's user view, or every communication sent to an address no user holds", () => {
    expect(communicationHref({ userId: 'u-1', recipientTo: 'a@b.fr' })).toBe('/clients/u-1');
    expect(communicationHref({ userId: null, recipientTo: 'a+b@c.fr' })).toBe(
      '/communications?recipient=a%2Bb%40c.fr',
    );
  });
});
