import { describe, expect, it } from 'vitest';
import {
  formatResultCount,
  listHref,
  nextSort,
  pageCount,
  parseSort,
  restrictTo,
  sortDirectionOf,
  toSearchParams,
} from '@/components/data-table/url-state';
import { parseUsersListParams } from '@/lib/lists/users-params';

const defaults = { page: 1, size: 20, sort: 'createdAt,desc' };

describe('toSearchParams', () => {
  it('applies the patch and leaves out empty values and defaults', () => {
    const query = {
      page: 3,
      size: 20,
      sort: 'createdAt,desc',
      q: 'dupont',
      type: 'PROFESSIONAL',
      status: undefined,
    };
    expect(toSearchParams(query, { status: 'ACTIVE', page: undefined }, defaults).toString()).toBe(
      'q=dupont&status=ACTIVE&type=PROFESSIONAL',
    );
  });

  it('keeps a non-default page, size and sort', () => {
    expect(toSearchParams({ page: 2, size: 50, sort: 'lastName,asc' }, {}, defaults).toString()).toBe(
      'page=2&size=50&sort=lastName%2Casc',
    );
  });

  it('removes a filter set to undefined or blank', () => {
    expect(toSearchParams({ q: 'a', type: 'PARTICULAR' }, { q: '  ', type: undefined }).toString()).toBe('');
  });

  it('repeats list values', () => {
    expect(toSearchParams({ statuses: ['SENT', 'READ'] }).getAll('statuses')).toEqual(['SENT', 'READ']);
  });

  it('gives the same URL whatever the order of the keys', () => {
    expect(toSearchParams({ type: 'A', q: 'b' }).toString()).toBe(
      toSearchParams({ q: 'b', type: 'A' }).toString(),
    );
  });
});

describe('listHref', () => {
  it('is the bare path for the default view', () => {
    expect(listHref('/clients', { page: 1, size: 20 }, {}, defaults)).toBe('/clients');
  });

  it('round-trips through the list schema', () => {
    const href = listHref(
      '/clients',
      { page: 1, size: 20 },
      { page: 4, size: 50, q: 'Lé', status: 'INACTIVE', sort: 'rid,asc' },
      defaults,
    );
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseUsersListParams(params)).toMatchObject({
      page: 4,
      size: 50,
      q: 'Lé',
      status: 'INACTIVE',
      sort: 'rid,asc',
    });
  });
});

describe('parseUsersListParams', () => {
  it('drops malformed values and values the filters do not offer', () => {
    const query = parseUsersListParams({
      page: 'abc',
      size: '100000',
      status: 'FOO',
      type: 'LMSG',
      sort: 'password,asc',
    });
    expect(query).toEqual({
      page: 1,
      size: 20,
      sort: undefined,
      q: undefined,
      type: undefined,
      status: undefined,
    });
  });

  it('drops the statuses the list does not filter on', () => {
    expect(parseUsersListParams({ status: 'CLOSED' }).status).toBeUndefined();
    expect(parseUsersListParams({ status: 'PENDING_ACTIVATION' }).status).toBe('PENDING_ACTIVATION');
  });
});

describe('sorting', () => {
  it('parses a sort and refuses anything else', () => {
    expect(parseSort('lastName,desc')).toEqual({ field: 'lastName', direction: 'desc' });
    expect(parseSort('lastName')).toBeNull();
    expect(parseSort('lastName,up')).toBeNull();
    expect(parseSort(undefined)).toBeNull();
  });

  it('tells the direction of a column only when the list is sorted by it', () => {
    expect(sortDirectionOf('rid,asc', 'rid')).toBe('asc');
    expect(sortDirectionOf('rid,asc', 'email')).toBeNull();
  });

  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort('createdAt,desc', 'lastName')).toBe('lastName,asc');
    expect(nextSort('lastName,asc', 'lastName')).toBe('lastName,desc');
    expect(nextSort('lastName,desc', 'lastName')).toBe('lastName,asc');
    expect(nextSort(undefined, 'rid')).toBe('rid,asc');
  });
});

describe('counts', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1234, 100)).toBe(13);
  });

  it('writes the total the French way', () => {
    expect(formatResultCount(1234).replace(/\s/g, ' ')).toBe('1 234 résultats');
    expect(formatResultCount(1)).toBe('1 résultat');
    expect(formatResultCount(0)).toBe('0 résultat');
  });

  it('keeps a filter value only when offered', () => {
    const options = [{ value: 'A' }, { value: 'B' }] as const;
    expect(restrictTo(options, 'B')).toBe('B');
    expect(restrictTo(options, 'C')).toBeUndefined();
    expect(restrictTo(options, undefined)).toBeUndefined();
  });
});
