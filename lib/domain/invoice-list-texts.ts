import { MAX_STATUS_AGE_DAYS } from './constants';

/** The labels of the invoice list, which loads them without the invoice actions' texts. */
export const INVOICE_LIST_TEXTS = {
  caption: 'Liste des factures',
  subtitle: 'Factures et avoirs émis par la plateforme.',
  dispatchRange: "Date d'émission",
  recipientScope: 'Factures du destinataire',
  projectScope: 'Factures du projet',
  statusAge: 'Statut inchangé depuis plus de … jours',
  statusAgeHint: `Un nombre entier de jours, de 1 à ${MAX_STATUS_AGE_DAYS}.`,
  /** Before the filtered set's amount, every page of it. */
  totalInclTax: 'Total TTC :',
} as const;
