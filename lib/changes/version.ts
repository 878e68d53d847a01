import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { etagOf } from '@/lib/gateway/versions';
import { fieldValuesOf, RECORD_KINDS, type FieldValues, type RecordKindName, type RecordOf } from './kinds';
import type { RecordKind } from './fields';

/*
 * The version of a record a page read, as its forms send it back in their `version` field. It is
 * sealed (HMAC-SHA-256 with a key drawn from AUTH_SECRET), not encrypted: it holds only what the
 * page already showed (the tracked fields, to say what changed since), and the seal stops a
 * browser from forging what a conflict would report. It is not tied to the staff member: a
 * four-eyes approval runs a requester's input with the version the requester saw.
 */

export interface RecordVersion {
  kind: RecordKindName;
  id: string;
  /** The gateway's ETag when it sent one, else the server's hash of the record's tracked state. */
  version: string;
  /** Whether `version` is the gateway's ETag (then the write sends If-Match). */
  etag: boolean;
  /** The tracked fields as the page showed them. */
  values: FieldValues;
  /** When the page read the record (ms since the epoch). */
  readAt: number;
}

/** A token longer than this is no token of ours. */
const MAX_TOKEN_LENGTH = 16_384;

const sealedVersion = z.object({
  kind: z.enum(Object.keys(RECORD_KINDS) as [RecordKindName, ...RecordKindName[]]),
  id: z.string().min(1),
  version: z.string().min(1),
  etag: z.boolean(),
  values: z.record(z.string(), z.unknown()),
  readAt: z.number(),
});

let cachedKey: { secret: string; key: Buffer } | undefined;
function key(): Buffer {
  const secret = env().AUTH_SECRET;
  if (cachedKey?.secret !== secret)
    cachedKey = { secret, key: createHmac('sha256', secret).update('record-version-token').digest() };
  return cachedKey.key;
}

const mac = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

/** The server's version of a record when the gateway sends no ETag: its date of change and tracked fields, hashed. */
export function hashedVersion<K extends RecordKindName>(kind: K, record: RecordOf<K>): string {
  const definition = RECORD_KINDS[kind] as unknown as RecordKind<RecordOf<K>>;
  const state = [kind, definition.changedAt?.(record) ?? null, fieldValuesOf(kind, record)];
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 27);
}

/** The record's version: the gateway's ETag when it sent one with this record, else the hash. */
export function versionOf<K extends RecordKindName>(
  kind: K,
  record: RecordOf<K>,
): { version: string; etag: boolean } {
  const etag = etagOf(record as object);
  return etag ? { version: etag, etag: true } : { version: hashedVersion(kind, record), etag: false };
}

/**
 * The sealed token a page puts in its forms' `version` field for the record it read; `id` when the
 * record does not carry its own (a professional's works). `fromOther`: the page read the record's
 * fields from another resource than the kind's own (the staff credentials for a user), whose ETag
 * is not the record's: the version is then the hash.
 */
export function versionToken<K extends RecordKindName>(
  kind: K,
  record: RecordOf<K>,
  {
    id = (record as { id?: string }).id ?? '',
    fromOther = false,
    now = Date.now(),
  }: { id?: string; fromOther?: boolean; now?: number } = {},
): string {
  const sealed: RecordVersion = {
    kind,
    id,
    ...(fromOther ? { version: hashedVersion(kind, record), etag: false } : versionOf(kind, record)),
    values: fieldValuesOf(kind, record),
    readAt: now,
  };
  const payload = Buffer.from(JSON.stringify(sealed)).toString('base64url');
  return `${payload}.${mac(payload)}`;
}

/** The version a token carries, or null for anything that is not an intact token of ours. */
export function openVersionToken(token: unknown): RecordVersion | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, seal, extra] = token.split('.');
  if (!payload || !seal || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(seal);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = sealedVersion.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
