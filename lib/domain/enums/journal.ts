import { defineEnum, type EnumValue } from './define';
import { businessErrorMessage, isBusinessCode } from '../error-texts';

/*
 * The actions the staff journal names, with what a staff member reads for each (journal screen,
 * a record's Journal and Chronologie tabs, the journal's CSV). An id stays once entries carry it:
 * rename a label, never an id. Ids no longer listed show as stored.
 */
export const journalAction = /*#__PURE__*/ defineEnum(
  [
    'deactivateUser',
    'reactivateUser',
    'anonymiseUser',
    'releaseEmail',
    'associateAccount',
    'dissociateAccount',
    'updateUserWorks',
    'changeOwnPassword',
    'changeOwnPhone',
    'createStaffUser',
    'replaceRoles',
    'signQuote',
    'unsignQuote',
    'cancelQuote',
    'updateDownPayment',
    'createSignedQuote',
    'sendMessage',
    'joinDiscussion',
    'closeDiscussion',
    'startDiscussion',
    'syncRecord',
    'bulkSync',
    'exportReport',
    'exportList',
    'markProInvoicePaid',
    'cancelProInvoice',
    'createPaidProInvoice',
    'markInvoicePaid',
    'markInvoiceCanceledByCreditNote',
    'markInvoiceIrrecoverable',
    'createCreditNote',
    'acceptMatch',
    'updateRelationship',
    'reactivateRelationship',
    'scheduleConstruction',
    'declareConstructionStarted',
    'addProjectDocuments',
    'deleteProjectDocuments',
    'validateWorksAcceptance',
    'cancelWorksAcceptance',
    'createWorksAcceptance',
    'moderateFeedback',
    'moderateReply',
    'search',
    'claimQueueItem',
    'releaseClaim',
    'reassignClaim',
    'changeIssueStatus',
    'saveView',
    'renameView',
    'shareView',
    'deleteView',
    'requestApproval',
    'approveRequest',
    'rejectRequest',
    'cancelApprovalRequest',
    'expireApprovalRequest',
    'startBulkJob',
    'stopBulkJob',
    'retryBulkJob',
  ],
  {
    deactivateUser: { label: 'Désactivation du compte' },
    reactivateUser: { label: 'Réactivation du compte' },
    anonymiseUser: { label: 'Anonymisation' },
    releaseEmail: { label: "Libération de l'e-mail" },
    associateAccount: { label: 'Association de compte' },
    dissociateAccount: { label: 'Dissociation de compte' },
    updateUserWorks: { label: 'Modification des prestations' },
    changeOwnPassword: { label: 'Changement de son mot de passe' },
    changeOwnPhone: { label: 'Changement de son téléphone' },
    createStaffUser: { label: "Création d'un utilisateur" },
    replaceRoles: { label: 'Modification des rôles' },
    signQuote: { label: 'Signature du devis' },
    unsignQuote: { label: 'Annulation de la signature du devis' },
    cancelQuote: { label: 'Annulation du devis' },
    updateDownPayment: { label: "Modification de l'acompte" },
    createSignedQuote: { label: "Ajout d'un devis signé" },
    sendMessage: { label: "Envoi d'un message" },
    joinDiscussion: { label: 'Entrée dans la discussion' },
    closeDiscussion: { label: 'Clôture de la discussion' },
    startDiscussion: { label: "Ouverture d'une discussion" },
    syncRecord: { label: 'Demande de resynchronisation' },
    bulkSync: { label: 'Resynchronisation en masse' },
    exportReport: { label: 'Export de données' },
    exportList: { label: "Export des résultats d'une liste" },
    markProInvoicePaid: { label: 'Facture professionnelle marquée payée' },
    cancelProInvoice: { label: 'Annulation de la facture professionnelle' },
    createPaidProInvoice: { label: "Ajout d'une facture professionnelle payée" },
    markInvoicePaid: { label: 'Facture marquée payée' },
    markInvoiceCanceledByCreditNote: { label: 'Facture marquée annulée par avoir' },
    markInvoiceIrrecoverable: { label: 'Facture marquée irrécouvrable' },
    createCreditNote: { label: "Génération d'un avoir" },
    acceptMatch: { label: 'Acceptation du match' },
    updateRelationship: { label: 'Modification de la mise en relation' },
    reactivateRelationship: { label: 'Réouverture de la mise en relation' },
    scheduleConstruction: { label: 'Planification du chantier' },
    declareConstructionStarted: { label: 'Déclaration du début des travaux' },
    addProjectDocuments: { label: 'Ajout de documents' },
    deleteProjectDocuments: { label: 'Suppression de documents' },
    validateWorksAcceptance: { label: 'Validation du PV de fin de chantier' },
    cancelWorksAcceptance: { label: 'Annulation du PV de fin de chantier' },
    createWorksAcceptance: { label: "Ajout d'un PV de fin de chantier validé" },
    moderateFeedback: { label: "Modération de l'avis" },
    moderateReply: { label: "Modération d'une réponse à l'avis" },
    search: { label: 'Recherche' },
    claimQueueItem: { label: "Prise en charge d'un élément de file" },
    releaseClaim: { label: "Libération d'un élément de file" },
    reassignClaim: { label: "Réattribution d'un élément de file" },
    changeIssueStatus: { label: 'Changement du statut du signalement' },
    saveView: { label: "Enregistrement d'une vue" },
    renameView: { label: "Changement du nom d'une vue" },
    shareView: { label: "Changement du partage d'une vue" },
    deleteView: { label: "Suppression d'une vue" },
    requestApproval: { label: "Demande d'approbation" },
    approveRequest: { label: 'Approbation de la demande' },
    rejectRequest: { label: 'Rejet de la demande' },
    cancelApprovalRequest: { label: "Annulation de la demande d'approbation" },
    expireApprovalRequest: { label: "Expiration de la demande d'approbation" },
    startBulkJob: { label: "Lancement d'un travail en masse" },
    stopBulkJob: { label: "Arrêt d'un travail en masse" },
    retryBulkJob: { label: "Relance des échecs d'un travail" },
  },
);
export type JournalAction = EnumValue<typeof journalAction>;

