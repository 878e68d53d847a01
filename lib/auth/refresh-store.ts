import 'server-only';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REQUEST_TIMEOUT_MS } from '@/lib/domain/constants';
import { tokenSchema, type Token } from '@/lib/domain/schemas/token';
import { errorFields, log } from '@/lib/log';

/*
 * One refresh per old refresh token across replicas: the gateway accepts a refresh token
 * once, so two replicas refreshing the same session each on their own log its user out. With
 * REDIS_URL set, the replica that takes a lock per old token makes the call and stores the new token
 * under the old one for the share window; the others wait for it and read it there. Keys are a hash
 * of the old token and the stored token is sealed with a key derived from it, so whoever reads Redis
 * learns nothing a replica holding that old token would not.
 */

/** How long a replica waits for the one holding the lock: its token call times out before. */
export const LOCK_MS = REQUEST_TIMEOUT_MS + 5_000;
const POLL_MS = 20;
const KEY_PREFIX = 'bo:refresh:';
const COMMAND_TIMEOUT_MS = 2_000;

/** Deletes the lock only if this replica still holds it (it may have expired and been retaken). */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export type RefreshStore = Pick<Redis, 'get' | 'mget' | 'set' | 'eval'>;

function keysFor(refreshToken: string) {
  const id = createHash('sha256').update(`bo.refresh:${refreshToken}`).digest('base64url');
  return { lock: `${KEY_PREFIX}${id}:lock`, result: `${KEY_PREFIX}${id}:token` };
}

function sealKey(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, 'bo.refresh', 'refreshed gateway token', 32));
}

export function seal(refreshToken: string, token: Token): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(token), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function unseal(refreshToken: string, sealed: string): Token | null {
  try {
    const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(refreshToken), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const parsed = tokenSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The token that replaces `refreshToken`: `grant` is called by exactly one replica at a time, the
 * others read its result. A failed call releases the lock, so a waiting replica tries in turn.
 */
export async function sharedRefresh(
  store: RefreshStore,
  refreshToken: string,
  grant: () => Promise<Token>,
  shareWindowMs: number,
): Promise<Token> {
  const keys = keysFor(refreshToken);
  const owner = randomUUID();
  const deadline = Date.now() + LOCK_MS;
  while (Date.now() < deadline) {
    if (await store.set(keys.lock, owner, 'PX', LOCK_MS, 'NX')) {
      try {
        // A replica that refreshed just before us has released its lock: its result is there.
        const done = await store.get(keys.result);
        const known = done ? unseal(refreshToken, done) : null;
        if (known) return known;
        const token = await grant();
        // The old token is spent now: a store that fails here must not turn the new one into an error.
        await store
          .set(keys.result, seal(refreshToken, token), 'PX', shareWindowMs)
          .catch((error: unknown) =>
            log('warn', 'refreshed token not shared', { error: errorFields(error) }),
          );
        return token;
      } finally {
        await store.eval(RELEASE, 1, keys.lock, owner).catch(() => undefined);
      }
    }
    // Another replica is refreshing: wait for its result, or for its lock to go if it failed.
    for (;;) {
      const [result, lock] = await store.mget(keys.result, keys.lock);
      const token = result ? unseal(refreshToken, result) : null;
      if (token) return token;
      if (!lock || Date.now() >= deadline) break;
      await sleep(POLL_MS);
    }
  }
  throw new Error('Token refresh: another replica held the lock too long');
}

const globalStore = globalThis as typeof globalThis & {
  __boRefreshRedis?: { url: string; client: Promise<Redis> };
};

async function connect(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    // A Redis that is down must not hold a page: fail the command fast and refresh locally.
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    enableAutoPipelining: true,
  });
  // ioredis reconnects by itself; without a listener an outage would be an uncaught 'error' event.
  // One line per outage, not one per reconnection attempt.
  let down = false;
  client.on('error', (error: unknown) => {
    if (!down) log('warn', 'refresh store unavailable', { error: errorFields(error) });
    down = true;
  });
  client.on('ready', () => {
    if (down) log('info', 'refresh store reachable again');
    down = false;
  });
  return client;
}

/**
 * The Redis client of this process, opened on first use (one, however many requests ask at once);
 * none without REDIS_URL. ioredis is loaded only then, so a single process never needs it.
 */
export function refreshStore(url: string | undefined): Promise<RefreshStore | null> {
  if (!url) return Promise.resolve(null);
  const existing = globalStore.__boRefreshRedis;
  if (existing?.url === url) return existing.client;
  const client = connect(url);
  globalStore.__boRefreshRedis = { url, client };
  return client;
}
