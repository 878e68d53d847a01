/**
 * The project seed's toolbox: the builder it threads through, id and date helpers, and the
 * "cyclers" that walk every value of an enumeration before drawing at random, so every badge of
 * the UI shows on some seeded record whatever the scale.
 */
import type { Rng, SeedContext } from '../core/seed-kit';
import { seedId } from '../core/ids';
import { DAY_MS, toIso } from '../core/time';
import type { PeopleData } from './people-records';
import type { DocumentRecord } from './project-records';
import type { SeedRecords } from './project-data';

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

export function nextId(builder: Builder, kind: string): string {
  const n = builder.counts.get(kind) ?? 0;
  builder.counts.set(kind, n + 1);
  return seedId(kind, n);
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

/** The seed's dates: core/time's toIso (its short name is kept for the seed's many calls). */
export const iso = toIso;

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
