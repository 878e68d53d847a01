/**
 * Seeded pseudo-random generator (mulberry32): the same seed gives the same data on every start,
 * which the determinism test and the screenshots of the docs rely on.
 */
const DAY_MS = 86_400_000;

export interface Rng {
  /** In [0, 1). */
  next(): number;
  /** In [min, max). */
  float(min?: number, max?: number): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Between min and max distinct items, in the order of `items`. */
  pickSome<T>(items: readonly T[], min: number, max: number): T[];
  /** True with probability p. */
  chance(p: number): boolean;
  /** Picks by weight: `weighted([['A', 3], ['B', 1]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** n decimal digits, as a string (leading zeros kept). */
  digits(n: number): string;
  /** n lowercase hexadecimal characters. */
  hex(n: number): string;
  /** A date uniformly between two instants. */
  dateBetween(from: Date | number, to: Date | number): Date;
  /** A date between minDays and maxDays days before `ref` (at a random time of day). */
  daysBefore(ref: Date | number, minDays: number, maxDays: number): Date;
  /** A date between minDays and maxDays days after `ref`. */
  daysAfter(ref: Date | number, minDays: number, maxDays: number): Date;
  /** An independent generator whose sequence depends only on this one's seed and the label. */
  fork(label: string): Rng;
}

export function hashString(value: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  const initial = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  let state = initial;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const toMs = (value: Date | number): number => (typeof value === 'number' ? value : value.getTime());

  const rng: Rng = {
    next,
    float: (min = 0, max = 1) => min + next() * (max - min),
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    pickSome: (items, min, max) => {
      const wanted = Math.min(items.length, int(min, max));
      if (wanted <= 0) return [];
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index]);
    },
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
    digits: (n) => {
      let out = '';
      for (let index = 0; index < n; index += 1) out += Math.floor(next() * 10).toString();
      return out;
    },
    hex: (n) => {
      let out = '';
      for (let index = 0; index < n; index += 1) out += Math.floor(next() * 16).toString(16);
      return out;
    },
    dateBetween: (from, to) => new Date(Math.floor(toMs(from) + next() * (toMs(to) - toMs(from)))),
    daysBefore: (ref, minDays, maxDays) =>
      new Date(toMs(ref) - Math.floor((minDays + next() * (maxDays - minDays)) * DAY_MS)),
    daysAfter: (ref, minDays, maxDays) =>
      new Date(toMs(ref) + Math.floor((minDays + next() * (maxDays - minDays)) * DAY_MS)),
    fork: (label) => createRng(hashString(label, initial)),
  };
  return rng;
}
