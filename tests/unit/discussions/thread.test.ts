import { describe, expect, it } from 'vitest';
import { discussionOfProject } from '@/lib/discussions/find';
import {
  FORMER_MEMBER_LABEL,
  mergeThread,
  messagesAfter,
  readerNames,
  threadOf,
  type ThreadMessage,
} from '@/lib/discussions/thread';
import { discussion } from './fixtures';

describe('threadOf', () => {
  const { people, messages } = threadOf(discussion());
  const byId = (id: string) => messages.find((message) => message.id === id);

  it('orders the messages by sending time, keeping the gateway order among equal times', () => {
    expect(messages.map((message) => message.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('names each member and sender once, linked to their user view, with their kind', () => {
    expect(people).toEqual({
      'u-owner': {
        id: 'u-owner',
        label: 'Claire Dubois (U0001)',
        href: '/clients/u-owner',
        type: 'PARTICULAR',
      },
      'u-pro': { id: 'u-pro', label: 'Marc Lefèvre (C0002)', href: '/clients/u-pro', type: 'PROFESSIONAL' },
      'u-staff': { id: 'u-staff', label: 'Sophie Marchand (E0003)', href: '/clients/u-staff', type: 'LMSG' },
    });
  });

  it('keeps the readers of a standard message but its sender; a former member is named as such', () => {
    const standard = byId('m2');
    expect(standard).toMatchObject({
      kind: 'STANDARD',
      text: 'Bonjour,\nvous passez mardi ?',
      senderId: 'u-owner',
      readBy: ['u-pro', 'u-gone'],
    });
    expect(readerNames(people, standard?.kind === 'STANDARD' ? standard.readBy : [])).toEqual([
      'Marc Lefèvre (C0002)',
      FORMER_MEMBER_LABEL,
    ]);
    expect(byId('m6')).toMatchObject({ senderId: 'u-staff', readBy: [] });
  });

  it("links an attachment to the app's viewer and bytes route, never to the gateway path", () => {
    expect(byId('m3')).toEqual({
      id: 'm3',
      sentAt: '2020-03-01T11:00:00.000+01:00',
      kind: 'ATTACHMENT',
      senderId: 'u-pro',
      name: 'Photo.png',
      viewerHref: '/documents/doc-photo/view',
      thumbnailSrc: '/api/documents/doc-photo/content',
    });
    expect(byId('m4')).toMatchObject({ viewerHref: '/documents/doc-plan/view', thumbnailSrc: null });
    expect(JSON.stringify(messages)).not.toMatch(/"\/documents\/[^"]+\/content"/);
  });
});

describe('messagesAfter and mergeThread', () => {
  const thread = threadOf(discussion()).messages;
  const ids = (messages: readonly ThreadMessage[]) => messages.map((message) => message.id);

  it('answers the messages after the last one the page has', () => {
    expect(messagesAfter(thread, 'm4')).toEqual({ messages: thread.slice(4), reset: false });
    expect(messagesAfter(thread, 'm6')).toEqual({ messages: [], reset: false });
  });

  it("answers the whole thread to replace the page's when its last message is unknown", () => {
    expect(messagesAfter(thread, 'elsewhere')).toEqual({ messages: thread, reset: true });
    expect(messagesAfter(thread, null)).toEqual({ messages: thread, reset: true });
  });

  it('adds only the messages the page does not have, after its own', () => {
    expect(ids(mergeThread(thread.slice(0, 3), thread.slice(2)))).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
      'm6',
    ]);
    const same = thread.slice(0, 3);
    expect(mergeThread(same, thread.slice(1, 2))).toBe(same);
  });
});

describe('discussionOfProject', () => {
  const of = (id: string, status: 'ACTIVE' | 'ARCHIVED' | 'READER', projectId: string | null, last: string) =>
    discussion({
      id,
      status,
      project: projectId ? { ...discussion().project!, id: projectId } : null,
      lastMessageDate: last,
    });

  it("picks the project's active discussion, then a readable one, the latest first", () => {
    const found = [
      of('other-project', 'ACTIVE', 'p2', '2020-03-03T09:00:00+01:00'),
      of('reader', 'READER', 'p1', '2020-03-03T09:00:00+01:00'),
      of('archived-old', 'ARCHIVED', 'p1', '2020-01-01T09:00:00+01:00'),
      of('archived-new', 'ARCHIVED', 'p1', '2020-02-01T09:00:00+01:00'),
    ];
    expect(discussionOfProject(found, 'p1')?.id).toBe('archived-new');
    expect(
      discussionOfProject([...found, of('active', 'ACTIVE', 'p1', '2019-01-01T09:00:00+01:00')], 'p1')?.id,
    ).toBe('active');
  });

  it('finds nothing without a discussion of that project', () => {
    expect(discussionOfProject([of('staff', 'ACTIVE', null, '2020-03-03T09:00:00+01:00')], 'p1')).toBeNull();
  });
});
