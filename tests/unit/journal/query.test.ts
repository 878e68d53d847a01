import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '@/lib/journal/cursor';
import { journalCsvHead, journalCsvLine } from '@/lib/journal/csv';
import {
  JOURNAL_FILTER_CONTROL_MESSAGE,
  journalFilterOf,
  parseJournalQuery,
  refusedJournalFilters,
} from '@/lib/journal/query';
import { JOURNAL_TARGET_TYPES } from '@/lib/journal/target-types';
import { tabTargetTypes, visibleTargetTypes } from '@/lib/journal/visibility';

describe('the journal screen URL', () => {
  it('reads the filters, drops malformed values, and turns Paris days into instants', () => {
    const query = parseJournalQuery({
      staff: ' Agent@Groupe.example ',
      action: 'signQuote',
      targetType: 'nonsense',
      targetId: 'q1',
      outcome: 'FAILURE',
      from: '2024-07-01',
      to: '2024-07-31',
      size: '7',
    });
    expect(query).toMatchObject({ staff: 'agent@groupe.example', targetType: undefined, size: 20 });

    const filter = journalFilterOf(query, [...JOURNAL_TARGET_TYPES]);
    expect(filter).toMatchObject({
      staffEmail: 'agent@groupe.example',
      action: 'signQuote',
      targetId: 'q1',
      outcome: 'FAILURE',
      targetTypes: undefined,
      // Summer time in Paris: UTC+2.
      from: '2024-06-30T22:00:00.000Z',
      to: '2024-07-31T21:59:59.999Z',
      limit: 20,
    });
  });

  it('refuses a typed filter holding a control character, by name, and nothing else', () => {
    expect(
      refusedJournalFilters({
        staff: 'agent\u0000@groupe.example',
        action: 'signQuote',
        targetId: ['q1\n', 'q2'],
        outcome: 'SUCCESS\u0000',
      }),
    ).toEqual({ staff: JOURNAL_FILTER_CONTROL_MESSAGE, targetId: JOURNAL_FILTER_CONTROL_MESSAGE });
    expect(refusedJournalFilters({ staff: 'Agent@Groupe.example', targetId: 'q1 q2', action: 'é' })).toEqual(
      {},
    );
  });

  it('limits a viewer to the kinds of record they may open', () => {
    expect(journalFilterOf(parseJournalQuery({}), ['userView']).targetTypes).toEqual(['userView']);
  });
});

describe('what a role sees of the journal', () => {
  it('shows SUPPORT every kind, and others none of the credentials', () => {
    expect(visibleTargetTypes(['SUPPORT'])).toEqual([...JOURNAL_TARGET_TYPES]);
    expect(visibleTargetTypes(['CA'])).not.toContain('credentialsView');
    expect(visibleTargetTypes(['CA'])).toContain('projectView');
  });

  it("lists a staff member's user and credentials entries on one tab, for SUPPORT only", () => {
    expect(tabTargetTypes('userView', ['SUPPORT'])).toEqual(['userView', 'credentialsView']);
    expect(tabTargetTypes('userView', ['FINANCE'])).toEqual(['userView']);
    expect(tabTargetTypes('quoteView', ['FINANCE'])).toEqual(['quoteView']);
  });
});

describe('the journal cursor', () => {
  it('round-trips, and anything else is no cursor', () => {
    const cursor = encodeCursor({ at: '2024-05-02T10:00:00.000Z', id: '42' });
    expect(decodeCursor(cursor)).toEqual({ at: '2024-05-02T10:00:00.000Z', id: '42' });
    expect(decodeCursor('garbage')).toBeNull();
    expect(decodeCursor(Buffer.from("x|1'; drop table").toString('base64url'))).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor(Buffer.from('2024-05-02T10:00:00.000Z\u0000|42').toString('base64url'))).toBeNull();
  });
});

describe('the journal CSV', () => {
  it('has French headers, a BOM and `;`, and keeps a cell from being read as a formula', () => {
    expect(journalCsvHead().startsWith('\ufeffDate;Membre de l’équipe;')).toBe(true);
    const line = journalCsvLine({
      id: '1',
      at: '2024-05-02T10:00:00.000Z',
      staffId: 's1',
      staffEmail: 'agent@groupe.example',
      staffRoles: ['SUPPORT'],
      action: 'cancelQuote',
      targetType: 'quoteView',
      targetId: 'q1',
      reason: '=HYPERLINK("x"); trop cher',
      details: 'Signé le 2020-03-03',
      outcome: 'QUOTE_WITH_BILLING_PAID_INVOICES',
      requestId: 'req-1',
    });
    expect(line).toBe(
      '02/05/2024 12:00:00;agent@groupe.example;s1;SUPPORT;Annulation du devis;cancelQuote;Devis;q1;' +
        `"'=HYPERLINK(""x""); trop cher";Signé le 03/03/2020;;` +
        "Échec : Au moins une option est active, merci de la résilier avant d'annuler la signature du devis;" +
        'QUOTE_WITH_BILLING_PAID_INVOICES;req-1;;',
    );
  });
});
