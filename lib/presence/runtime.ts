import 'server-only';
import { refreshStore } from '@/lib/auth/refresh-store';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import { redisPresence, sqlPresence, type PresenceStore } from './store';

/*
 * This process's presence store, chosen once: Redis when REDIS_URL is set (on the connection the
 * token refreshes already use), the back-office database otherwise. No fallback from one to the
 * other: replicas that disagreed on where presence lives would not see each other.
 */

const holder = globalThis as typeof globalThis & { __boPresence?: Promise<PresenceStore> };

async function open(): Promise<PresenceStore> {
  const redis = await refreshStore(env().REDIS_URL);
  return redis ? redisPresence(redis) : sqlPresence(await database());
}

export function presenceStore(): Promise<PresenceStore> {
  if (!holder.__boPresence) {
    const opening = open();
    holder.__boPresence = opening;
    // A database that failed to open is tried again by the next beat.
    opening.catch(() => {
      if (holder.__boPresence === opening) holder.__boPresence = undefined;
    });
  }
  return holder.__boPresence;
}
