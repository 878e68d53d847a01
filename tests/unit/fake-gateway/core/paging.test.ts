import { describe, expect, it } from 'vitest';
import { paginate } from '@/lib/fake-gateway/core/paging';
import { Table } from '@/lib/fake-gateway/core/table';

interface Row {
  id: string;
  name: string;
  at?: string;
  group: 'a' | 'b';
}

const rows: Row[] = [
  { id: '1', name: 'Émile', at: '2020-01-03', group: 'a' },
  { id: '2', name: 'adèle', at: '2020-01-01', group: 'b' },
  { id: '3', name: 'Bruno', group: 'a' },
  { id: '4', name: 'Zoé', at: '2020-01-02', group: 'b' },
  { id: '5', name: 'Camille', at: '2020-01-05', group: 'a' },
];
const options = {
  sorters: { name: (row: Row) => row.name, at: (row: Row) => row.at },
  defaultSort: 'at,desc',
  view: (row: Row) => row.id,
};

describe('paginate', () => {
  it('sorts French text ignoring case and accents', () => {
    const table = new Table('Row', rows);
    expect(paginate(table, { page: 1, size: 10, sort: 'name,asc' }, options).items).toEqual([
      '2',
      '3',
      '5',
      '1',
      '4',
    ]);
    expect(paginate(table, { page: 1, size: 10, sort: 'name,desc' }, options).items).toEqual([
      '4',
      '1',
      '5',
      '3',
      '2',
    ]);
  });

  it('falls back on the default sort for an unknown field, and puts missing values last ascending', () => {
    const table = new Table('Row', rows);
    expect(paginate(table, { page: 1, size: 10, sort: 'nope,asc' }, options).items).toEqual([
      '3',
      '5',
      '1',
      '4',
      '2',
    ]);
    expect(paginate(table, { page: 1, size: 10, sort: 'at,asc' }, options).items).toEqual([
      '2',
      '4',
      '1',
      '5',
      '3',
    ]);
  });

  it('counts every match and returns the requested page only', () => {
    const table = new Table('Row', rows);
    const page = paginate(
      table,
      { page: 2, size: 2, sort: 'name,asc' },
      { ...options, filter: (row) => row.group === 'a' },
    );
    expect(page).toEqual({ items: ['1'], total: 3, page: 2, size: 2 });
    expect(paginate(table, { page: 9, size: 2 }, options)).toEqual({ items: [], total: 5, page: 9, size: 2 });
  });

  it('gives the same answer for an array as for a table', () => {
    const query = { page: 1, size: 3, sort: 'at,desc' };
    expect(paginate(rows, query, options)).toEqual(paginate(new Table('Row', rows), query, options));
  });

  it('rebuilds its cached order after a record changes', () => {
    const table = new Table(
      'Row',
      rows.map((row) => ({ ...row })),
    );
    expect(paginate(table, { page: 1, size: 1, sort: 'name,asc' }, options).items).toEqual(['2']);
    table.update('2', { name: 'Zorro' });
    expect(paginate(table, { page: 1, size: 1, sort: 'name,asc' }, options).items).toEqual(['3']);
  });
});

describe('Table', () => {
  it('answers a 404 failure for an unknown id', () => {
    const table = new Table<Row>('Ligne', rows);
    expect(() => table.require('nope')).toThrowError(/Ligne introuvable : nope/);
    try {
      table.require('nope');
    } catch (error) {
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});
