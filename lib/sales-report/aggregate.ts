/**
 * The figures of the sales report (docs/decisions.md, "Sales report"): the provider invoices
 * dispatched in the period, by month and by type, credit notes deducted, and the projects
 * published each month that are signed today. Pure, so the page, the CSV and the tests share it.
 */
import { invoiceType, type InvoiceType } from '@/lib/domain/enums';
import { isCreditNote } from '@/lib/domain/rules/credit-note';
import { monthsOf, type Period, type ReportMonth } from './period';

/** One provider invoice as the report reads it. */
export interface InvoiceRow {
  /** An invoice type, or what a newer gateway sent (counted as an invoice, shown as sent). */
  type: InvoiceType | (string & {});
  status: string;
  /** Dispatch day, yyyy-MM-dd (Paris). */
  day: string;
  exclTax: number;
  inclTax: number;
}

export interface Amounts {
  count: number;
  exclTax: number;
  inclTax: number;
}

export interface ProjectFigures {
  /** Projects published in the month. */
  published: number;
  /** Of those, the ones signed today (SIGNED or FINISHED). */
  signed: number;
}

export interface MonthFigures extends ReportMonth {
  /** Invoices issued (credit notes and cancelled invoices left out). */
  invoices: Amounts;
  /** Credit notes issued, as positive amounts. */
  creditNotes: Amounts;
  /** Invoices minus credit notes. */
  net: Omit<Amounts, 'count'>;
  /** Per type; a credit-note type carries negative amounts. */
  byType: Partial<Record<string, Amounts>>;
  projects: ProjectFigures;
}

export interface TypeFigures extends Amounts {
  type: string;
  creditNote: boolean;
}

export interface SalesReport {
  period: Period;
  months: MonthFigures[];
  /** The types met in the period, in catalogue order, with their totals (credit notes negative). */
  byType: TypeFigures[];
  totals: {
    invoices: Amounts;
    creditNotes: Amounts;
    net: Omit<Amounts, 'count'>;
    projects: ProjectFigures;
  };
  /** CANCELED invoices of the period: void, so in no figure, only counted for the footnote. */
  canceled: number;
}

/** Only this status takes an invoice out of the figures (docs/decisions.md). */
const EXCLUDED_STATUS = 'CANCELED';

const toCents = (value: number) => Math.round(value * 100);
const fromCents = (cents: number) => cents / 100;

interface CentsBucket {
  count: number;
  exclTax: number;
  inclTax: number;
}

const emptyBucket = (): CentsBucket => ({ count: 0, exclTax: 0, inclTax: 0 });
const amountsOf = (bucket: CentsBucket, sign = 1): Amounts => ({
  count: bucket.count,
  exclTax: fromCents(sign * bucket.exclTax),
  inclTax: fromCents(sign * bucket.inclTax),
});

function addTo(bucket: CentsBucket, exclTax: number, inclTax: number): void {
  bucket.count += 1;
  bucket.exclTax += exclTax;
  bucket.inclTax += inclTax;
}

function addBucket(total: CentsBucket, bucket: CentsBucket): void {
  total.count += bucket.count;
  total.exclTax += bucket.exclTax;
  total.inclTax += bucket.inclTax;
}

const creditNoteType = (type: string) => invoiceType.is(type) && isCreditNote(type);

