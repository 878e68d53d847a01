import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '@/lib/db/migrations';

describe('the migrations', () => {
  it('run in the order of their ids, each id once, so every database gets the same schema', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });
});
