import type { BulkKindId } from '@/lib/jobs/bulk-input';
import { countOf } from '@/lib/selection/messages';

/*
 * Each bulk kind's button and confirmation on a list's selection bar. Apart from the selection's
 * texts, which every list with a selection loads, and from the jobs' texts, which the job pages
 * load: only the bar, which comes once a row is ticked, reads these.
 */

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
