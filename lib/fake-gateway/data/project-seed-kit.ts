/**
 * The project seed's toolbox: the builder it threads through, id and date helpers, and the
 * "cyclers" that walk every value of an enumeration before drawing at random, so every badge of
 * the UI shows on some seeded record whatever the scale.
 */
import type { Rng, SeedContext } from '../core/context';
import { hashString } from '../core/rng';
import { DAY_MS } from '../core/time';
import type { PeopleData } from './people';
import type { DocumentRecord, SeedRecords } from './project-records';

export interface Cycler<T> {
  (): T;
}

/** Every value once, in order, then draws (by weight when given). */
export function cycler<T>(
  rng: Rng,
  values: readonly T[],
  weights?: readonly (readonly [T, number])[],
): Cycler<T> {
  let index = 0;
  return () => {
    if (index < values.length) return values[index++];
    return weights ? rng.weighted(weights) : rng.pick(values);
  };
}

export interface Builder {
  ctx: SeedContext;
  rng: Rng;
  people: PeopleData;
  now: number;
  records: SeedRecords;
  /** Per kind, the number of the next seeded id. */
  counts: Map<string, number>;
  /** Active staff members, who join some project discussions. */
  staffIds: string[];
}

const HEX_CODES = Array.from('0123456789abcdef', (char) => char.charCodeAt(0));
const DASH = '-'.charCodeAt(0);

function mix(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A UUID-shaped id (version nibble 4) for the n-th record of a kind. Same idea as core/ids
 * seedId, built as one flat string: the seed makes hundreds of thousands and indexes them all.
 */
function flatSeedId(kindHash: number, n: number): string {
  const words = [mix(kindHash ^ n), 0, 0, 0];
  words[1] = mix(words[0] ^ 0x9e3779b9 ^ n);
  words[2] = mix(words[1] ^ 0x85ebca6b);
  words[3] = mix(words[2] ^ n ^ 0xc2b2ae35);
  const codes = new Array<number>(36);
  let out = 0;
  for (let nibble = 0; nibble < 32; nibble += 1) {
    if (out === 8 || out === 13 || out === 18 || out === 23) codes[out++] = DASH;
    let value = (words[nibble >> 3] >>> (28 - 4 * (nibble & 7))) & 0xf;
    if (nibble === 12) value = 4;
    else if (nibble === 16) value = (value & 0x3) | 0x8;
    codes[out++] = HEX_CODES[value];
  }
  return String.fromCharCode(...codes);
}

export function nextId(builder: Builder, kind: string): string {
  const n = builder.counts.get(kind) ?? 0;
  builder.counts.set(kind, n + 1);
  return flatSeedId(hashString(kind), n);
}

export const HOUR_MS = 3_600_000;

/** An instant between two others, at a working hour when the span allows it. */
export function between(rng: Rng, from: number, to: number): number {
  if (to <= from) return from;
  const ms = Math.floor(from + rng.next() * (to - from));
  if (to - from < 2 * DAY_MS) return ms;
  // Business events happen by day: move to 8-19h Paris (7-18h UTC in winter is close enough here).
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const shifted =
    day + 7 * HOUR_MS + Math.floor(rng.next() * 11 * HOUR_MS) + Math.floor(rng.next() * 60) * 60_000;
  return Math.min(to, Math.max(from, shifted));
}

// Char codes of `2020-03-03T10:00:00.000+01:00`; the digits are overwritten for each date.
const ISO_CODES = Array.from('0000-00-00T00:00:00.000+01:00', (char) => char.charCodeAt(0));
const CIVIL = [0, 0, 0];
let lastMs = Number.NaN;
let lastIso = '';

function writePair(at: number, value: number): void {
  ISO_CODES[at] = 48 + Math.floor(value / 10);
  ISO_CODES[at + 1] = 48 + (value % 10);
}

/** Year, month (1-12) and day of a count of days since 1970-01-01 (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): void {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  CIVIL[2] = doy - Math.floor((153 * mp + 2) / 5) + 1;
  CIVIL[1] = mp < 10 ? mp + 3 : mp - 9;
  CIVIL[0] = yoe + era * 400 + (CIVIL[1] <= 2 ? 1 : 0);
}

/** Summer-time start and end (UTC ms) per year since 1970, filled on first use. */
const SUMMER_TIME: [number, number][] = [];

function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** core/time parisOffsetMinutes without its per-call allocations: 60 in winter, 120 in summer. */
function offsetMinutes(ms: number): number {
  civilFromDays(Math.floor(ms / DAY_MS));
  const index = CIVIL[0] - 1970;
  let range = SUMMER_TIME[index];
  if (!range) {
    range = [lastSundayAtOneUtc(CIVIL[0], 2), lastSundayAtOneUtc(CIVIL[0], 9)];
    SUMMER_TIME[index] = range;
  }
  return ms >= range[0] && ms < range[1] ? 120 : 60;
}

/**
 * core/time toIso, built as one flat string: a template literal makes a tree of ~15 string
 * pieces per date, which at 100,000 users is a million dates and most of the seed's memory and
 * garbage-collection time. Consecutive calls for the same instant share the string.
 */
export function iso(ms: number): string {
  if (ms === lastMs) return lastIso;
  const offset = offsetMinutes(ms);
  const local = ms + offset * 60_000;
  const days = Math.floor(local / DAY_MS);
  civilFromDays(days);
  let rest = local - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = Math.floor(rest - seconds * 1000);
  writePair(0, Math.floor(CIVIL[0] / 100));
  writePair(2, CIVIL[0] % 100);
  writePair(5, CIVIL[1]);
  writePair(8, CIVIL[2]);
  writePair(11, hours);
  writePair(14, minutes);
  writePair(17, seconds);
  ISO_CODES[20] = 48 + Math.floor(millis / 100);
  writePair(21, millis % 100);
  ISO_CODES[25] = offset === 120 ? 50 : 49;
  lastMs = ms;
  lastIso = String.fromCharCode(...ISO_CODES);
  return lastIso;
}

const FLAT_BUFFER = Buffer.alloc(256);

/** The same text as one flat string (ids joined with a template literal are string trees). */
export function flat(value: string): string {
  const length = Buffer.byteLength(value, 'latin1');
  const buffer = length <= FLAT_BUFFER.length ? FLAT_BUFFER : Buffer.alloc(length);
  buffer.write(value, 0, length, 'latin1');
  return buffer.toString('latin1', 0, length);
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Document types shared by many records (never mutated). */
export const PICTURE_TYPE = { code: 'picture_site', name: 'Photo du chantier' };
export const SITE_DOCUMENT_TYPE = { code: 'doc_site', name: 'Document du chantier' };

export function addDocument(
  builder: Builder,
  fields: Omit<DocumentRecord, 'id' | 'createdAt'> & { createdAt: number },
): DocumentRecord {
  const document = fields as unknown as DocumentRecord;
  document.id = nextId(builder, 'document');
  document.createdAt = iso(fields.createdAt);
  builder.records.documents.push(document);
  return document;
}
