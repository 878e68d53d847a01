// @vitest-environment happy-dom
/**
 * What an entry changed, as staff read it on a record's Journal tab and on /journal, and how they
 * narrow a record's journal to one field, or the journal to one bulk job or approval request.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangesList, WhyCell } from '@/app/(backoffice)/_components/journal-cells';
import { journalCsvLine } from '@/lib/journal/csv';
import { journalHref } from '@/lib/journal/options';
import { journalFilterOf, parseJournalQuery, refusedJournalFilters } from '@/lib/journal/query';
import type { FieldChange, JournalEntry } from '@/lib/journal/types';
import { JOURNAL_TARGET_TYPES } from '@/lib/journal/target-types';

const listJournal = vi.hoisted(() => vi.fn());
const listChangedFields = vi.hoisted(() => vi.fn());
vi.mock('@/lib/journal/read', () => ({ listJournal, listChangedFields }));

const { RecordJournal } = await import('@/app/(backoffice)/_components/record-journal');

afterEach(cleanup);

const STATUS: FieldChange = { field: 'status', label: 'Statut', before: 'En attente', after: 'Payée' };
const MEETING: FieldChange = {
  field: 'meetingDate',
  label: 'Date du rendez-vous',
  before: null,
  after: '12/03/2024 à 10 h 42',
};

const entry = (over: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 'j1',
  at: '2024-03-03T10:00:00.000Z',
  staffId: 's1',
  staffEmail: 'agent@groupe.example',
  staffRoles: ['CA'],
  action: 'updateRelationship',
  targetType: 'relationshipView',
  targetId: 'r1',
  reason: null,
  details: null,
  outcome: 'SUCCESS',
  requestId: 'req-1',
  changes: [STATUS, MEETING],
  ...over,
});

/** What a screen reader reads of an element: its text without what is hidden from it. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
/** What the eye reads: without the words meant for screen readers only. */
function seen(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('the changes of a journal entry', () => {
  it('reads « label : before → after », one field a line, with a dash for an empty value', () => {
    render(<WhyCell entry={entry({ reason: 'Demande du client' })} />);

    const items = within(screen.getByRole('list', { name: 'Modifications' })).getAllByRole('listitem');
    expect(items.map(seen)).toEqual([
      'Statut : En attente → Payée',
      'Date du rendez-vous : — → 12/03/2024 à 10 h 42',
    ]);
    expect(screen.getByText('Demande du client')).toBeTruthy();
  });

  it('says the change in words to a screen reader, never an arrow or a dash alone', () => {
    render(<ChangesList changes={[STATUS, MEETING]} />);

    const items = screen.getAllByRole('listitem');
    expect(items.map(spoken)).toEqual([
      'Statut : En attente devient Payée',
      'Date du rendez-vous : vide devient 12/03/2024 à 10 h 42',
    ]);
  });

  it('shows a long value whole, wrapped between its words rather than cut', () => {
    const text = 'Le professionnel a confirmé la visite du chantier avec le client pour la semaine prochaine';
    render(<ChangesList changes={[{ field: 'comment', label: 'Commentaire', before: null, after: text }]} />);

    const value = screen.getByText(
      (_, element) => element?.textContent === text && element.tagName === 'SPAN',
    );
    expect(value.className).not.toMatch(/truncate|break-all|line-clamp/);
  });

  it('never breaks a word at its hyphens: an invoice number stays on one line', () => {
    render(
      <ChangesList
        changes={[
          { field: 'creditNotes', label: 'Avoirs', before: null, after: 'AV-2020-000017, AV-2020-000018' },
        ]}
      />,
    );

    expect(screen.getByText('AV-2020-000017,').className).toContain('whitespace-nowrap');
    expect(screen.getByText('AV-2020-000018').className).toContain('whitespace-nowrap');
  });

  it('shows nothing for an entry that changed no field', () => {
    const { container } = render(<ChangesList changes={null} />);
    expect(container.innerHTML).toBe('');
    render(<WhyCell entry={entry({ changes: [] })} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('writes the changes, the job and the approval request in the CSV', () => {
    const line = journalCsvLine(entry({ jobId: 'job-1', approvalId: 'ap-1' }));
    expect(line).toContain('"Statut : En attente → Payée\nDate du rendez-vous : — → 12/03/2024 à 10 h 42"');
    expect(line.endsWith(';req-1;job-1;ap-1')).toBe(true);
  });
});

describe('the journal of one bulk job or approval request', () => {
  it('is linked to by its id, and read by it from the URL', () => {
    expect(journalHref({ jobId: 'job 1' })).toBe('/journal?travail=job+1');
    expect(journalHref({ approvalId: 'ap-1' })).toBe('/journal?approbation=ap-1');

    const query = parseJournalQuery({ travail: 'job-1', approbation: 'ap-1' });
    expect(journalFilterOf(query, [...JOURNAL_TARGET_TYPES])).toMatchObject({
      jobId: 'job-1',
      approvalId: 'ap-1',
    });
    expect(refusedJournalFilters({ travail: 'job\u0000' })).toHaveProperty('travail');
  });
});

describe("a record's Journal tab filtered to one field", () => {
  const tab = (searchParams: Record<string, string>) =>
    RecordJournal({
      targetType: 'relationshipView',
      targetId: 'r1',
      roles: ['CA'],
      basePath: '/mises-en-relation/r1',
      searchParams: { tab: 'journal', ...searchParams },
      keep: { from: 'list' },
    });

  beforeEach(() => {
    listJournal.mockReset().mockResolvedValue({ entries: [entry()], nextCursor: 'older' });
    listChangedFields.mockReset().mockResolvedValue([
      { field: 'meetingDate', label: 'Date du rendez-vous' },
      { field: 'status', label: 'Statut' },
    ]);
  });

  it('offers the fields its entries changed, and reads only the entries that changed the one chosen', async () => {
    render(await tab({ champ: 'status' }));

    expect(listJournal).toHaveBeenCalledWith(
      expect.objectContaining({ targetTypes: ['relationshipView'], targetId: 'r1', field: 'status' }),
    );
    const select = screen.getByRole('combobox', { name: 'Champ modifié' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Tous les champs',
      'Date du rendez-vous',
      'Statut',
    ]);
    expect(select.value).toBe('status');
    // The form answers with the same tab, keeping the list the record was opened from.
    const form = select.closest('form')!;
    expect(form.getAttribute('action')).toBe('/mises-en-relation/r1');
    expect(Object.fromEntries(new FormData(form))).toEqual({ from: 'list', tab: 'journal', champ: 'status' });
    // Older entries stay filtered.
    const older = screen.getByRole('link', { name: /Plus anciennes/ }).getAttribute('href')!;
    expect(new URL(older, 'http://app.test').searchParams.get('champ')).toBe('status');
  });

  it('ignores a malformed field, and offers no filter before any entry changed a field', async () => {
    listChangedFields.mockResolvedValue([]);
    render(await tab({ champ: '{"x":1}' }));

    expect(listJournal).toHaveBeenCalledWith(expect.objectContaining({ field: undefined }));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
