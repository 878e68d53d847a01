import 'server-only';
import { canAccessRoute, pathFor } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { Discussion } from '@/lib/domain/schemas';
import { AuthenticationError } from '@/lib/gateway/errors';
import type { GatewayToken } from '@/lib/gateway/http';
import { getDiscussion } from '@/lib/gateway/messaging';
import { listJournal } from '@/lib/journal/read';
import type { JournalTargetType } from '@/lib/journal/types';
import { isJournalTargetType } from '@/lib/journal/target-types';
import { errorFields, log } from '@/lib/log';
import { discussionEntries, journalEntryOf, type Perspective } from './entries';
import type { TimelineSource, TimelineSourceId, TimelineTarget } from './types';

/*
 * The pieces of what the "Chronologie" tab reads (docs/decisions.md, "Chronologie"), which load.ts
 * puts together: the bound of each read, a source whose failure becomes a note, the discussions'
 * threads, and the journal of the record and of every record its entries link to.
 */

/** Records read from each gateway list (its largest page). */
export const LIST_BOUND = 100;
/** Discussions whose thread is read, the latest first. */
export const DISCUSSION_BOUND = 10;
/** A user's projects (owned, or matched for a professional) read in full, the latest first. */
export const PROJECT_BOUND = 5;
/** Records whose journal is read besides the record itself. */
export const JOURNAL_TARGET_BOUND = 40;

export interface TimelineReader {
  token: GatewayToken;
  roles: readonly Role[];
  now: Date;
  /** How many entries each source must give at most (see entriesNeeded). */
  needed: number;
}

export type SourceContent = Omit<TimelineSource, 'id' | 'failed'>;

/**
 * One source's read: any failure but an expired session (which the page turns into the sign-in)
 * becomes the source's French note, logged for ops, and the rest of the tab still shows.
 */
export async function settle(
  id: TimelineSourceId,
  read: () => Promise<SourceContent>,
): Promise<TimelineSource> {
  try {
    return { id, failed: false, ...(await read()) };
  } catch (error) {
    if (error instanceof AuthenticationError) throw error;
    log('warn', 'timeline source failed', { source: id, error: errorFields(error) });
    return { id, entries: [], failed: true };
  }
}

export function partialOf(read: number, total: number, href?: string): SourceContent['partial'] {
  return total > read ? { read, total, href } : undefined;
}

export const listHref = (
  route: 'communications' | 'invoices' | 'issues' | 'matches' | 'projects',
  filter: Record<string, string>,
) => `${pathFor(route)}?${new URLSearchParams(filter)}`;

/** The threads of the visible discussions (SPEC §4: ACTIVE or ARCHIVED), the latest first, up to the bound. */
export async function discussionsSource(
  reader: TimelineReader,
  discussions: readonly Discussion[],
  perspective: Perspective,
) {
  const visible = discussions
    .filter((discussion) => discussion.status === 'ACTIVE' || discussion.status === 'ARCHIVED')
    .sort(
      (a, b) => Date.parse(b.lastMessageDate ?? b.createdAt) - Date.parse(a.lastMessageDate ?? a.createdAt),
    );
  const read = visible.slice(0, DISCUSSION_BOUND);
  const threads = await Promise.all(read.map((discussion) => getDiscussion(reader.token, discussion.id)));
  return {
    entries: threads.flatMap((thread) => discussionEntries(thread, perspective)),
    partial: partialOf(read.length, visible.length),
  };
}

/**
 * The journal of the record (`own`: its views) and of the records its entries link to, each only if
 * the viewer may open that record's view, `needed` entries each so the pages shown are
 * exact.
 */
export function journalSource(
  reader: TimelineReader,
  own: readonly TimelineTarget[],
  sources: readonly TimelineSource[],
) {
  return settle('journal', async () => {
    const targets = new Map<string, TimelineTarget & { id: string }>();
    const linked = sources.flatMap((source) =>
      source.entries.flatMap((entry) => (entry.target ? [entry.target] : [])),
    );
    for (const target of [...own, ...linked]) {
      if (targets.size >= own.length + JOURNAL_TARGET_BOUND) break;
      if (target.id && isJournalTargetType(target.route) && canAccessRoute(reader.roles, target.route))
        targets.set(`${target.route}:${target.id}`, { ...target, id: target.id });
    }
    const pages = await Promise.all(
      [...targets.values()].map(async (target) => {
        const page = await listJournal({
          targetType: target.route as JournalTargetType,
          targetId: target.id,
          limit: reader.needed,
        });
        return page.entries
          .filter((entry) => entry.targetType && canAccessRoute(reader.roles, entry.targetType))
          .map((entry) => journalEntryOf(entry, target.label));
      }),
    );
    return { entries: pages.flat() };
  });
}
