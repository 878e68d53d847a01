import { hashString } from './rng';

/**
 * Entity ids are UUID-shaped strings derived from (kind, number), so an entity keeps its id
 * whatever else the seed draws, and two starts give the same ids.
 */
function mix(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** mix's inverse (each step of mix is a bijection of the 32-bit integers). */
function unmix(value: number): number {
  let x = value >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x43021123) >>> 0; // 0x846ca68b⁻¹ mod 2³²
  x = (x ^ (x >>> 15) ^ (x >>> 30)) >>> 0;
  x = Math.imul(x, 0x1d69e2a5) >>> 0; // 0x7feb352d⁻¹ mod 2³²
  return (x ^ (x >>> 16)) >>> 0;
}

const kindHashes = new Map<string, number>();

function kindHash(kind: string): number {
  let base = kindHashes.get(kind);
  if (base === undefined) {
    base = hashString(kind);
    kindHashes.set(kind, base);
  }
  return base;
}

const HEX_CODES = Array.from('0123456789abcdef', (char) => char.charCodeAt(0));
const DASH = '-'.charCodeAt(0);
const ID_CODES = new Array<number>(36);
const WORDS = [0, 0, 0, 0];

/**
 * `xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx` from four mixed words, written as one flat string:
 * concatenated hex pieces would make a tree of ~15 strings per id, flattened again by every Map
 * lookup, which at 100,000 users is much of the seed's garbage.
 */
export function seedId(kind: string, n: number): string {
  WORDS[0] = mix(kindHash(kind) ^ n);
  WORDS[1] = mix(WORDS[0] ^ 0x9e3779b9 ^ n);
  WORDS[2] = mix(WORDS[1] ^ 0x85ebca6b);
  WORDS[3] = mix(WORDS[2] ^ n ^ 0xc2b2ae35);
  let out = 0;
  for (let nibble = 0; nibble < 32; nibble += 1) {
    if (out === 8 || out === 13 || out === 18 || out === 23) ID_CODES[out++] = DASH;
    let value = (WORDS[nibble >> 3] >>> (28 - 4 * (nibble & 7))) & 0xf;
    // Version 4 and RFC 4122 variant bits, so UUID validators accept them.
    if (nibble === 12) value = 4;
    else if (nibble === 16) value = (value & 0x3) | 0x8;
    ID_CODES[out++] = HEX_CODES[value];
  }
  return String.fromCharCode(...ID_CODES);
}

/**
 * The number `seedId(kind, n)` made `id` from, or undefined when `id` is no id of that kind: lets
 * records drawn on read (never stored) be found by id without an index of every id.
 */
export function seedNumber(kind: string, id: string): number | undefined {
  if (!/^[0-9a-f]{8}-/.test(id)) return undefined;
  const n = (unmix(Number.parseInt(id.slice(0, 8), 16)) ^ kindHash(kind)) >>> 0;
  return seedId(kind, n) === id ? n : undefined;
}

/** Ids of entities created while the fake runs; numbered after every seeded one. */
export interface IdFactory {
  next(kind: string): string;
}

export function createIdFactory(firstNumber = 10_000_000): IdFactory {
  const counters = new Map<string, number>();
  return {
    next: (kind) => {
      const n = (counters.get(kind) ?? firstNumber) + 1;
      counters.set(kind, n);
      return seedId(kind, n);
    },
  };
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RID_SPACE = 36 ** 4;

/**
 * A 4-character [A-Z0-9] code, distinct for each n below 36^4 (an affine bijection of the code
 * space), so RIDs look random but never collide: `U` + ridCode(n).
 */
export function ridCode(n: number, salt = 0): string {
  // 1_000_003 is prime and does not divide 36^4, so n -> n * k + salt is a bijection mod 36^4.
  let value = ((((n % RID_SPACE) * 1_000_003 + salt) % RID_SPACE) + RID_SPACE) % RID_SPACE;
  let out = '';
  for (let index = 0; index < 4; index += 1) {
    out = BASE36[value % 36] + out;
    value = Math.floor(value / 36);
  }
  return out;
}