/** Catalogue order first, then unknown types by name. */
function typeOrder(a: string, b: string): number {
  const rank = (type: string) => {
    const index = invoiceType.values.indexOf(type as InvoiceType);
    return index === -1 ? invoiceType.values.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * Adds invoices one at a time (the gateway's CSV is read as it arrives), then builds the report.
 * Sums are kept in cents, so thousands of amounts add up to the cent.
 */
export class SalesReportBuilder {
  private readonly months: ReportMonth[];
  private readonly monthIndex = new Map<string, number>();
  private readonly invoices: CentsBucket[];
  private readonly creditNotes: CentsBucket[];
  private readonly byType: Map<string, CentsBucket>[];
  private canceled = 0;

  constructor(private readonly period: Period) {
    this.months = monthsOf(period);
    this.months.forEach((month, index) => this.monthIndex.set(month.key, index));
    this.invoices = this.months.map(emptyBucket);
    this.creditNotes = this.months.map(emptyBucket);
    this.byType = this.months.map(() => new Map());
  }

  add(row: InvoiceRow): void {
    if (row.day < this.period.from || row.day > this.period.to) return;
    const index = this.monthIndex.get(row.day.slice(0, 7));
    if (index === undefined) return;
    if (row.status === EXCLUDED_STATUS) {
      this.canceled += 1;
      return;
    }
    const creditNote = creditNoteType(row.type);
    // Reports write a credit note negative (a column then sums to the net); here it is what it takes back.
    const magnitude = (amount: number) => (creditNote ? Math.abs(toCents(amount)) : toCents(amount));
    const exclTax = magnitude(row.exclTax);
    const inclTax = magnitude(row.inclTax);
    addTo(creditNote ? this.creditNotes[index] : this.invoices[index], exclTax, inclTax);
    const types = this.byType[index];
    let bucket = types.get(row.type);
    if (!bucket) types.set(row.type, (bucket = emptyBucket()));
    addTo(bucket, exclTax, inclTax);
  }

  build(projects: readonly ProjectFigures[]): SalesReport {
    const totalInvoices = emptyBucket();
    const totalCreditNotes = emptyBucket();
    const totalByType = new Map<string, CentsBucket>();
    const totalProjects: ProjectFigures = { published: 0, signed: 0 };

    const months = this.months.map((month, index): MonthFigures => {
      const invoices = this.invoices[index];
      const creditNotes = this.creditNotes[index];
      const monthProjects = projects[index] ?? { published: 0, signed: 0 };
      addBucket(totalInvoices, invoices);
      addBucket(totalCreditNotes, creditNotes);
      totalProjects.published += monthProjects.published;
      totalProjects.signed += monthProjects.signed;
      const byType: MonthFigures['byType'] = {};
      for (const [type, bucket] of this.byType[index]) {
        byType[type] = amountsOf(bucket, creditNoteType(type) ? -1 : 1);
        let total = totalByType.get(type);
        if (!total) totalByType.set(type, (total = emptyBucket()));
        addBucket(total, bucket);
      }
      return {
        ...month,
        invoices: amountsOf(invoices),
        creditNotes: amountsOf(creditNotes),
        net: {
          exclTax: fromCents(invoices.exclTax - creditNotes.exclTax),
          inclTax: fromCents(invoices.inclTax - creditNotes.inclTax),
        },
        byType,
        projects: monthProjects,
      };
    });

    return {
      period: this.period,
      months,
      byType: [...totalByType.keys()].sort(typeOrder).map((type) => {
        const creditNote = creditNoteType(type);
        return { type, creditNote, ...amountsOf(totalByType.get(type)!, creditNote ? -1 : 1) };
      }),
      totals: {
        invoices: amountsOf(totalInvoices),
        creditNotes: amountsOf(totalCreditNotes),
        net: {
          exclTax: fromCents(totalInvoices.exclTax - totalCreditNotes.exclTax),
          inclTax: fromCents(totalInvoices.inclTax - totalCreditNotes.inclTax),
        },
        projects: totalProjects,
      },
      canceled: this.canceled,
    };
  }
}

/** The report of a list of invoices at once (tests, small periods). */
export function buildSalesReport(
  period: Period,
  invoices: Iterable<InvoiceRow>,
  projects: readonly ProjectFigures[] = [],
): SalesReport {
  const builder = new SalesReportBuilder(period);
  for (const row of invoices) builder.add(row);
  return builder.build(projects);
}

/** Signed projects out of published ones, 0 to 1; null when none was published. */
export function signatureRate(projects: ProjectFigures): number | null {
  return projects.published > 0 ? projects.signed / projects.published : null;
}
