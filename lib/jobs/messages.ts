import type { BulkKindId } from './bulk-input';
import type { ItemState, JobState } from './types';

/** The French texts of bulk work (« Travaux »): a job's page, its list and its actions. */
export const JOB_MESSAGES = {
  started: 'Le travail a démarré : suivez sa progression sur cette page.',
  startFailed: "Le travail n'a pas pu être démarré.",
  nothingToDo: 'Aucune fiche ne correspond à cette sélection.',
  reasonRequired: 'Choisissez un motif de désactivation.',
  paidAtRequired: 'Indiquez la date de paiement.',
  listQueryUnsupported:
    'Cette liste ne permet pas de choisir toute la sélection filtrée : choisissez des lignes.',
  stopped: 'Le travail a été arrêté : les fiches en cours se terminent, les autres ne seront pas traitées.',
  notStoppable: 'Ce travail est déjà terminé.',
  retried: (count: number) => (count === 1 ? '1 échec est relancé.' : `${count} échecs sont relancés.`),
  nothingToRetry: 'Aucun échec à relancer.',
  notFound: 'Ce travail est introuvable.',
  refused: 'Échoué : refusé',
  unexpected: 'Une erreur inattendue est survenue.',
  waitingForToken:
    'Le travail attend votre session : il reprend dès que vous revenez sur cette page après vous être reconnecté.',
  cappedList: (kept: number, leftOut: number) =>
    `Les ${kept} premières fiches de la liste filtrée sont traitées ; ${leftOut} autres ne le sont pas.`,
  empty: "Vous n'avez lancé aucun travail.",
  emptyAll: 'Aucun travail lancé.',
  stop: {
    label: 'Arrêter',
    title: 'Arrêter ce travail ?',
    description: 'Les fiches en cours se terminent ; les autres restent « non tentées ».',
    confirmLabel: 'Arrêter le travail',
  },
  retry: 'Relancer les échecs',
  progress: (done: number, total: number) => `${done} sur ${total} fiches traitées`,
  columns: { record: 'Fiche', state: 'État', message: 'Message de la passerelle' },
  listColumns: {
    kind: 'Travail',
    author: 'Lancé par',
    createdAt: 'Lancé le',
    state: 'État',
    records: 'Fiches',
  },
  counts: { succeeded: 'Réussies', failed: 'Échouées', skipped: 'Non tentées', pending: 'À traiter' },
  run: (run: number) => `Passage ${run}`,
} as const;

export const JOB_KIND_LABELS: Record<BulkKindId, string> = {
  markInvoicesPaid: 'Factures marquées payées',
  markInvoicesIrrecoverable: 'Factures marquées irrécouvrables',
  markProInvoicesPaid: 'Factures professionnelles marquées payées',
  closeDiscussions: 'Discussions clôturées',
  deactivateUsers: 'Comptes désactivés',
  acceptMatches: 'Matches acceptés',
  resyncRecords: 'Projets resynchronisés',
};

export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: 'En attente',
  running: 'En cours',
  waiting: 'En attente de votre session',
  done: 'Terminé',
  failed: 'Terminé avec des échecs',
  stopped: 'Arrêté',
};

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  pending: 'À traiter',
  running: 'En cours',
  succeeded: 'Réussi',
  failed: 'Échoué',
  skipped: 'Non tenté',
};
