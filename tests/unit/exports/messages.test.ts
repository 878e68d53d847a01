import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';
import { bulkSyncSummary, byteSize } from '@/lib/exports/messages';

describe('bulkSyncSummary', () => {
  it('says what was sent, in how many batches', () => {
    expect(bulkSyncSummary({ sent: 1, failed: 0, batchCount: 1 })).toBe(
      'La demande de re-synchronisation a été envoyée : 1 identifiant en 1 lot.',
    );
    expect(bulkSyncSummary({ sent: 1200, failed: 0, batchCount: 24 })).toBe(
      'La demande de re-synchronisation a été envoyée : 1\u202f200 identifiants en 24 lots.',
    );
  });

  it('says what failed', () => {
    expect(bulkSyncSummary({ sent: 70, failed: 50, batchCount: 3 })).toBe(
      'La demande de re-synchronisation a été envoyée pour 70 identifiants et a échoué pour 50 identifiants.',
    );
    expect(bulkSyncSummary({ sent: 0, failed: 1, batchCount: 1 })).toBe(
      'La demande de re-synchronisation a échoué pour 1 identifiant.',
    );
  });
});

describe('export messages', () => {
  it('names the file in the "data export done" message', () => {
    expect(EXPORT_MESSAGES.done('factures-2020-01-01-2020-01-31.csv')).toBe(
      "L'export des données est terminé : factures-2020-01-01-2020-01-31.csv.",
    );
  });

  it.each([
    [850, '850 octets'],
    [12_697, '12,4 Ko'],
    [6_070_813, '5,8 Mo'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(byteSize(bytes)).toBe(text);
  });
});
