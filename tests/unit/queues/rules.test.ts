import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/domain/roles';
import { claimedSince, formatDuration } from '@/lib/queues/format';
import { canOpenQueue, canReassign, reassignTargets } from '@/lib/queues/rules';
import type { SavedView } from '@/lib/views/types';

/* Who opens a queue, who hands a claim on and to whom, and how a claim's times read. */

const view = (changes: Partial<SavedView>): SavedView => ({
  id: 'v',
  list: 'mailbox',
  name: 'Discussions non lues',
  query: 'unread=true',
  ownerId: null,
  ownerName: 'Back-office',
  sharedRoles: ['SUPPORT', 'CA'],
  queue: true,
  createdAt: '',
  updatedAt: '',
  ...changes,
});
const user = (roles: Role[], id = 'me') => ({ id, roles });
const member = (id: string, roles: Role[]) => ({ id, name: id, roles });

describe('opening a queue', () => {
  it('opens to the roles it is shared with and its owner, when they may open its list', () => {
    expect(canOpenQueue(user(['CA']), view({}))).toBe(true);
    expect(canOpenQueue(user(['CC']), view({}))).toBe(false);
    expect(canOpenQueue(user(['CC'], 'owner'), view({ ownerId: 'owner', sharedRoles: [] }))).toBe(true);
    // FINANCE may not open the mailbox, whatever the view says.
    expect(canOpenQueue(user(['FINANCE']), view({ sharedRoles: ['FINANCE'] }))).toBe(false);
    expect(canOpenQueue(user(['CA']), view({ queue: false }))).toBe(false);
    expect(canOpenQueue(user(['SUPPORT']), view({ list: 'users' }))).toBe(false);
  });
});

describe('reassigning a claim', () => {
  const staff = [
    member('ca-1', ['CA']),
    member('ca-2', ['CA']),
    member('cc-1', ['CC']),
    member('fin-1', ['FINANCE']),
  ];
  const held = (itemType: 'discussion' | 'invoice', staffRoles: string[]) => ({
    staffId: 'ca-1',
    staffRoles,
    itemType,
  });

  it('lets a manager move the claims of their own group only, to members of that group', () => {
    expect(canReassign(['MANAGER_CA'], held('discussion', ['CA']))).toBe(true);
    expect(canReassign(['MANAGER_CC'], held('discussion', ['CA']))).toBe(false);
    expect(reassignTargets(['MANAGER_CA'], held('discussion', ['CA']), staff).map((m) => m.id)).toEqual([
      'ca-2',
    ]);
    expect(reassignTargets(['MANAGER_CC'], held('discussion', ['CA']), staff)).toEqual([]);
  });

  it('lets SUPPORT move any claim, to anyone who may work on the item', () => {
    expect(reassignTargets(['SUPPORT'], held('discussion', ['CA']), staff).map((m) => m.id)).toEqual([
      'ca-2',
      'cc-1',
    ]);
    expect(reassignTargets(['SUPPORT'], held('invoice', ['FINANCE']), staff).map((m) => m.id)).toEqual([
      'fin-1',
    ]);
    expect(canReassign(['FINANCE'], held('invoice', ['FINANCE']))).toBe(false);
  });
});

describe('a claim as staff read it', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  it('says since when in Paris time, and handling times in words', () => {
    expect(claimedSince('2026-11-26T09:42:00Z', now)).toBe('depuis 10 h 42');
    expect(claimedSince('2026-11-25T22:05:00Z', now)).toBe('depuis le 25/11/2026 à 23 h 05');
    expect(formatDuration(30)).toBe("moins d'une minute");
    expect(formatDuration(12 * 60 + 5)).toBe('12 min');
    expect(formatDuration(65 * 60)).toBe('1 h 05');
    expect(formatDuration(50 * 3600)).toBe('2 j 2 h');
    expect(formatDuration(300 * 3600)).toBe('12 j');
    expect(formatDuration(null)).toBe('');
  });
});
