import { describe, expect, it } from 'vitest';
import { bulkSyncBatch } from '@/lib/exports/bulk-sync-batch';
import { BULK_SYNC_BATCH_SIZE, BULK_SYNC_MAX_IDS, parseIdList, typedLine } from '@/lib/exports/id-list';

const A = '3f96e3dd-0b4f-4c1e-9f5a-1d2c3b4a5e6f';
const B = '777e0d5e-d936-4dec-ad5c-6a67cb763fc3';
const C = 'D1250A4F-FB9D-4478-9FE7-C6A65CF3B58B';

describe('parseIdList', () => {
  it('reads one identifier per line with the type chosen for the list, skipping blank lines', () => {
    const list = parseIdList(`${A}\n\n  ${B}  \r\n`, 'PROJECT');
    expect(list).toEqual({
      entries: [
        { line: 1, type: 'PROJECT', id: A },
        { line: 3, type: 'PROJECT', id: B },
      ],
      problems: [],
      duplicates: 0,
      tooMany: false,
    });
  });

  it('lets a line name its own type by its French label, in any case and accent, after ";", "," or a tab', () => {
    const list = parseIdList(
      `utilisateur;${A}\nDevis , ${B}\nfacture professionnelle\t${C}\nFacture;${B}\nprojet;${C}\n${A}`,
      'PROJECT',
    );
    expect(list.entries).toEqual([
      { line: 1, type: 'USER', id: A },
      { line: 2, type: 'QUOTE', id: B },
      // Ids are compared and sent in lower case, as the gateway writes them.
      { line: 3, type: 'PROFESSIONAL_INVOICE', id: C.toLowerCase() },
      { line: 4, type: 'PROVIDER_INVOICE', id: B },
      { line: 5, type: 'PROJECT', id: C.toLowerCase() },
      { line: 6, type: 'PROJECT', id: A },
    ]);
  });

  it('still reads the codes of lists written before, and writes a failed line back with its label', () => {
    const list = parseIdList(`user;${A}\nprovider_invoice\t${B}`, 'PROJECT');
    expect(list.entries).toEqual([
      { line: 1, type: 'USER', id: A },
      { line: 2, type: 'PROVIDER_INVOICE', id: B },
    ]);
    expect(list.entries.map(typedLine)).toEqual([`Utilisateur;${A}`, `Facture;${B}`]);
  });

  it('shows each malformed line with its number and the SPEC §5 uuid message, and keeps the others', () => {
    const list = parseIdList(`${A}\nabc-123\nUSER;\n${B}\nMATCH;${A}\n${A}x`, 'USER');
    expect(list.entries.map((entry) => entry.line)).toEqual([1, 4]);
    expect(list.problems).toEqual([
      { line: 2, text: 'abc-123', message: 'Merci de saisir un uuid valide.' },
      { line: 3, text: 'USER;', message: 'Merci de saisir un uuid.' },
      {
        line: 5,
        text: `MATCH;${A}`,
        message:
          'Type inconnu « MATCH » : utilisez Utilisateur, Projet, Devis, Facture ou Facture professionnelle.',
      },
      { line: 6, text: `${A}x`, message: 'Merci de saisir un uuid valide.' },
    ]);
  });

  it('reads a spreadsheet file: BOM, CRLF, a header line and quoted values', () => {
    const list = parseIdList(`\uFEFFIdentifiant\r\n"${A}"\r\nPROJECT;"${B}"\r\n`, 'USER');
    expect(list.entries).toEqual([
      { line: 2, type: 'USER', id: A },
      { line: 3, type: 'PROJECT', id: B },
    ]);
    expect(list.problems).toEqual([
      { line: 1, text: 'Identifiant', message: 'Merci de saisir un uuid valide.' },
    ]);
  });

  it('sends a repeated identifier once and counts the repeats; the same id of another type is no repeat', () => {
    const list = parseIdList(`${A}\n${A.toUpperCase()}\nUSER;${A}\nQUOTE;${A}`, 'USER');
    expect(list.entries).toEqual([
      { line: 1, type: 'USER', id: A },
      { line: 4, type: 'QUOTE', id: A },
    ]);
    expect(list.duplicates).toBe(2);
  });

  it('refuses a list longer than the limit as a whole', () => {
    const ids = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
    expect(parseIdList(ids(BULK_SYNC_MAX_IDS).join('\n'), 'USER').tooMany).toBe(false);
    const tooLong = parseIdList(ids(BULK_SYNC_MAX_IDS + 1).join('\n'), 'USER');
    expect(tooLong.tooMany).toBe(true);
    expect(tooLong.entries).toHaveLength(BULK_SYNC_MAX_IDS + 1);
  });

  it('is empty for an empty or blank text', () => {
    expect(parseIdList('  \n\t\n', 'USER')).toEqual({
      entries: [],
      problems: [],
      duplicates: 0,
      tooMany: false,
    });
  });
});

describe('bulkSyncBatch (what the server action accepts)', () => {
  it('takes 1 to BULK_SYNC_BATCH_SIZE entities of the bulk types with a uuid each', () => {
    expect(bulkSyncBatch.safeParse([{ type: 'USER', id: A }]).success).toBe(true);
    const full = Array.from({ length: BULK_SYNC_BATCH_SIZE }, () => ({ type: 'QUOTE', id: B }));
    expect(bulkSyncBatch.safeParse(full).success).toBe(true);
    expect(bulkSyncBatch.safeParse([...full, { type: 'QUOTE', id: B }]).success).toBe(false);
    expect(bulkSyncBatch.safeParse([]).success).toBe(false);
  });

  it('refuses another entity type or a malformed id with its SPEC §5 message', () => {
    expect(bulkSyncBatch.safeParse([{ type: 'MATCH', id: A }]).success).toBe(false);
    const malformed = bulkSyncBatch.safeParse([{ type: 'USER', id: 'nope' }]);
    expect(malformed.error?.issues[0]).toMatchObject({
      path: [0, 'id'],
      message: 'Merci de saisir un uuid valide.',
    });
  });
});
