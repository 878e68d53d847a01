import { describe, expect, it } from 'vitest';
import { createRng } from '@/lib/fake-gateway/core/rng';
import { parisDayAt, toIso } from '@/lib/fake-gateway/core/time';
import { ridCode, seedId, seedNumber } from '@/lib/fake-gateway/core/ids';
import { isLuhnValid, luhnCheckDigit } from '@/lib/fake-gateway/core/luhn';
import { slug } from '@/lib/fake-gateway/core/slug';
import { isoDateTime } from '@/lib/domain/schemas';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: string) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.int(0, 1_000_000));
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(42);
    const seen = new Set<number>();
    for (let index = 0; index < 2000; index += 1) seen.add(rng.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('forks generators that do not depend on how much the parent has drawn', () => {
    const a = createRng('root');
    const b = createRng('root');
    b.next();
    b.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(a.fork('x').next()).not.toBe(a.fork('y').next());
  });

  it('picks distinct items with pickSome', () => {
    const rng = createRng(1);
    for (let index = 0; index < 100; index += 1) {
      const picked = rng.pickSome(['a', 'b', 'c', 'd'], 2, 4);
      expect(new Set(picked).size).toBe(picked.length);
      expect(picked.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('Paris date-times', () => {
  it('writes winter instants with +01:00 and summer ones with +02:00', () => {
    expect(toIso(Date.parse('2020-03-03T09:00:00Z'))).toBe('2020-03-03T10:00:00.000+01:00');
    expect(toIso(Date.parse('2020-07-14T10:30:15.250Z'))).toBe('2020-07-14T12:30:15.250+02:00');
  });

  it('switches at the EU summer-time boundaries (01:00 UTC, last Sundays of March and October)', () => {
    expect(toIso(Date.parse('2020-03-29T00:59:59Z'))).toBe('2020-03-29T01:59:59.000+01:00');
    expect(toIso(Date.parse('2020-03-29T01:00:00Z'))).toBe('2020-03-29T03:00:00.000+02:00');
    expect(toIso(Date.parse('2020-10-25T00:59:59Z'))).toBe('2020-10-25T02:59:59.000+02:00');
    expect(toIso(Date.parse('2020-10-25T01:00:00Z'))).toBe('2020-10-25T02:00:00.000+01:00');
  });

  it('writes what the domain schemas accept and what Date reads back to the same instant', () => {
    const rng = createRng('dates');
    for (let index = 0; index < 500; index += 1) {
      const ms = rng
        .dateBetween(Date.parse('1990-01-01T00:00:00Z'), Date.parse('2035-12-31T00:00:00Z'))
        .getTime();
      const iso = toIso(ms);
      expect(isoDateTime.safeParse(iso).success).toBe(true);
      expect(Date.parse(iso)).toBe(ms);
    }
  });

  it('finds the instant of a Paris wall-clock time', () => {
    expect(parisDayAt('2020-03-03', 10).toISOString()).toBe('2020-03-03T09:00:00.000Z');
    expect(parisDayAt('2020-06-01', 0).toISOString()).toBe('2020-05-31T22:00:00.000Z');
  });
});

describe('identifiers', () => {
  it('derives stable UUID-shaped ids from a kind and a number', () => {
    expect(seedId('user', 1)).toBe(seedId('user', 1));
    expect(seedId('user', 1)).not.toBe(seedId('user', 2));
    expect(seedId('user', 1)).not.toBe(seedId('project', 1));
    expect(seedId('user', 7)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('reads back the number of an id of a kind, and nothing from another id', () => {
    for (const n of [0, 1, 15, 16, 1_600_015, 2 ** 31 - 1])
      expect(seedNumber('registration-document-pp', seedId('registration-document-pp', n))).toBe(n);
    expect(seedNumber('registration-document-sa', seedId('registration-document-pp', 42))).toBeUndefined();
    expect(seedNumber('user', 'not-an-id')).toBeUndefined();
    expect(seedNumber('user', '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('gives distinct RID codes for 100,000 numbers', () => {
    const codes = new Set<string>();
    for (let n = 0; n < 100_000; n += 1) codes.add(ridCode(n, 7));
    expect(codes.size).toBe(100_000);
    expect(ridCode(12, 7)).toMatch(/^[A-Z0-9]{4}$/);
  });
});

describe('French helpers', () => {
  it('computes Luhn check digits (SIREN 732 829 320 is valid)', () => {
    expect(luhnCheckDigit('73282932')).toBe(0);
    expect(isLuhnValid('732829320')).toBe(true);
    expect(isLuhnValid('732829321')).toBe(false);
  });

  it('turns names into e-mail parts', () => {
    expect(slug("Élodie D'Almeida", '.')).toBe('elodie.dalmeida');
    expect(slug('Jean-Pierre', '.')).toBe('jean.pierre');
  });
});
