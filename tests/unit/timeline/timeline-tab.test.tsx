// @vitest-environment happy-dom
/** The "Chronologie" tab as staff read it: entries, links, notes, the kind filter and "older". */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimelineTab } from '@/app/(backoffice)/_components/timeline/timeline-tab';
import { formatDateTime } from '@/lib/domain/dates';
import { TIMELINE_MAX_PAGES, TIMELINE_PAGE_SIZE } from '@/lib/timeline/merge';
import {
  EMPTY_FILTERED_MESSAGE,
  EMPTY_MESSAGE,
  LIMIT_MESSAGE,
  OLDER_LABEL,
  sourceFailedMessage,
  sourcePartialMessage,
} from '@/lib/timeline/messages';
import type { TimelineEntry, TimelineSource } from '@/lib/timeline/types';

const mocks = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }));
afterEach(() => {
  cleanup();
  mocks.push.mockReset();
});

const NOW = new Date('2020-03-03T09:00:00Z');
const BASE = '/projets/p1';

function entry(n: number, over: Partial<TimelineEntry> = {}): TimelineEntry {
  return {
    id: `e${n}`,
    kind: 'devis',
    at: new Date(NOW.getTime() - n * 60_000).toISOString(),
    summary: `Devis D000${n} envoyé`,
    target: { route: 'quoteView', id: `q${n}`, href: `/devis/q${n}`, label: `Devis D000${n}` },
    ...over,
  };
}
const source = (entries: TimelineEntry[], over: Partial<TimelineSource> = {}): TimelineSource => ({
  id: 'record',
  entries,
  failed: false,
  ...over,
});
const list = () => screen.getByRole('list', { name: 'Chronologie' });

describe('TimelineTab', () => {
  it('shows each entry with its date, kind, summary and the link to its record', () => {
    const first = entry(1);
    const second = entry(2, {
      kind: 'journal',
      summary: 'Signature du devis par support@groupe.example : réussie',
      target: null,
    });
    render(
      <TimelineTab
        sources={[source([second, first])]}
        query={{ kinds: [], pages: 1 }}
        now={NOW}
        basePath={BASE}
      />,
    );
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain(formatDateTime(first.at));
    expect(items[0]?.textContent).toContain('Devis D0001 envoyé');
    expect(within(items[0]!).getByRole('link', { name: 'Devis D0001' }).getAttribute('href')).toBe(
      '/devis/q1',
    );
    expect(within(items[1]!).getByText('Journal')).toBeTruthy();
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: OLDER_LABEL })).toBeNull();
  });

  it('offers older entries with the filter kept, one more page, landing on the first new entry', () => {
    const entries = Array.from({ length: TIMELINE_PAGE_SIZE + 1 }, (_, i) => entry(i + 1));
    render(
      <TimelineTab
        sources={[source(entries)]}
        query={{ kinds: ['devis'], pages: 1 }}
        now={NOW}
        basePath={BASE}
      />,
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(screen.getByRole('link', { name: OLDER_LABEL }).getAttribute('href')).toBe(
      `${BASE}?page=2&tab=chronologie&types=devis#chronologie-${TIMELINE_PAGE_SIZE + 1}`,
    );
  });

  it('stops offering older entries at the last page it shows, and says how to go further', () => {
    const entries = Array.from({ length: TIMELINE_MAX_PAGES * TIMELINE_PAGE_SIZE + 1 }, (_, i) =>
      entry(i + 1),
    );
    render(
      <TimelineTab
        sources={[source(entries)]}
        query={{ kinds: [], pages: TIMELINE_MAX_PAGES }}
        now={NOW}
        basePath={BASE}
      />,
    );
    expect(screen.queryByRole('link', { name: OLDER_LABEL })).toBeNull();
    expect(screen.getByText(LIMIT_MESSAGE)).toBeTruthy();
  });

  it('names a failed source and a partial one (with its full list), and still shows the rest', () => {
    const partial = { read: 100, total: 180, href: '/communications?userId=u1' };
    render(
      <TimelineTab
        sources={[
          source([entry(1)]),
          source([], { id: 'matches', failed: true }),
          source([], { id: 'communications', partial }),
        ]}
        query={{ kinds: [], pages: 1 }}
        now={NOW}
        basePath={BASE}
      />,
    );
    expect(screen.getByText(sourceFailedMessage('matches'))).toBeTruthy();
    expect(sourceFailedMessage('matches')).toBe(
      'Impossible de charger les matches : leurs événements manquent à la chronologie.',
    );
    const note = screen.getByText(sourcePartialMessage('communications', partial), { exact: false });
    expect(note?.textContent).toContain(
      'Seules les 100 communications les plus récentes sur 180 figurent ici.',
    );
    expect(within(note).getByRole('link', { name: 'Voir la liste complète' }).getAttribute('href')).toBe(
      partial.href,
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when there is nothing, or nothing of the kinds asked for', () => {
    const { rerender } = render(
      <TimelineTab sources={[source([])]} query={{ kinds: [], pages: 1 }} now={NOW} basePath={BASE} />,
    );
    expect(screen.getByText(EMPTY_MESSAGE)).toBeTruthy();
    rerender(
      <TimelineTab
        sources={[source([entry(1)])]}
        query={{ kinds: ['avis'], pages: 1 }}
        now={NOW}
        basePath={BASE}
      />,
    );
    expect(screen.getByText(EMPTY_FILTERED_MESSAGE)).toBeTruthy();
  });

  it('filters by kind in the URL, back to the first page, keeping the tab', async () => {
    render(
      <TimelineTab
        sources={[source([entry(1)])]}
        query={{ kinds: [], pages: 3 }}
        now={NOW}
        basePath={BASE}
      />,
    );
    // The filters' code comes after the page (components/ui/live-after-load.tsx).
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Facture' }));
    expect(mocks.push).toHaveBeenCalledWith(`${BASE}?tab=chronologie&types=facture`);
  });
});
