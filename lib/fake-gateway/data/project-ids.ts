/** RIDs and invoice numbers of the project-side entities, for the seed and the records created at run time. */
import { ridCode } from '../core/ids';
import type { CounterName, ProjectData } from './project-data';

type RidKind = Exclude<CounterName, 'invoiceNumber' | 'creditNoteNumber'>;

/**
 * Prefix letter and salt of each kind's RID: P (projet, SPEC §5), D (devis), F (facture pro),
 * R (réception: PV de fin de chantier), I (facture plateforme), T (ticket: signalement). Users use
 * U/C/E and companies S, so an identifier names one kind only.
 */
export const RID_FORMATS: Record<RidKind, readonly [prefix: string, salt: number]> = {
  project: ['P', 17],
  quote: ['D', 19],
  professionalInvoice: ['F', 23],
  worksAcceptance: ['R', 29],
  providerInvoice: ['I', 31],
  issue: ['T', 37],
};

export function ridOf(kind: RidKind, n: number): string {
  const [prefix, salt] = RID_FORMATS[kind];
  return `${prefix}${ridCode(n, salt)}`;
}

/** The RID of the next record of that kind created at run time. */
export function nextRid(data: ProjectData, kind: RidKind): string {
  const n = data.counters[kind];
  data.counters[kind] = n + 1;
  return ridOf(kind, n);
}

/** `FA-2019-000123` for an invoice, `AV-2020-000007` for a credit note: one sequence each. */
export function invoiceNumber(creditNote: boolean, year: number | string, n: number): string {
  return `${creditNote ? 'AV' : 'FA'}-${year}-${String(n).padStart(6, '0')}`;
}

export function nextInvoiceNumber(data: ProjectData, creditNote: boolean, year: number | string): string {
  const counter = creditNote ? 'creditNoteNumber' : 'invoiceNumber';
  data.counters[counter] += 1;
  return invoiceNumber(creditNote, year, data.counters[counter]);
}
