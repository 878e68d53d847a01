/**
 * A record page reads back the list it was opened from: only that list, only this app's path, with
 * its query parsed by the list's own schema, and the links it builds are rebuilt from that query.
 * Then the previous and next records of the list, across page edges, and once the record left it.
 */
import { describe, expect, it, vi } from 'vitest';
import { pageOfRank, rankOf, withListContext } from '@/components/data-table/list-context';
import { findNeighbours, parseListContext, type IdPage } from '@/lib/lists/list-context';
import { INVOICES_LIST_DEFAULTS } from '@/lib/lists/invoices';
import { parseInvoicesListParams } from '@/lib/lists/invoices-params';

const invoices = { path: '/factures', parse: parseInvoicesListParams, defaults: INVOICES_LIST_DEFAULTS };

/** The record page's search params for a record opened from `list` at `rank`. */
function opened(list: string, rank?: number): Record<string, string> {
  const href = withListContext('/factures/f1', list, rank);
  return Object.fromEntries(new URL(href, 'http://app.test').searchParams);
}

describe('carrying the list to the record', () => {
  it('numbers rows across pages and finds the page of a rank', () => {
    expect(rankOf(3, 20, 0)).toBe(41);
    expect(pageOfRank(41, 20)).toBe(3);
    expect(pageOfRank(40, 20)).toBe(2);
    expect(withListContext('/factures/f1', '/factures?status=PENDING', 7)).toBe(
      '/factures/f1?liste=%2Ffactures%3Fstatus%3DPENDING&rang=7',
    );
  });

  it('goes back to the filtered, sorted view, at the page holding the record', () => {
    const context = parseListContext(
      opened('/factures?sort=number,asc&status=PENDING&size=50', 73),
      invoices,
    );
    expect(context?.href).toBe('/factures?page=2&size=50&sort=number%2Casc&status=PENDING');
    expect(context?.carried).toBe('/factures?size=50&sort=number%2Casc&status=PENDING');
    expect(context?.query).toMatchObject({ page: 2, size: 50, status: 'PENDING', sort: 'number,asc' });
  });

  it('keeps the page of the list URL when no rank came with it', () => {
    expect(parseListContext(opened('/factures?page=3&type=FEE'), invoices)?.href).toBe(
      '/factures?page=3&type=FEE',
    );
  });

  it('drops what the list itself would drop: a malformed filter, an unknown parameter', () => {
    const context = parseListContext(
      opened('/factures?status=NOPE&evil=%3Cscript%3E&dispatchedFrom=2020-01-01&sort=hack,asc'),
      invoices,
    );
    expect(context?.href).toBe('/factures?dispatchedFrom=2020-01-01');
  });

  it.each([
    ['another host', '//evil.example/factures'],
    ['a backslash host', '/\\evil.example/factures'],
    ['an absolute URL', 'https://evil.example/factures'],
    ['a script URL', 'javascript:alert(1)'],
    ['another list', '/clients?q=a'],
    ['a record, not the list', '/factures/f2'],
    ['a path that only starts like it', '/factures-pro?x=1'],
    ['a control character', '/factures\n?status=PAID'],
    ['a URL too long to be one of ours', `/factures?number=${'a'.repeat(2100)}`],
  ])('ignores %s: the breadcrumb falls back to the whole list', (_, list) => {
    expect(parseListContext({ liste: list, rang: '3' }, invoices)).toBeNull();
  });

  it('ignores a malformed rank but keeps the list', () => {
    for (const rang of ['0', '-2', '1.5', 'abc', '99999999999'])
      expect(parseListContext({ liste: '/factures?type=FEE', rang }, invoices)?.rank).toBeUndefined();
  });

  it('reads the first of repeated parameters', () => {
    const context = parseListContext(
      { liste: ['/factures?type=FEE', '//evil.example'], rang: ['4', '9'] },
      invoices,
    );
    expect(context).toMatchObject({ rank: 4, href: '/factures?type=FEE' });
  });
});

/** A list of `total` records `r1`, `r2`… read by pages of `size`, counting the reads. */
function list(total: number, size: number, ids = Array.from({ length: total }, (_, i) => `r${i + 1}`)) {
  const readPage = vi.fn(async (page: number): Promise<IdPage> => ({
    ids: ids.slice((page - 1) * size, page * size),
    total: ids.length,
  }));
  return { readPage, size };
}

describe('previous and next records', () => {
  it('takes both from the same page in the middle of it, with one read', async () => {
    const source = list(45, 20);
    expect(await findNeighbours({ id: 'r25', rank: 25, page: 1, ...source })).toEqual({
      previous: { id: 'r24', rank: 24 },
      next: { id: 'r26', rank: 26 },
      rank: 25,
      total: 45,
    });
    expect(source.readPage).toHaveBeenCalledTimes(1);
  });

  it('reads the page before for the first row of a page, and the page after for its last row', async () => {
    const source = list(45, 20);
    expect(await findNeighbours({ id: 'r21', rank: 21, page: 2, ...source })).toMatchObject({
      previous: { id: 'r20', rank: 20 },
      next: { id: 'r22', rank: 22 },
    });
    expect(source.readPage.mock.calls.map(([page]) => page)).toEqual([2, 1]);
    const after = list(45, 20);
    expect(await findNeighbours({ id: 'r40', rank: 40, page: 2, ...after })).toMatchObject({
      previous: { id: 'r39', rank: 39 },
      next: { id: 'r41', rank: 41 },
    });
  });

  it('offers no previous record on the first one and no next on the last one', async () => {
    expect(await findNeighbours({ id: 'r1', rank: 1, page: 1, ...list(45, 20) })).toEqual({
      next: { id: 'r2', rank: 2 },
      rank: 1,
      total: 45,
    });
    expect(await findNeighbours({ id: 'r45', rank: 45, page: 3, ...list(45, 20) })).toEqual({
      previous: { id: 'r44', rank: 44 },
      rank: 45,
      total: 45,
    });
  });

  it('after the record left the filtered set, offers the records around the gap it left', async () => {
    // r5 was paid and is no longer in the list of pending invoices: r6 now sits at its rank.
    const remaining = list(
      44,
      20,
      Array.from({ length: 45 }, (_, i) => `r${i + 1}`).filter((id) => id !== 'r5'),
    );
    expect(await findNeighbours({ id: 'r5', rank: 5, page: 1, ...remaining })).toEqual({
      previous: { id: 'r4', rank: 4 },
      next: { id: 'r6', rank: 5 },
      total: 44,
    });
  });

  it('finds the record where the list has it now when it moved', async () => {
    const source = list(45, 20, ['r2', 'r1', ...Array.from({ length: 43 }, (_, i) => `r${i + 3}`)]);
    expect(await findNeighbours({ id: 'r1', rank: 1, page: 1, ...source })).toMatchObject({
      previous: { id: 'r2', rank: 1 },
      next: { id: 'r3', rank: 3 },
      rank: 2,
    });
  });

  it('offers nothing when the record is not on the page and its rank is unknown', async () => {
    expect(await findNeighbours({ id: 'zz', page: 1, ...list(45, 20) })).toEqual({ total: 45 });
  });
});
