import type { Redis } from 'ioredis';
import type { SqlQueries } from '@/lib/db/sql';
import { knownRoles, type Role } from '@/lib/domain/roles';

/*
 * Who has which record open, shared by every replica: in Redis when REDIS_URL is set, in the
 * back-office database's `presence` table otherwise (lib/db/migrations/008-presence.ts). A page
 * beats every few seconds; a beat records its staff member and answers who else was seen within
 * the window, in one round trip. Time is the shared store's clock, never a replica's, so replicas
 * whose clocks drift still agree on who is there. No 'server-only': the tests open stores of their own.
 */

/** A staff member not seen for this long has left (a closed tab, a hidden one, a lost connection). */
export const PRESENCE_WINDOW_MS = 12_000;
/** How often the database's rows of records nobody reopened are swept, per process. */
const PRUNE_EVERY_MS = 60_000;

export interface PresentStaff {
  firstName: string;
  lastName: string;
  roles: Role[];
  /** Typing in the record's composer (a discussion's answer) at the last beat. */
  writing: boolean;
}

export interface Beat extends PresentStaff {
  staffId: string;
}

export interface PresenceStore {
  /** Records that `beat`'s staff member has the record open now, and answers who else has. */
  beat(recordKey: string, beat: Beat): Promise<PresentStaff[]>;
  /** The staff member closed the record's page. */
  leave(recordKey: string, staffId: string): Promise<void>;
}

const byName = (a: PresentStaff, b: PresentStaff) =>
  a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr');

export function sqlPresence(db: SqlQueries, windowMs = PRESENCE_WINDOW_MS): PresenceStore {
  let prunedAt = 0;
  return {
    async beat(recordKey, { staffId, firstName, lastName, roles, writing }) {
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await db.query(`delete from presence where seen_at < now() - $1::int * interval '1 millisecond'`, [
          windowMs,
        ]);
      }
      // The statement's reading sees the table as it was before its own upsert: the caller's row is
      // left out by the filter anyway.
      const rows = await db.query<{
        first_name: string;
        last_name: string;
        roles: string[];
        writing: boolean;
      }>(
        `with seen as (
           insert into presence (record_key, staff_id, first_name, last_name, roles, seen_at, writing_at)
           values ($1, $2, $3, $4, $5::text[], now(), case when $6::boolean then now() end)
           on conflict (record_key, staff_id) do update set first_name = excluded.first_name,
             last_name = excluded.last_name, roles = excluded.roles, seen_at = excluded.seen_at,
             writing_at = excluded.writing_at
         )
         select first_name, last_name, roles, writing_at is not null as writing from presence
          where record_key = $1 and staff_id <> $2 and seen_at >= now() - $7::int * interval '1 millisecond'`,
        [recordKey, staffId, firstName, lastName, roles, writing, windowMs],
      );
      return rows
        .map((row) => ({
          firstName: row.first_name,
          lastName: row.last_name,
          roles: knownRoles(row.roles),
          writing: row.writing,
        }))
        .sort(byName);
    },
    async leave(recordKey, staffId) {
      await db.query('delete from presence where record_key = $1 and staff_id = $2', [recordKey, staffId]);
    },
  };
}

/*
 * One sorted set (staff id by last beat, on Redis's clock) and one hash (staff id to who they are)
 * per record, both expiring with the window: a record nobody has open leaves nothing behind. The
 * script drops those not seen within the window, records or removes the caller, and answers the
 * others, whole, in one round trip. The `{…}` hash tag keeps a record's two keys on one cluster slot.
 */
const BEAT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local gone = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - window - 1)
if #gone > 0 then
  redis.call('ZREM', KEYS[1], unpack(gone))
  redis.call('HDEL', KEYS[2], unpack(gone))
end
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[2])
  redis.call('HDEL', KEYS[2], ARGV[2])
  return {}
end
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
redis.call('PEXPIRE', KEYS[2], window)
local others = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if id ~= ARGV[2] then others[#others + 1] = redis.call('HGET', KEYS[2], id) end
end
return others
`;

const KEY_PREFIX = 'bo:presence:';

function keysOf(recordKey: string): [string, string] {
  const base = `${KEY_PREFIX}{${recordKey}}`;
  return [`${base}:seen`, `${base}:who`];
}

function parsed(text: unknown): PresentStaff | null {
  try {
    const value = JSON.parse(String(text)) as Partial<PresentStaff>;
    if (typeof value.firstName !== 'string' || typeof value.lastName !== 'string') return null;
    return {
      firstName: value.firstName,
      lastName: value.lastName,
      roles: knownRoles(value.roles ?? []),
      writing: value.writing === true,
    };
  } catch {
    return null;
  }
}

export function redisPresence(redis: Pick<Redis, 'eval'>, windowMs = PRESENCE_WINDOW_MS): PresenceStore {
  return {
    async beat(recordKey, { staffId, firstName, lastName, roles, writing }) {
      const who = JSON.stringify({ firstName, lastName, roles, writing });
      const others = (await redis.eval(BEAT, 2, ...keysOf(recordKey), windowMs, staffId, who)) as unknown[];
      return others
        .map(parsed)
        .filter((person) => person !== null)
        .sort(byName);
    },
    async leave(recordKey, staffId) {
      await redis.eval(BEAT, 2, ...keysOf(recordKey), windowMs, staffId, '');
    },
  };
}
