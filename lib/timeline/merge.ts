/**
 * One record's story from its sources: merged newest first, filtered by kind and cut to the pages
 * asked for. Pure, so the order and the paging are tested without a gateway.
 */
import { timelineKind, type TimelineKind } from './kinds';
import type { TimelineEntry, TimelineSource, TimelineSourceId } from './types';

export const TIMELINE_PAGE_SIZE = 30;
/** "Afficher plus ancien" stops here: 600 entries on one page is the most a browser shows well. */
export const TIMELINE_MAX_PAGES = 20;

export const TIMELINE_TYPES_PARAM = 'types';
export const TIMELINE_PAGE_PARAM = 'page';

export interface TimelineQuery {
  /** The kinds shown; empty shows every kind. */
  kinds: TimelineKind[];
  /** How many pages are shown at once, from the newest: "Afficher plus ancien" adds one. */
  pages: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The tab's URL state; an unknown kind or a malformed page is dropped, not an error. */
export function parseTimelineQuery(params: SearchParams): TimelineQuery {
  const raw = params[TIMELINE_TYPES_PARAM];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const kinds = timelineKind.values.filter((kind) => values.includes(kind));
  const pageValue = Number(
    Array.isArray(params[TIMELINE_PAGE_PARAM]) ? undefined : params[TIMELINE_PAGE_PARAM],
  );
  const pages = Number.isInteger(pageValue) ? Math.min(Math.max(pageValue, 1), TIMELINE_MAX_PAGES) : 1;
  return { kinds, pages };
}

/** How many entries each source must give so the pages shown are exact (the journal's limit). */
export function entriesNeeded(query: Pick<TimelineQuery, 'pages'>): number {
  return query.pages * TIMELINE_PAGE_SIZE + 1;
}

export interface TimelinePage {
  entries: TimelineEntry[];
  /** More entries than shown match the filter. */
  hasOlder: boolean;
  /** The sources that did not answer. */
  failed: TimelineSourceId[];
  /** The sources read only in part (see TimelineSource.partial). */
  partial: (Required<Pick<TimelineSource, 'partial'>> & { id: TimelineSourceId })[];
}

/** Newest first; the same instant keeps a fixed order (by id) so a reload shows the same page. */
function newestFirst(a: { entry: TimelineEntry; time: number }, b: { entry: TimelineEntry; time: number }) {
  return b.time - a.time || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0);
}

/**
 * The entries of every source that are not in the future (a planned date is not yet part of the
 * story), once each, newest first, of the kinds asked for, as many pages as asked for.
 */
export function mergeTimeline(
  sources: readonly TimelineSource[],
  query: TimelineQuery,
  now: Date,
): TimelinePage {
  const seen = new Set<string>();
  const wanted = query.kinds.length > 0 ? new Set(query.kinds) : null;
  const dated: { entry: TimelineEntry; time: number }[] = [];
  for (const source of sources) {
    for (const entry of source.entries) {
      const time = Date.parse(entry.at);
      if (Number.isNaN(time) || time > now.getTime() || seen.has(entry.id)) continue;
      seen.add(entry.id);
      if (!wanted || wanted.has(entry.kind)) dated.push({ entry, time });
    }
  }
  dated.sort(newestFirst);
  const shown = query.pages * TIMELINE_PAGE_SIZE;
  return {
    entries: dated.slice(0, shown).map(({ entry }) => entry),
    hasOlder: dated.length > shown,
    failed: sources.filter((source) => source.failed).map((source) => source.id),
    partial: sources.flatMap((source) =>
      source.partial ? [{ id: source.id, partial: source.partial }] : [],
    ),
  };
}
