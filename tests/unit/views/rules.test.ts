import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/domain/roles';
import { canChangeView, canSeeView, shareableRoles } from '@/lib/views/rules';
import type { SavedView } from '@/lib/views/types';

/* Who is offered a saved view, and who may rename, re-share or delete it. */

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 'v1',
  list: 'invoices',
  name: 'Vue',
  query: '',
  ownerId: 'camille',
  ownerName: 'Camille Agent',
  sharedRoles: [],
  queue: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const staff = (id: string, ...roles: Role[]) => ({ id, roles });

describe('a saved view is offered', () => {
  it('to its owner and to the roles it is shared with, nobody else', () => {
    const privateView = view({});
    expect(canSeeView(staff('camille', 'CA'), privateView)).toBe(true);
    expect(canSeeView(staff('dominique', 'CA', 'SUPPORT'), privateView)).toBe(false);
    const shared = view({ sharedRoles: ['FINANCE'] });
    expect(canSeeView(staff('dominique', 'FINANCE'), shared)).toBe(true);
    expect(canSeeView(staff('dominique', 'CA'), shared)).toBe(false);
  });

  it('never to a role that may not open its list, even when shared with it', () => {
    const staffAccounts = view({ list: 'credentials', ownerId: 'sam', sharedRoles: ['FINANCE', 'SUPPORT'] });
    expect(canSeeView(staff('dominique', 'FINANCE'), staffAccounts)).toBe(false);
    expect(canSeeView(staff('sam', 'FINANCE'), staffAccounts)).toBe(false);
    expect(canSeeView(staff('alex', 'SUPPORT'), staffAccounts)).toBe(true);
    const mailbox = view({ list: 'mailbox', sharedRoles: ['FINANCE', 'CA'] });
    expect(canSeeView(staff('dominique', 'FINANCE'), mailbox)).toBe(false);
    expect(canSeeView(staff('dominique', 'CA'), mailbox)).toBe(true);
  });

  it('may be shared only with the roles that open its list', () => {
    expect(shareableRoles('credentials', ['SUPPORT', 'FINANCE', 'CA'])).toEqual(['SUPPORT']);
    expect(shareableRoles('mailbox', ['SUPPORT', 'FINANCE', 'CA', 'MANAGER_CC'])).toEqual([
      'SUPPORT',
      'CA',
      'MANAGER_CC',
    ]);
  });
});

describe('a saved view is changed', () => {
  it('by its owner, or by SUPPORT when it is shared or shipped by the back-office', () => {
    const shared = view({ sharedRoles: ['FINANCE'] });
    expect(canChangeView(staff('camille', 'CA'), shared)).toBe(true);
    expect(canChangeView(staff('dominique', 'FINANCE'), shared)).toBe(false);
    expect(canChangeView(staff('alex', 'SUPPORT'), shared)).toBe(true);
    const shipped = view({ ownerId: null, ownerName: 'Back-office', sharedRoles: ['CA'] });
    expect(canChangeView(staff('alex', 'SUPPORT'), shipped)).toBe(true);
    expect(canChangeView(staff('camille', 'CA'), shipped)).toBe(false);
  });

  it('never by anyone else when private, SUPPORT included', () => {
    expect(canChangeView(staff('alex', 'SUPPORT'), view({}))).toBe(false);
  });
});
