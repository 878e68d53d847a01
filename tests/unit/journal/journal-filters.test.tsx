// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { journalFilters } from '@/app/(backoffice)/journal/_components/journal-filters';
import { JournalTable } from '@/app/(backoffice)/journal/_components/journal-table';
import {
  JOURNAL_FILTER_CONTROL_MESSAGE,
  parseJournalQuery,
  refusedJournalFilters,
} from '@/lib/journal/query';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

it('shows why a filter of the journal screen is refused under that filter, the others untouched', async () => {
  // What the page hands the table for /journal?staff=agent%00…&targetId=q1
  const params = { staff: 'agent\u0000@groupe.example', targetId: 'q1' };
  const query = parseJournalQuery(params);
  render(
    <JournalTable
      entries={[]}
      nextCursor={null}
      query={query}
      filters={journalFilters(query)}
      filterErrors={refusedJournalFilters(params)}
    />,
  );

  // The filters' code comes after the page (components/ui/live-after-load.tsx).
  const staff = await screen.findByRole('searchbox', { name: 'Membre de l’équipe' });
  expect(staff.getAttribute('aria-invalid')).toBe('true');
  const described = staff.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(described)?.textContent).toBe(JOURNAL_FILTER_CONTROL_MESSAGE);
  const target = screen.getByRole('searchbox', { name: 'Identifiant de la fiche' });
  expect(target.getAttribute('aria-invalid')).toBeNull();
  expect((target as HTMLInputElement).value).toBe('q1');
});
