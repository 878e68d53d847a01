/**
 * The French texts of the invoice screens: the provider invoices (list and view) and the
 * professional invoice view (the list's own labels: lib/domain/invoice-list-texts.ts). SPEC §8
 * names the successes ("invoice marked paid, cancelled by credit note or irrecoverable; credit note
 * generated"); the wording is ours.
 */
export const INVOICE_MESSAGES = {
  markedPaid: 'La facture a été marquée payée.',
  markPaidFailed: "La facture n'a pas pu être marquée payée.",
  markedCanceledByCreditNote: 'La facture a été marquée annulée par avoir.',
  markCanceledByCreditNoteFailed: "La facture n'a pas pu être marquée annulée par avoir.",
  markedIrrecoverable: 'La facture a été marquée irrécouvrable.',
  markIrrecoverableFailed: "La facture n'a pas pu être marquée irrécouvrable.",
  creditNoteCreated: "L'avoir a été généré.",
  creditNoteFailed: "La génération de l'avoir a échoué.",
  canceled: 'La facture a été annulée.',
  cancelFailed: "L'annulation de la facture a échoué.",
  paidAtInFuture: 'La date de paiement ne peut pas être dans le futur.',
} as const;

/** Why the invoice's state forbids an action (the button shows it, disabled). */
export const INVOICE_RULE_REASONS = {
  markPaid: 'Seule une facture en attente peut être marquée payée.',
  markCanceledByCreditNote: 'Seule une facture en attente peut être marquée annulée par avoir.',
  markIrrecoverable: 'Seule une facture en attente peut être marquée irrécouvrable.',
  creditNoteOfCreditNote: 'Un avoir ne peut pas lui-même être annulé par un avoir.',
  creditNoteType: "Une facture d'acompte, de paiement intermédiaire ou de solde n'a pas d'avoir.",
  creditNoteStatus: 'Seule une facture en attente ou payée peut être annulée par un avoir.',
  cancel: 'Seule une facture en attente peut être annulée.',
} as const;

/** The labels of the actions and what their confirmation says will happen. */
export const INVOICE_ACTIONS = {
  markPaid: {
    label: 'Marquer payée',
    title: 'Marquer la facture payée ?',
    description:
      'La facture passera au statut « Payée » à la date de paiement indiquée ; elle ne pourra plus être annulée ni marquée irrécouvrable.',
    confirmLabel: 'Marquer payée',
  },
  markCanceledByCreditNote: {
    label: 'Marquer annulée par avoir',
    title: 'Marquer la facture annulée par avoir ?',
    description:
      'La facture passera au statut « Annulée par avoir », pour un avoir déjà établi par ailleurs : aucun avoir ne sera généré.',
    confirmLabel: 'Marquer annulée par avoir',
  },
  markIrrecoverable: {
    label: 'Marquer irrécouvrable',
    title: 'Marquer la facture irrécouvrable ?',
    description:
      'La facture passera au statut « Irrécouvrable » : elle ne sera plus attendue en paiement et ne pourra plus être marquée payée.',
    confirmLabel: 'Marquer irrécouvrable',
  },
  creditNote: {
    label: 'Générer un avoir',
    title: 'Générer un avoir pour cette facture ?',
    description:
      "Un avoir du même montant sera émis et la facture passera au statut « Annulée par avoir ». L'avoir s'ouvrira ensuite.",
    confirmLabel: "Générer l'avoir",
  },
  cancel: {
    label: 'Annuler la facture',
    title: 'Annuler la facture ?',
    description:
      'La facture du professionnel passera au statut « Annulée » et ne comptera plus dans les paiements du projet.',
    confirmLabel: 'Annuler la facture',
  },
  paidAtLabel: 'Date de paiement',
} as const;
