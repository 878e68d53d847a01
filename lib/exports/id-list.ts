/**
 * The list of identifiers a SUPPORT user pastes or uploads for a bulk re-synchronisation, read line
 * by line in the browser (and the batch schema the server action checks again). One identifier per
 * line, of the type chosen for the whole list; a line may name its own type first, `Type;id`
 * (`;`, `,` or a tab), so one list can mix users, projects, quotes and invoices. The type is its
 * French label, in any case and with or without accents (`Facture professionnelle;…`), or the
 * gateway's code (`PROFESSIONAL_INVOICE;…`) for lists written before. No schema library
 * here: the browser reads the list; the server action checks each batch with ./bulk-sync-batch.
 */
import { bulkSyncType, type BulkSyncType } from '@/lib/domain/enums';
import { UUID_MESSAGES } from '@/lib/domain/rules/identifier-messages';
import { UUID_PATTERN } from '@/lib/domain/rules/patterns';
import { BULK_SYNC_MESSAGES } from './messages';

/** Identifiers per call to POST /tooling/domain-events/sync. */
export const BULK_SYNC_BATCH_SIZE = 50;
/** A longer list is refused as a whole: 100 calls are already a few minutes of waiting. */
export const BULK_SYNC_MAX_IDS = 5_000;
/** A file of 5,000 `Facture professionnelle;<uuid>` lines is about 330 KB. */
export const ID_LIST_MAX_FILE_BYTES = 1024 * 1024;

export interface IdEntry {
  /** 1-based, as an editor numbers lines. */
  line: number;
  type: BulkSyncType;
  id: string;
}

export interface IdProblem {
  line: number;
  /** The line as typed (trimmed). */
  text: string;
  message: string;
}

export interface IdList {
  /** The valid lines, each type and id once, in the order of the list. */
  entries: IdEntry[];
  /** The malformed lines: shown with their number and message, never sent. */
  problems: IdProblem[];
  /** Valid lines that repeat an earlier one (same type and id): sent once. */
  duplicates: number;
  /** More than BULK_SYNC_MAX_IDS valid identifiers: nothing may be sent. */
  tooMany: boolean;
}

const TYPED_LINE = /^([\p{L}_ ]+?)\s*[;,\t]\s*(.*)$/u;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

const TYPE_BY_NAME = new Map<string, BulkSyncType>(
  bulkSyncType.values.flatMap((value) => [
    [folded(bulkSyncType.label(value)), value],
    [folded(value), value],
  ]),
);

/** The type a line names, by its French label or its code. */
function namedType(name: string): BulkSyncType | undefined {
  return TYPE_BY_NAME.get(folded(name));
}

/** A line naming its type, as the list reads it back (`Facture professionnelle;<uuid>`). */
export function typedLine({ type, id }: { type: BulkSyncType; id: string }): string {
  return `${bulkSyncType.label(type)};${id}`;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).trim()
    : value;
}

function readLine(text: string, defaultType: BulkSyncType): { type: BulkSyncType; id: string } | string {
  const typed = TYPED_LINE.exec(text);
  let type = defaultType;
  let raw = text;
  if (typed) {
    const named = namedType(typed[1]);
    if (!named)
      return BULK_SYNC_MESSAGES.unknownType(
        typed[1],
        bulkSyncType.options.map((option) => option.label),
      );
    type = named;
    raw = typed[2];
  }
  const id = unquote(raw.trim());
  // The SPEC §5 messages: "Merci de saisir un uuid." for `TYPE;` alone, else "… un uuid valide.".
  if (id === '') return UUID_MESSAGES.required;
  return UUID_PATTERN.test(id) ? { type, id: id.toLowerCase() } : UUID_MESSAGES.invalid;
}

/** Reads a pasted or uploaded list; blank lines are skipped but still counted in line numbers. */
export function parseIdList(text: string, defaultType: BulkSyncType): IdList {
  const entries: IdEntry[] = [];
  const problems: IdProblem[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  // A file saved by a spreadsheet starts with a BOM; any line end (CRLF, LF, CR) is accepted.
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((content, index) => {
    const trimmed = content.trim();
    if (trimmed === '') return;
    const read = readLine(trimmed, defaultType);
    if (typeof read === 'string') {
      problems.push({ line: index + 1, text: trimmed, message: read });
      return;
    }
    const key = `${read.type}:${read.id}`;
    if (seen.has(key)) {
      duplicates += 1;
      return;
    }
    seen.add(key);
    entries.push({ line: index + 1, ...read });
  });
  return { entries, problems, duplicates, tooMany: entries.length > BULK_SYNC_MAX_IDS };
}
