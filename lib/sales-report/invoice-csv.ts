import 'server-only';
/**
 * Reads the gateway's invoice reports (GET /reports/invoices and /reports/insurance-invoices,
 * docs/gateway-contract.md "CSV reports") into the rows the sales report adds up. Columns are found
 * by their French header, so added or reordered columns do not matter; a missing one fails the
 * read rather than giving wrong figures. Fed in chunks, so a body can be read as it arrives.
 */
import { invoiceStatus, invoiceType } from '@/lib/domain/enums';
import { readDecimal } from '@/lib/domain/rules/shared';
import { GatewayError } from '@/lib/gateway/errors';
import type { InvoiceRow } from './aggregate';

export const REPORT_COLUMNS = {
  type: 'Type',
  status: 'Statut',
  day: "Date d'émission",
  exclTax: 'Montant HT',
  inclTax: 'Montant TTC',
} as const;

type Column = keyof typeof REPORT_COLUMNS;

const BOM = '\ufeff';
const typeByLabel = new Map(invoiceType.options.map((option) => [option.label, option.value]));
const statusByLabel = new Map(invoiceStatus.options.map((option) => [option.label, option.value]));

/** One CSV record's cells: `;`-separated, `"`-quoted where a cell holds `;`, `"` or a line break. */
function cellsOf(record: string): string[] {
  if (!record.includes('"')) return record.split(';');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < record.length; index += 1) {
    const char = record[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (record[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** dd/MM/yyyy (the report's dates) or yyyy-MM-dd, as yyyy-MM-dd; '' otherwise. */
function dayOf(text: string): string {
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (french) return `${french[3]}-${french[2]}-${french[1]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '';
}

function amountOf(text: string, column: string): number {
  const value = readDecimal(text);
  if (value === undefined || Number.isNaN(value)) {
    throw new GatewayError(`The invoices report holds "${text}" in its "${column}" column`);
  }
  return value;
}

export class InvoiceReportReader {
  private rest = '';
  private started = false;
  private positions: Record<Column, number> | null = null;

  constructor(private readonly onRow: (row: InvoiceRow) => void) {}

  /** Reads the complete records of `chunk` (a record may hold quoted line breaks). */
  push(chunk: string): void {
    let text = this.rest + chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    let start = 0;
    let searchFrom = 0;
    for (;;) {
      const end = text.indexOf('\n', searchFrom);
      if (end === -1) break;
      const record = text.slice(start, end);
      // An odd number of quotes: the line break is inside a quoted cell.
      if (countQuotes(record) % 2 === 1) {
        searchFrom = end + 1;
        continue;
      }
      this.record(record.endsWith('\r') ? record.slice(0, -1) : record);
      start = end + 1;
      searchFrom = start;
    }
    this.rest = text.slice(start);
  }

  /** Reads the last record when the body does not end with a line break. */
  end(): void {
    const last = this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest;
    this.rest = '';
    if (last !== '') this.record(last);
    if (!this.positions) throw new GatewayError('The invoices report has no header line');
  }

  private record(record: string): void {
    if (record.trim() === '') return;
    const cells = cellsOf(record);
    if (!this.positions) {
      this.positions = headerPositions(cells.map((cell) => cell.trim()));
      return;
    }
    const at = (column: Column) => (cells[this.positions![column]] ?? '').trim();
    const typeText = at('type');
    const statusText = at('status');
    const day = dayOf(at('day'));
    if (!day) throw new GatewayError(`The invoices report holds the date "${at('day')}"`);
    this.onRow({
      type: typeByLabel.get(typeText) ?? typeText,
      status: statusByLabel.get(statusText) ?? statusText,
      day,
      exclTax: amountOf(at('exclTax'), REPORT_COLUMNS.exclTax),
      inclTax: amountOf(at('inclTax'), REPORT_COLUMNS.inclTax),
    });
  }
}

function countQuotes(text: string): number {
  let count = 0;
  for (let index = text.indexOf('"'); index !== -1; index = text.indexOf('"', index + 1)) count += 1;
  return count;
}

function headerPositions(headers: string[]): Record<Column, number> {
  const positions = {} as Record<Column, number>;
  for (const [column, header] of Object.entries(REPORT_COLUMNS) as [Column, string][]) {
    const index = headers.indexOf(header);
    if (index === -1) throw new GatewayError(`The invoices report has no "${header}" column`);
    positions[column] = index;
  }
  return positions;
}

/** All the rows of one report body (tests, small reports). */
export function readInvoiceReport(text: string): InvoiceRow[] {
  const rows: InvoiceRow[] = [];
  const reader = new InvoiceReportReader((row) => rows.push(row));
  reader.push(text);
  reader.end();
  return rows;
}
