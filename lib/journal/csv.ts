import { formatDateTime } from '@/lib/domain/dates';
import { csvText } from '@/lib/sales-report/csv';
import { journalActionLabel, outcomeLabel } from './actions';
import { targetTypeLabel } from './options';
import { fieldChangeText, journalDetailsText } from './row';
import type { JournalEntry } from './types';

/*
 * The journal as a CSV a French spreadsheet opens as is, like the other exports: UTF-8 with a BOM,
 * `;` between cells, CRLF line ends, every cell safe from formula injection.
 */

const BOM = '\ufeff';

export const JOURNAL_CSV_HEADERS = [
  'Date',
  'Membre de l’équipe',
  'Identifiant du membre',
  'Rôles',
  'Action',
  'Code de l’action',
  'Type de fiche',
  'Identifiant de la fiche',
  'Motif ou commentaire',
  'Détails',
  'Modifications',
  'Résultat',
  'Code du résultat',
  'Identifiant de requête',
  'Identifiant du travail',
  'Identifiant de la demande d’approbation',
] as const;

export function journalCsvLine(entry: JournalEntry): string {
  return [
    formatDateTime(entry.at),
    entry.staffEmail,
    entry.staffId,
    entry.staffRoles.join(', '),
    journalActionLabel(entry.action),
    entry.action,
    targetTypeLabel(entry.targetType),
    entry.targetId ?? '',
    entry.reason ?? '',
    journalDetailsText(entry.details),
    // One line a field, in one cell.
    (entry.changes ?? []).map(fieldChangeText).join('\n'),
    outcomeLabel(entry.outcome),
    entry.outcome,
    entry.requestId,
    entry.jobId ?? '',
    entry.approvalId ?? '',
  ]
    .map(csvText)
    .join(';');
}

export function journalCsvHead(): string {
  return `${BOM}${JOURNAL_CSV_HEADERS.map(csvText).join(';')}\r\n`;
}

export function journalCsvFilename(now: Date = new Date()): string {
  return `journal-${now.toISOString().slice(0, 10)}.csv`;
}
