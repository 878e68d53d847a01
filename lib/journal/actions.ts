import { JOURNAL_SUCCESS } from './types';

/*
 * The actions the journal names, with what a staff member reads for each. An id stays once
 * entries carry it: rename a label, never an id. Ids no longer listed show as stored.
 */
export const JOURNAL_ACTIONS = {
  deactivateUser: 'Désactivation du compte',
  reactivateUser: 'Réactivation du compte',
  anonymiseUser: 'Anonymisation',
  releaseEmail: "Libération de l'e-mail",
  associateAccount: 'Association de compte',
  dissociateAccount: 'Dissociation de compte',
  updateUserWorks: 'Modification des prestations',
  changeOwnPassword: 'Changement de son mot de passe',
  changeOwnPhone: 'Changement de son téléphone',
  createStaffUser: "Création d'un utilisateur",
  replaceRoles: 'Modification des rôles',
  signQuote: 'Signature du devis',
  unsignQuote: 'Annulation de la signature du devis',
  cancelQuote: 'Annulation du devis',
  updateDownPayment: "Modification de l'acompte",
  createSignedQuote: "Ajout d'un devis signé",
  sendMessage: "Envoi d'un message",
  joinDiscussion: 'Entrée dans la discussion',
  closeDiscussion: 'Clôture de la discussion',
  startDiscussion: "Ouverture d'une discussion",
  syncRecord: 'Demande de resynchronisation',
  bulkSync: 'Resynchronisation en masse',
  exportReport: 'Export de données',
  exportList: 'Export des résultats d’une liste',
  markProInvoicePaid: 'Facture professionnelle marquée payée',
  cancelProInvoice: 'Annulation de la facture professionnelle',
  createPaidProInvoice: "Ajout d'une facture professionnelle payée",
  markInvoicePaid: 'Facture marquée payée',
  markInvoiceCanceledByCreditNote: 'Facture marquée annulée par avoir',
  markInvoiceIrrecoverable: 'Facture marquée irrécouvrable',
  createCreditNote: "Génération d'un avoir",
  acceptMatch: 'Acceptation du match',
  updateRelationship: 'Modification de la mise en relation',
  reactivateRelationship: 'Réouverture de la mise en relation',
  scheduleConstruction: 'Planification du chantier',
  declareConstructionStarted: 'Déclaration du début des travaux',
  addProjectDocuments: 'Ajout de documents',
  deleteProjectDocuments: 'Suppression de documents',
  validateWorksAcceptance: 'Validation du PV de fin de chantier',
  cancelWorksAcceptance: 'Annulation du PV de fin de chantier',
  createWorksAcceptance: "Ajout d'un PV de fin de chantier validé",
  moderateFeedback: "Modération de l'avis",
  moderateReply: "Modération d'une réponse à l'avis",
} as const;

export type JournalActionId = keyof typeof JOURNAL_ACTIONS;

export function journalActionLabel(action: string): string {
  return (JOURNAL_ACTIONS as Record<string, string>)[action] ?? action;
}

/** For the journal screen's action filter, alphabetically by label. */
export const JOURNAL_ACTION_OPTIONS = (Object.keys(JOURNAL_ACTIONS) as JournalActionId[])
  .map((value) => ({ value, label: JOURNAL_ACTIONS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, 'fr'));

/** Codes the back-office gives failures that carry no SPEC §8 business code. */
export const OUTCOME_LABELS: Record<string, string> = {
  [JOURNAL_SUCCESS]: 'Réussie',
  SESSION_EXPIRED: 'Session expirée',
  NOT_FOUND: 'Introuvable',
  INVALID_INPUT: 'Saisie refusée',
  TIMEOUT: 'Délai dépassé',
  GATEWAY_UNREACHABLE: 'Passerelle injoignable',
  DEFAULT: 'Erreur',
};

/** "Réussie", or "Échec (CODE)" with the code as stored so that support can search it. */
export function outcomeLabel(outcome: string): string {
  if (outcome === JOURNAL_SUCCESS) return OUTCOME_LABELS[JOURNAL_SUCCESS]!;
  const known = OUTCOME_LABELS[outcome];
  return known ? `Échec : ${known.toLowerCase()} (${outcome})` : `Échec (${outcome})`;
}
