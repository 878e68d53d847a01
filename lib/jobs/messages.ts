import type { BulkKindId } from './bulk-input';
import { countOf } from '@/lib/selection/messages';
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

interface KindTexts {
  /** The bar's button. */
  label: string;
  /** The records, counted: "3 factures". */
  records: (count: number) => string;
  /** What happens to them, agreeing with the count: "seront marquées payées". */
  outcome: (count: number) => string;
  confirmLabel: string;
  tone?: 'danger';
}

const will = (count: number, one: string, many: string) => (count > 1 ? `seront ${many}` : `sera ${one}`);

const markPaid = (one: string, many: string): KindTexts => ({
  label: 'Marquer payées',
  records: (count) => countOf(count, one, many),
  outcome: (count) => `${will(count, 'marquée payée', 'marquées payées')} à la date indiquée`,
  confirmLabel: 'Marquer payées',
});

export const BULK_KIND_TEXTS: Record<BulkKindId, KindTexts> = {
  markInvoicesPaid: markPaid('facture', 'factures'),
  markInvoicesIrrecoverable: {
    label: 'Marquer irrécouvrables',
    records: (count) => countOf(count, 'facture', 'factures'),
    outcome: (count) => will(count, 'marquée irrécouvrable', 'marquées irrécouvrables'),
    confirmLabel: 'Marquer irrécouvrables',
    tone: 'danger',
  },
  markProInvoicesPaid: markPaid('facture professionnelle', 'factures professionnelles'),
  closeDiscussions: {
    label: 'Clôturer',
    records: (count) => countOf(count, 'discussion', 'discussions'),
    outcome: (count) => will(count, 'clôturée', 'clôturées'),
    confirmLabel: 'Clôturer',
    tone: 'danger',
  },
  deactivateUsers: {
    label: 'Désactiver',
    records: (count) => countOf(count, 'compte', 'comptes'),
    outcome: (count) =>
      `${will(count, 'désactivé', 'désactivés')} pour le motif choisi ; un compte de l'équipe est toujours refusé`,
    confirmLabel: 'Désactiver',
    tone: 'danger',
  },
  acceptMatches: {
    label: 'Accepter',
    records: (count) => countOf(count, 'match', 'matches'),
    outcome: (count) => will(count, 'accepté', 'acceptés'),
    confirmLabel: 'Accepter',
  },
  resyncRecords: {
    label: 'Resynchroniser',
    records: (count) => countOf(count, 'projet', 'projets'),
    outcome: (count) => will(count, 'resynchronisé', 'resynchronisés'),
    confirmLabel: 'Resynchroniser',
  },
};

/** The confirmation of a kind on `count` records. */
export function bulkConfirmation(kind: BulkKindId, count: number) {
  const texts = BULK_KIND_TEXTS[kind];
  const records = texts.records(count);
  return {
    title: `${texts.label} : ${records} ?`,
    description: `${records.charAt(0).toUpperCase()}${records.slice(1)} ${texts.outcome(count)}. Un travail en arrière-plan s'en charge, même si vous fermez la page ; sa page suit l'avancement et donne la raison de chaque échec.`,
    confirmLabel: texts.confirmLabel,
    tone: texts.tone,
  };
}
