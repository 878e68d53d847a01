// @vitest-environment happy-dom
/**
 * A journal row as staff read it on /journal and a record's Journal tab: the action's French label,
 * the record by its name, French dates, the failure's reason; identifiers kept whole for a copy and
 * in tooltips, never as the text itself.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionCell, OutcomeCell, StaffCell, WhyCell } from '@/app/(backoffice)/_components/journal-cells';
import { frenchDatesIn } from '@/lib/domain/dates';
import { journalTargetText } from '@/lib/journal/options';
import { identifierParts, journalDetailsText } from '@/lib/journal/row';
import type { JournalEntry } from '@/lib/journal/types';

afterEach(cleanup);

const UUID = '3f2b8c1e-9a4d-4e1f-8b7a-2c5d6e7f8a9b';

const entry = (over: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 'j1',
  at: '2020-03-03T10:00:00.000+01:00',
  staffId: 's1',
  staffEmail: 'manager.ca@groupe.example',
  staffRoles: ['MANAGER_CA', 'CA'],
  action: 'signQuote',
  targetType: 'quoteView',
  targetId: UUID,
  reason: null,
  details: 'Signé le 2020-03-03',
  outcome: 'SUCCESS',
  requestId: 'req-42',
  ...over,
});

function visibleText(node: React.ReactElement): string {
  const { container } = render(node);
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

describe('a journal row', () => {
  it('names the record by its name and RID, or by its kind when the gateway gave none', () => {
    expect(journalTargetText({ ...entry(), targetName: 'Devis D000J' })).toBe('Devis D000J');
    expect(journalTargetText({ ...entry(), targetType: 'userView', targetName: null })).toBe('Fiche client');
    expect(journalTargetText(entry())).not.toContain(UUID);
    expect(journalTargetText(entry({ targetType: null, targetId: null }))).toBe('');
  });

  it('reads the action, the roles and the details in French', () => {
    expect(visibleText(<ActionCell entry={entry({ action: 'home' })} />)).toBe('Recherche');
    expect(visibleText(<ActionCell entry={entry({ action: 'createCreditNote' })} />)).toBe(
      "Génération d'un avoir",
    );
    expect(visibleText(<StaffCell entry={entry()} />)).toContain('MANAGER CA, CA');
    expect(visibleText(<WhyCell entry={entry({ reason: 'Demande du client' })} />)).toBe(
      'Demande du clientSigné le 03/03/2020',
    );
  });

  it('writes ISO dates the French way, a day as written and an instant in Paris', () => {
    expect(journalDetailsText('Début : 2020-03-10 · Fin : 2020-04-30')).toBe(
      'Début : 10/03/2020 · Fin : 30/04/2020',
    );
    expect(frenchDatesIn('Payée le 2020-03-03T23:30:00.000Z')).toBe('Payée le 04/03/2020 00:30:00');
    expect(journalDetailsText(null)).toBe('');
    expect(frenchDatesIn('Acompte : 30 %')).toBe('Acompte : 30 %');
  });

  it('shows an identifier in the details short, whole in its tooltip and in the copied text', () => {
    render(<WhyCell entry={entry({ details: `Avoir ${UUID}` })} />);
    const identifier = screen.getByTitle(UUID);
    expect(identifier.textContent).toBe(UUID);
    expect(identifier.className).toContain('truncate');
    expect(identifierParts(`1 identifiant(s) : Utilisateur ${UUID}`)).toEqual([
      { text: '1 identifiant(s) : Utilisateur ', identifier: false },
      { text: UUID, identifier: true },
    ]);
  });

  it('says why an action failed without its code, and keeps the request id in the tooltip', () => {
    render(<OutcomeCell entry={entry({ outcome: 'MAX_ACTIVE_RELATIONSHIPS' })} />);
    expect(screen.getByText('Échec')).toBeTruthy();
    expect(
      screen.getByText('Suffisamment de professionnels se sont déjà positionnés sur ce projet'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/MAX_ACTIVE|req-42/);
    expect(screen.getByTitle('Requête req-42')).toBeTruthy();
    cleanup();
    expect(visibleText(<OutcomeCell entry={entry()} />)).toBe('Réussie');
  });
});