// Entries written before searches had an id of their own carry the route they ran under.
const FORMER_IDS: Readonly<Record<string, JournalAction>> = { home: 'search' };

/** What a staff member reads for an action the journal holds, whenever it was written. */
export function journalActionLabel(action: string): string {
  return journalAction.label(FORMER_IDS[action] ?? action);
}

// The outcome of an action the gateway accepted, as lib/journal stores it (JOURNAL_SUCCESS).
const SUCCESS = 'SUCCESS';

// The codes the back-office gives failures that carry no SPEC §8 business code (lib/journal/outcome.ts).
const FAILURE_CAUSES: Readonly<Record<string, string>> = {
  SESSION_EXPIRED: 'session expirée',
  NOT_FOUND: 'fiche introuvable',
  INVALID_INPUT: 'saisie refusée',
  TIMEOUT: 'délai dépassé',
  GATEWAY_UNREACHABLE: 'passerelle injoignable',
  DEFAULT: 'erreur inattendue',
};

/** Why an action failed, in French: the SPEC §8 message of a business code, never the code itself. */
export function journalFailureCause(outcome: string): string {
  const known = FAILURE_CAUSES[outcome];
  if (known) return known;
  if (isBusinessCode(outcome)) return businessErrorMessage(outcome).replace(/\.$/, '');
  const http = /^HTTP_(\d{3})$/.exec(outcome);
  return http ? `la passerelle a répondu ${http[1]}` : 'erreur inattendue';
}

/** "Réussie", or "Échec : <cause>". */
export function journalOutcomeLabel(outcome: string): string {
  return outcome === SUCCESS ? 'Réussie' : `Échec : ${journalFailureCause(outcome)}`;
}
