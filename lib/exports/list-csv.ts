/**
 * A list's filtered view as a CSV a French spreadsheet opens as is, like the other exports: UTF-8
 * with a BOM, `;` between cells, CRLF line ends, decimal commas, French labels and dates, every
 * text cell safe from formula injection. One builder per list the "Exporter ces résultats" button
 * offers; the route handler (app/api/exports) reads the pages and writes these lines.
 */
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { invoiceStatus, invoiceType, projectStatus } from '@/lib/domain/enums';
import type { ProjectListItem, ProviderInvoice } from '@/lib/domain/schemas';
import { csvAmount, csvText } from '@/lib/sales-report/csv';

const BOM = '\ufeff';

/** The lists whose view can be exported, by the `list` parameter of the export route. */
export const EXPORTABLE_LISTS = ['invoices', 'projects'] as const;
export type ExportableList = (typeof EXPORTABLE_LISTS)[number];

/** A filtered view longer than this is refused: staff narrow it, or use the period reports. */
export const LIST_EXPORT_MAX_ROWS = 10_000;

export interface ListCsv<T> {
  /** The file's name before its date, and what the journal calls the export. */
  name: string;
  label: string;
  headers: readonly string[];
  cells: (item: T) => string[];
}

const text = (value: string | null | undefined) => csvText(value ?? '');

export const INVOICES_CSV: ListCsv<ProviderInvoice> = {
  name: 'factures',
  label: 'Liste des factures',
  headers: [
    'Numéro',
    'RID',
    'Type',
    'Statut',
    'Destinataire',
    'RID du destinataire',
    'E-mail du destinataire',
    'Projet',
    'Montant HT',
    'Montant TTC',
    "Date d'émission",
    'Date de paiement',
    'Date du statut',
  ],
  cells: (invoice) => [
    text(invoice.number),
    text(invoice.rid),
    text(invoiceType.label(invoice.type)),
    text(invoiceStatus.label(invoice.status)),
    text(`${invoice.recipient.firstName} ${invoice.recipient.lastName}`.trim()),
    text(invoice.recipient.rid),
    text(invoice.recipient.email),
    text(invoice.project?.rid),
    csvAmount(invoice.amount.exclTax),
    csvAmount(invoice.amount.inclTax),
    text(formatDateTime(invoice.dispatchedAt)),
    text(formatDate(invoice.paidAt)),
    text(formatDateTime(invoice.statusDate)),
  ],
};

export const PROJECTS_CSV: ListCsv<ProjectListItem> = {
  name: 'projets',
  label: 'Liste des projets',
  headers: [
    'RID',
    'Travaux',
    'Propriétaire',
    'RID du propriétaire',
    'E-mail du propriétaire',
    'Ville',
    'Code postal',
    'Publié le',
    'Dernier événement',
    'Statut',
  ],
  cells: (project) => [
    text(project.rid),
    text(project.workNeed.label),
    text(`${project.owner.firstName} ${project.owner.lastName}`.trim()),
    text(project.owner.rid),
    text(project.owner.email),
    text(project.address.cityName),
    text(project.address.postalCode),
    text(formatDate(project.publicationDate)),
    text(formatDateTime(project.lastEventDate)),
    text(projectStatus.label(project.status)),
  ],
};

export function csvHead(csv: ListCsv<never>): string {
  return `${BOM}${csv.headers.map(csvText).join(';')}\r\n`;
}

export function csvLines<T>(csv: ListCsv<T>, items: readonly T[]): string {
  return items.map((item) => `${csv.cells(item).join(';')}\r\n`).join('');
}

/** `factures-2020-03-03.csv`: the list and the Paris day of the export. */
export function listCsvFilename(csv: ListCsv<never>, day: string): string {
  return `${csv.name}-${day}.csv`;
}

export const LIST_EXPORT_MESSAGES = {
  tooMany: (max: number) =>
    `Plus de ${max.toLocaleString('fr-FR')} résultats : affinez les filtres avant d’exporter.`,
  journal: (label: string, count: number) =>
    `${label} : ${count.toLocaleString('fr-FR')} ${count > 1 ? 'résultats' : 'résultat'}`,
} as const;
