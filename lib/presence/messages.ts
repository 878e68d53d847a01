import { roleLabel } from '@/lib/domain/roles';
import type { RecordView } from './record-types';

/** The record as the notices name it, with its demonstrative: « consulte aussi cette facture ». */
export const PRESENCE_RECORD_NOUNS = {
  userView: 'ce client',
  matchView: 'ce match',
  projectView: 'ce projet',
  documentView: 'ce document',
  relationshipView: 'cette mise en relation',
  discussionView: 'cette discussion',
  quoteView: 'ce devis',
  proInvoiceView: 'cette facture professionnelle',
  worksAcceptanceView: 'ce PV de fin de chantier',
  feedbackView: 'cet avis',
  issueView: 'ce signalement',
  invoiceView: 'cette facture',
  credentialsView: 'cet utilisateur',
} as const satisfies Record<RecordView, string>;

export interface PresentPerson {
  firstName: string;
  lastName: string;
  roles: readonly string[];
}

const names = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });

/** « Lucie Bernard (FINANCE) », roles with their French labels. */
export function presentPersonLabel(person: PresentPerson): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.roles.length > 0 ? `${name} (${person.roles.map(roleLabel).join(', ')})` : name;
}

/** « X (FINANCE) consulte aussi cette facture », « X et Y consultent aussi… »; null when nobody else. */
export function alsoViewingText(recordType: RecordView, people: readonly PresentPerson[]): string | null {
  if (people.length === 0) return null;
  const verb = people.length === 1 ? 'consulte' : 'consultent';
  return `${names.format(people.map(presentPersonLabel))} ${verb} aussi ${PRESENCE_RECORD_NOUNS[recordType]}`;
}

/** Said above the composer while someone else types an answer in the same discussion. */
export function writingText(people: readonly PresentPerson[]): string | null {
  if (people.length === 0) return null;
  const verb = people.length === 1 ? 'est' : 'sont';
  const who = names.format(people.map((person) => `${person.firstName} ${person.lastName}`.trim()));
  return `${who} ${verb} en train d'écrire une réponse dans cette discussion`;
}
