import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED, pgliteClient } from '@/lib/db/pglite-client';
import type { SqlClient } from '@/lib/db/sql';

// Statements prepared once and then only bound must answer exactly what PGlite's own query answers.
describe('the PGlite client', () => {
  let engine: PGlite;
  let db: SqlClient;
  const prepared = async () =>
    (await engine.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (row) => row.name,
    );

  beforeAll(async () => {
    engine = await PGlite.create();
    db = pgliteClient(engine);
    await db.exec(`
      create table things (
        id bigint generated always as identity primary key,
        label text not null unique,
        tags text[] not null default '{}',
        payload jsonb,
        done boolean not null default false,
        at timestamptz not null default now()
      );`);
  });
  afterAll(() => engine.close());

  it('answers rows with the same values and types as PGlite itself', async () => {
    const insert = `insert into things (label, tags, payload, done, at) values ($1, $2, $3, $4, $5) returning *`;
    const values = [
      'a "quoted", {braced} label',
      ['x', 'y,z', 'w"v'],
      { n: 1, list: [null] },
      true,
      new Date('2026-11-27T10:42:00Z'),
    ];
    const mine = await db.query(insert, values);
    const theirs = (await engine.query(insert, ['another', ...values.slice(1)])).rows;
    expect(mine).toEqual([
      { ...(theirs[0] as object), id: (mine[0] as { id: unknown }).id, label: values[0] },
    ]);
    expect(mine[0]).toMatchObject({ tags: ['x', 'y,z', 'w"v'], payload: { n: 1, list: [null] }, done: true });
    expect((mine[0] as { at: Date }).at.toISOString()).toBe('2026-11-27T10:42:00.000Z');

    const select =
      'select label, tags, payload from things where label = any($1::text[]) and $2::text is null order by id';
    expect(await db.query(select, [[values[0], 'another'], null])).toEqual(
      (await engine.query(select, [[values[0], 'another'], null])).rows,
    );
    expect(await db.query('select 1 as one where false')).toEqual([]);
  });

  it('prepares a statement text once, however often it runs', async () => {
    const before = (await prepared()).length;
    const text = 'select count(*)::int as count from things where done = $1';
    for (let run = 0; run < 3; run += 1) expect(await db.query(text, [false])).toEqual([{ count: 0 }]);
    expect((await prepared()).length).toBe(before + 1);
  });

  it('passes on PostgreSQL’s error and its code, then goes on answering', async () => {
    await db.query('insert into things (label) values ($1)', ['unique']);
    await expect(db.query('insert into things (label) values ($1)', ['unique'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(db.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    expect(await db.query('select label from things where label = $1', ['unique'])).toEqual([
      { label: 'unique' },
    ]);
  });

  it('waits for an open transaction to end before it reads', async () => {
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into things (label) values ($1)', ['rolled back']);
      inserted();
      await held;
      throw new Error('changed my mind');
    });
    await insertDone;
    // PGlite has one session: a read slipped into the transaction would see its row.
    const read = db.query('select label from things where label = $1', ['rolled back']);
    release();
    await expect(transaction).rejects.toThrow('changed my mind');
    expect(await read).toEqual([]);
  });

  it(`runs texts beyond the ${MAX_PREPARED} it keeps unprepared`, async () => {
    const kept = (await prepared()).length;
    for (let index = kept; index <= MAX_PREPARED + 2; index += 1) {
      expect(await db.query(`select $1::int + ${index} as sum`, [1])).toEqual([{ sum: index + 1 }]);
    }
    expect((await prepared()).length).toBe(MAX_PREPARED);
  });

  // Last: it empties the engine's statements under the client's feet.
  it('prepares a statement again when the engine forgot it', async () => {
    const text = 'select label from things where label = $1';
    expect(await db.query(text, ['unique'])).toEqual([{ label: 'unique' }]);
    await engine.exec('deallocate all');
    expect(await db.query(text, ['unique'])).toEqual([{ label: 'unique' }]);
  });
});
