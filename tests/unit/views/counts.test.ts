import { describe, expect, it, vi } from 'vitest';
import { COUNT_TTL_MS, countCache, FAILED_COUNT_TTL_MS, type TotalReader } from '@/lib/views/counts';
import type { Role } from '@/lib/domain/roles';

/*
 * The views' live counts: the gateway's total, asked once per view query and role set a minute
 * (once per staff member for the mailbox), refreshed by opening the view's list, "—" on failure.
 */

const token = { tokenType: 'Bearer', accessToken: 'x' };
const viewer = (id: string, ...roles: Role[]) => ({ id, roles, token });
const pending = { id: 'v1', list: 'invoices', query: 'status=PENDING' } as const;
const unread = { id: 'v2', list: 'mailbox', query: 'unread=true' } as const;

function setUp(read: TotalReader = async () => 12) {
  let clock = 0;
  const reader = vi.fn(read);
  const cache = countCache(reader, () => clock);
  return { cache, reader, tick: (ms: number) => (clock += ms) };
}

describe('the count of a view', () => {
  it('asks the gateway once per view and role set within a minute, however many staff open home', async () => {
    const { cache, reader, tick } = setUp();
    const homes = Array.from({ length: 200 }, (_, index) =>
      cache.countsOf(viewer(`finance-${index}`, 'FINANCE'), [pending]),
    );
    expect((await Promise.all(homes)).every((counts) => counts.get('v1') === 12)).toBe(true);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(reader.mock.calls[0]![2]).toMatchObject({ status: 'PENDING' });

    await cache.countsOf(viewer('sam', 'SUPPORT'), [pending]);
    expect(reader).toHaveBeenCalledTimes(2);
    tick(COUNT_TTL_MS - 1);
    await cache.countsOf(viewer('finance-1', 'FINANCE'), [pending]);
    expect(reader).toHaveBeenCalledTimes(2);
    tick(1);
    await cache.countsOf(viewer('finance-1', 'FINANCE'), [pending]);
    expect(reader).toHaveBeenCalledTimes(3);
  });

  it('of the mailbox is each staff member’s own', async () => {
    const { cache, reader } = setUp(async (_token, _list, query) => (query.unread === 'true' ? 3 : 0));
    await cache.countsOf(viewer('a', 'SUPPORT'), [unread]);
    await cache.countsOf(viewer('b', 'SUPPORT'), [unread]);
    await cache.countsOf(viewer('a', 'SUPPORT'), [unread]);
    expect(reader).toHaveBeenCalledTimes(2);
  });

  it('is null when the gateway fails, without failing the others, and is asked again soon after', async () => {
    const { cache, reader, tick } = setUp(async (_token, list) => {
      if (list === 'mailbox') throw new Error('gateway down');
      return 7;
    });
    const counts = await cache.countsOf(viewer('a', 'SUPPORT'), [pending, unread]);
    expect([...counts]).toEqual([
      ['v1', 7],
      ['v2', null],
    ]);
    tick(FAILED_COUNT_TTL_MS);
    await cache.countsOf(viewer('a', 'SUPPORT'), [unread]);
    expect(reader).toHaveBeenCalledTimes(3);
  });

  it('is the total its list page just read, for every view keeping that state', async () => {
    const { cache, reader } = setUp();
    cache.note({ id: 'a', roles: ['FINANCE'] }, 'invoices', { status: 'PENDING', page: '3' }, 41);
    const counts = await cache.countsOf(viewer('b', 'FINANCE'), [
      pending,
      { id: 'v3', list: 'invoices', query: 'status=PENDING&sort=dispatchedAt%2Cdesc' },
    ]);
    expect([...counts.values()]).toEqual([41, 41]);
    expect(reader).not.toHaveBeenCalled();
  });
});
