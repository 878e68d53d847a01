import 'server-only';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { menuViewsOf, type MenuView } from './menu';
import { canSeeView, type ViewViewer } from './rules';
import { seedViews } from './seeds';
import { viewsVisibleTo } from './store';
import type { SavedView } from './types';

/*
 * The views the shell, home and the lists show a staff member: one query per staff member at most
 * every VIEWS_TTL_MS in this process, so the side menu drawn on every page does not read the
 * database on every page. A change made here forgets them all at once (a shared view concerns
 * others); another replica sees it when its own copy expires.
 */

export const VIEWS_TTL_MS = 10_000;

interface Kept {
  until: number;
  views: Promise<SavedView[]>;
}

// On globalThis: a server action and the pages are bundled apart but run in one process, and a
// change made by an action must reach the side menu the pages draw.
const holder = globalThis as typeof globalThis & {
  __boViews?: { kept: Map<string, Kept>; seeding: Promise<void> | null };
};
const state = (holder.__boViews ??= { kept: new Map(), seeding: null });
const { kept } = state;

/** The database, with the demo's shared views written once per process when the fake gateway runs. */
export async function viewsDatabase() {
  const db = await database();
  if (env().FAKE_GATEWAY) {
    state.seeding ??= seedViews(db).catch((error: unknown) => {
      state.seeding = null;
      throw error;
    });
    await state.seeding;
  }
  return db;
}

/** The views a staff member owns or that are shared with one of their roles, on lists they may open. */
export function visibleViews(viewer: ViewViewer): Promise<SavedView[]> {
  const key = `${viewer.id}\n${[...viewer.roles].sort().join(',')}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.views;
  const views = viewsDatabase()
    .then((db) => viewsVisibleTo(db, viewer.id, viewer.roles))
    .then((all) => all.filter((view) => canSeeView(viewer, view)));
  kept.set(key, { until: now + VIEWS_TTL_MS, views });
  // A failed read is not kept: the next page asks again.
  views.catch(() => {
    if (kept.get(key)?.views === views) kept.delete(key);
  });
  return views;
}

/** After a change: every staff member's views are read again from the database. */
export function forgetViews(): void {
  kept.clear();
}

/** The shell's views: none when the database cannot answer, so that every page still opens. */
export async function shellViews(viewer: ViewViewer): Promise<MenuView[]> {
  try {
    return menuViewsOf(await visibleViews(viewer));
  } catch (error) {
    log('warn', 'saved views not read', { userId: viewer.id, error: errorFields(error) });
    return [];
  }
}
