import 'server-only';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import { seedDemoJob } from './demo';

const holder = globalThis as typeof globalThis & { __boDemoJob?: Promise<void> | null };

/** The database, with the demo's job written once per process when the fake gateway runs. */
export async function jobsDatabase() {
  const db = await database();
  if (env().FAKE_GATEWAY) {
    holder.__boDemoJob ??= seedDemoJob(db).catch((error: unknown) => {
      holder.__boDemoJob = null;
      throw error;
    });
    await holder.__boDemoJob;
  }
  return db;
}
