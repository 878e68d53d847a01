import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUnusable, repairAnswer } from '@/lib/gateway/repair';

const project = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  note: z.string().optional(),
  closedAt: z.string().nullable(),
  owner: z.object({ id: z.string(), firstName: z.string(), phones: z.array(z.string()) }),
});
const page = z.object({ items: z.array(project), total: z.number() });

function repaired(schema: z.ZodType, data: unknown): unknown {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('the answer should not match its schema');
  return repairAnswer(schema, data, result.error.issues);
}

const valid = {
  id: 'p1',
  name: 'Cuisine',
  tags: ['urgent'],
  note: 'rappeler',
  closedAt: null,
  owner: { id: 'u1', firstName: 'Ana', phones: ['0600000000'] },
};

describe('repairAnswer', () => {
  it('turns null or a missing list into [], at any depth, so the screen maps an empty list', () => {
    const answer = { items: [{ ...valid, tags: null, owner: { id: 'u1', firstName: 'Ana' } }], total: 1 };

    expect(repaired(page, answer)).toEqual({
      items: [{ ...valid, tags: [], owner: { ...valid.owner, phones: [] } }],
      total: 1,
    });
    expect(repaired(page, { items: 'not-a-list', total: 0 })).toEqual({ items: [], total: 0 });
  });

  it('drops a mistyped field the schema can do without, and nulls one that may only be null', () => {
    expect(repaired(project, { ...valid, note: 12345, closedAt: 12345 })).toEqual({
      ...valid,
      note: undefined,
      closedAt: null,
    });
    expect(repaired(project, { ...valid, note: 12345 })).not.toHaveProperty('note');
  });

  it('keeps a missing or mistyped required field as sent, for the screen to draw', () => {
    const withoutId: Partial<typeof valid> = { ...valid };
    delete withoutId.id;
    expect(repaired(project, { ...withoutId, name: 12345 })).toEqual({ ...withoutId, name: 12345 });
  });

  it('leaves what the schema shape cannot mend (formats, unknown codes) and never the caller’s object', () => {
    const schema = z.object({ at: z.iso.datetime({ offset: true }), list: z.array(z.string()) });
    const answer = { at: '2020-03-03T10:00:00', list: null };

    expect(repaired(schema, answer)).toEqual({ at: '2020-03-03T10:00:00', list: [] });
    expect(answer.list).toBeNull();
  });

  it('answers [] for a whole answer that should be a list and is not', () => {
    expect(repaired(z.array(project), { id: 0, items: 'not-a-list' })).toEqual([]);
    expect(repaired(z.array(project), null)).toEqual([]);
  });

  it('passes another non-object answer through untouched', () => {
    expect(repaired(z.object({ id: z.string() }), 'text')).toBe('text');
  });
});

describe('isUnusable', () => {
  it('says an answer lacking most of its entity’s required fields holds no record to draw', () => {
    expect(
      isUnusable(project, { id: 0, items: 'not-a-list', createdAt: 'not-a-date', access_token: 0 }),
    ).toBe(true);
    expect(isUnusable(project, 'text')).toBe(true);
    expect(isUnusable(project, [])).toBe(true);
  });

  it('keeps an answer that only lacks a few fields (an id, a list) to be shown', () => {
    const withoutId: Partial<typeof valid> = { ...valid };
    delete withoutId.id;
    expect(isUnusable(project, withoutId)).toBe(false);
    expect(isUnusable(page, { items: null, total: 3 })).toBe(false);
    // A union of entities: unusable only when no entity fits.
    const either = z.discriminatedUnion('type', [
      project.extend({ type: z.literal('A') }),
      project.extend({ type: z.literal('B') }),
    ]);
    expect(isUnusable(either, { ...valid, type: 'SOMETHING_NEW' })).toBe(false);
    expect(isUnusable(either, { id: 0, items: 'not-a-list' })).toBe(true);
    // Not an object schema: nothing to count.
    expect(isUnusable(z.array(project), null)).toBe(false);
  });
});
