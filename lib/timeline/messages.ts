import type { TimelineSource, TimelineSourceId } from './types';

/** What the tab calls each source in its notes. */
const SOURCE_NAMES: Record<TimelineSourceId, string> = {
  record: 'les données de la fiche',
  paymentAccount: 'le compte de paiement',
  projects: 'les projets',
  projectDetails: 'le détail des projets',
  matches: 'les matches',
  discussions: 'les discussions',
  providerInvoices: 'les factures',
  issues: 'les signalements',
  feedbacks: 'les avis',
  communications: 'les communications',
  journal: 'le journal',
};

/** A source that did not answer: the rest of the timeline still shows. */
export function sourceFailedMessage(id: TimelineSourceId): string {
  return `Impossible de charger ${SOURCE_NAMES[id]} : leurs événements manquent à la chronologie.`;
}

/** A source read up to its bound: which part the timeline holds. */
export function sourcePartialMessage(
  id: TimelineSourceId,
  { read, total }: NonNullable<TimelineSource['partial']>,
): string {
  switch (id) {
    case 'projectDetails':
      return `Mises en relation, devis, factures, PV et avis : seuls les ${read} projets les plus récents sur ${total} sont détaillés.`;
    case 'communications':
    case 'providerInvoices':
    case 'discussions':
      return `Seules les ${read} ${SOURCE_NAMES[id].replace(/^les /, '')} les plus récentes sur ${total} figurent ici.`;
    default:
      return `Seuls les ${read} ${SOURCE_NAMES[id].replace(/^les /, '')} les plus récents sur ${total} figurent ici.`;
  }
}

export const TIMELINE_LABEL = 'Chronologie';
export const OLDER_LABEL = 'Afficher plus ancien';
export const FULL_LIST_LABEL = 'Voir la liste complète';
export const KIND_FILTER_LABEL = "Types d'événement";
export const EMPTY_MESSAGE = 'Aucun événement connu pour cette fiche.';
export const EMPTY_FILTERED_MESSAGE = 'Aucun événement de ce type pour cette fiche.';
export const LIMIT_MESSAGE =
  "Seuls les événements les plus récents sont affichés : filtrez par type d'événement pour remonter plus loin.";
