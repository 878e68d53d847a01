/** The timeline's merge: order, kind filter, pages shown, and the tab's URL state. */
import { describe, expect, it } from 'vitest';
import type { TimelineKind } from '@/lib/timeline/kinds';
import {
  entriesNeeded,
  mergeTimeline,
  parseTimelineQuery,
  TIMELINE_MAX_PAGES,
  TIMELINE_PAGE_SIZE,
} from '@/lib/timeline/merge';
import type { TimelineEntry, TimelineSource } from '@/lib/timeline/types';

const NOW = new Date('2020-03-03T09:00:00Z');
const MINUTE = 60_000;

/** The n-th entry, n minutes before NOW, so entry 1 is the newest. */
function entry(n: number, kind: TimelineKind = 'devis', id = `e${n}`): TimelineEntry {
  return {
    id,
    kind,
    at: new Date(NOW.getTime() - n * MINUTE).toISOString(),
    summary: `n°${n}`,
    target: null,
  };
}
const range = (count: number, kind?: TimelineKind) =>
  Array.from({ length: count }, (_, i) => entry(i + 1, kind));
const source = (entries: TimelineEntry[], over: Partial<TimelineSource> = {}): TimelineSource => ({
  id: 'record',
  entries,
  failed: false,
  ...over,
});
const ids = (entries: readonly TimelineEntry[]) => entries.map((item) => item.id);

describe('mergeTimeline', () => {
  it('interleaves the sources newest first, whatever order they came in', () => {
    const page = mergeTimeline(
      [source([entry(3), entry(1)]), source([entry(4, 'match'), entry(2, 'match')], { id: 'matches' })],
      { kinds: [], pages: 1 },
      NOW,
    );
    expect(ids(page.entries)).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('orders one instant by id, so a reload shows the same page', () => {
    const same = new Date(NOW.getTime() - MINUTE).toISOString();
    const page = mergeTimeline(
      [
        source([
          { ...entry(1), id: 'b', at: same },
          { ...entry(1), id: 'a', at: same },
        ]),
      ],
      { kinds: [], pages: 1 },
      NOW,
    );
    expect(ids(page.entries)).toEqual(['a', 'b']);
  });

  it('leaves out what is still to come and what it already holds', () => {
    const future = { ...entry(1), id: 'planned', at: new Date(NOW.getTime() + MINUTE).toISOString() };
    const page = mergeTimeline(
      [source([entry(1, 'avis', 'same'), future]), source([entry(2, 'avis', 'same')], { id: 'feedbacks' })],
      { kinds: [], pages: 1 },
      NOW,
    );
    expect(page.entries).toEqual([entry(1, 'avis', 'same')]);
  });

  it('keeps only the kinds asked for, in the same order', () => {
    const mixed = [entry(1, 'devis'), entry(2, 'match'), entry(3, 'journal'), entry(4, 'devis')];
    const page = mergeTimeline([source(mixed)], { kinds: ['devis', 'journal'], pages: 1 }, NOW);
    expect(ids(page.entries)).toEqual(['e1', 'e3', 'e4']);
    expect(page.hasOlder).toBe(false);
  });

  it('shows a full page without "older" when nothing else matches', () => {
    const page = mergeTimeline([source(range(TIMELINE_PAGE_SIZE))], { kinds: [], pages: 1 }, NOW);
    expect(page.entries).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(page.hasOlder).toBe(false);
  });

  it('offers older entries from one more than a page, and shows them on the next', () => {
    const all = [source(range(TIMELINE_PAGE_SIZE + 1))];
    const first = mergeTimeline(all, { kinds: [], pages: 1 }, NOW);
    expect(first.entries).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(first.hasOlder).toBe(true);
    const second = mergeTimeline(all, { kinds: [], pages: 2 }, NOW);
    expect(ids(second.entries)).toEqual(ids(range(TIMELINE_PAGE_SIZE + 1)));
    expect(second.hasOlder).toBe(false);
  });

  it('counts the pages after the kind filter', () => {
    const entries = [...range(TIMELINE_PAGE_SIZE, 'match'), entry(TIMELINE_PAGE_SIZE + 1, 'devis')];
    const page = mergeTimeline([source(entries)], { kinds: ['devis'], pages: 1 }, NOW);
    expect(ids(page.entries)).toEqual([`e${TIMELINE_PAGE_SIZE + 1}`]);
    expect(page.hasOlder).toBe(false);
  });

  it('names the failed sources and those read in part', () => {
    const partial = { read: 100, total: 250, href: '/communications?userId=u1' };
    const page = mergeTimeline(
      [
        source([entry(1)]),
        source([], { id: 'matches', failed: true }),
        source([], { id: 'communications', partial }),
      ],
      { kinds: [], pages: 1 },
      NOW,
    );
    expect(page.failed).toEqual(['matches']);
    expect(page.partial).toEqual([{ id: 'communications', partial }]);
    expect(ids(page.entries)).toEqual(['e1']);
  });
});

describe('parseTimelineQuery', () => {
  it('reads the kinds in catalogue order and drops unknown ones', () => {
    expect(parseTimelineQuery({ types: ['journal', 'nope', 'devis'] })).toEqual({
      kinds: ['devis', 'journal'],
      pages: 1,
    });
    expect(parseTimelineQuery({ types: 'match' }).kinds).toEqual(['match']);
    expect(parseTimelineQuery({}).kinds).toEqual([]);
  });

  it('keeps the pages between 1 and the most the tab shows', () => {
    expect(parseTimelineQuery({ page: '3' }).pages).toBe(3);
    expect(parseTimelineQuery({ page: '0' }).pages).toBe(1);
    expect(parseTimelineQuery({ page: '-2' }).pages).toBe(1);
    expect(parseTimelineQuery({ page: '2.5' }).pages).toBe(1);
    expect(parseTimelineQuery({ page: 'abc' }).pages).toBe(1);
    expect(parseTimelineQuery({ page: ['2', '3'] }).pages).toBe(1);
    expect(parseTimelineQuery({ page: '9999' }).pages).toBe(TIMELINE_MAX_PAGES);
  });

  it('asks each source for one entry more than the pages shown, to know whether older ones exist', () => {
    expect(entriesNeeded({ pages: 2 })).toBe(2 * TIMELINE_PAGE_SIZE + 1);
  });
});
