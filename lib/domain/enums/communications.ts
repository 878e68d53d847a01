import { defineEnum, type EnumValue } from './define';

export const communicationChannel = /*#__PURE__*/ defineEnum(['EMAIL', 'SMS'], {
  EMAIL: { label: 'Email', tone: 'info' },
  SMS: { label: 'SMS', tone: 'info' },
});
export type CommunicationChannel = EnumValue<typeof communicationChannel>;

export const communicationStatus = /*#__PURE__*/ defineEnum(
  ['SENT', 'OPENED', 'CLICKED', 'LEAVE_ME_ALONE', 'NOT_DELIVERED'],
  {
    SENT: { label: 'Envoyé', tone: 'info' },
    OPENED: { label: 'Ouvert', tone: 'success' },
    CLICKED: { label: 'Cliqué', tone: 'success' },
    LEAVE_ME_ALONE: { label: 'Désabonné', tone: 'warning' },
    NOT_DELIVERED: { label: 'Non délivré', tone: 'danger' },
  },
);
export type CommunicationStatus = EnumValue<typeof communicationStatus>;

/**
 * A representative part of the ~90 e-mail types (SPEC §4 does not list them). The communication
 * schema keeps `type` an open string; unknown types show their code.
 */
export const emailNotificationType = /*#__PURE__*/ defineEnum(
  [
    'PASSWORD_INIT',
    'PASSWORD_RESET',
    'ACCOUNT_ACTIVATED',
    'ACCOUNT_DEACTIVATED',
    'WARM_UP_NOT_COMPLETED',
    'REQUIREMENT_EXPIRE_SOON',
    'PROJECT_PUBLISHED',
    'PROFESSIONAL_POSITIONED',
    'RELATIONSHIP_ACCEPTED',
    'MEETING_SCHEDULED',
    'NEW_MESSAGE_RECEIVED',
    'QUOTE_RECEIVED',
    'QUOTE_SIGNED',
    'QUOTE_REFUSED',
    'AMENDMENT_RECEIVED',
    'INVOICE_AVAILABLE',
    'PAYMENT_RECEIVED',
    'PAYMENT_FAILURE',
    'WORKS_ACCEPTANCE_TO_VALIDATE',
    'FEEDBACK_REQUESTED',
    'FEEDBACK_PUBLISHED',
    'FEEDBACK_REPLY_PUBLISHED',
  ],
  {
    PASSWORD_INIT: { label: 'Création du mot de passe' },
    PASSWORD_RESET: { label: 'Réinitialisation du mot de passe' },
    ACCOUNT_ACTIVATED: { label: 'Compte activé', tone: 'success' },
    ACCOUNT_DEACTIVATED: { label: 'Compte désactivé', tone: 'warning' },
    WARM_UP_NOT_COMPLETED: { label: 'Échauffement non terminé', tone: 'warning' },
    REQUIREMENT_EXPIRE_SOON: { label: 'Document bientôt expiré', tone: 'warning' },
    PROJECT_PUBLISHED: { label: 'Projet publié' },
    PROFESSIONAL_POSITIONED: { label: 'Professionnel positionné' },
    RELATIONSHIP_ACCEPTED: { label: 'Mise en relation acceptée' },
    MEETING_SCHEDULED: { label: 'Rendez-vous planifié' },
    NEW_MESSAGE_RECEIVED: { label: 'Nouveau message reçu' },
    QUOTE_RECEIVED: { label: 'Devis reçu' },
    QUOTE_SIGNED: { label: 'Devis signé', tone: 'success' },
    QUOTE_REFUSED: { label: 'Devis refusé', tone: 'warning' },
    AMENDMENT_RECEIVED: { label: 'Avenant reçu' },
    INVOICE_AVAILABLE: { label: 'Facture disponible' },
    PAYMENT_RECEIVED: { label: 'Paiement reçu', tone: 'success' },
    PAYMENT_FAILURE: { label: 'Échec de paiement', tone: 'danger' },
    WORKS_ACCEPTANCE_TO_VALIDATE: { label: 'PV de fin de chantier à valider' },
    FEEDBACK_REQUESTED: { label: "Demande d'avis" },
    FEEDBACK_PUBLISHED: { label: 'Avis publié', tone: 'success' },
    FEEDBACK_REPLY_PUBLISHED: { label: 'Réponse à un avis publiée' },
  },
);
export type EmailNotificationType = EnumValue<typeof emailNotificationType>;

/** A representative part of the ~40 SMS types (SPEC §4 does not list them). */
export const smsNotificationType = /*#__PURE__*/ defineEnum(
  [
    'AUTHENTICATION_CODE',
    'NEW_PROJECTS',
    'MEETING_REMINDER',
    'PAYMENT_PENDING',
    'NEW_MESSAGE',
    'QUOTE_TO_SIGN',
    'PROFESSIONAL_ACCEPTED',
    'CONSTRUCTION_START_REMINDER',
    'FEEDBACK_REMINDER',
    'DOCUMENT_EXPIRED',
  ],
  {
    AUTHENTICATION_CODE: { label: "Code d'authentification" },
    NEW_PROJECTS: { label: 'Nouveaux projets' },
    MEETING_REMINDER: { label: 'Rappel de rendez-vous' },
    PAYMENT_PENDING: { label: 'Paiement en attente', tone: 'warning' },
    NEW_MESSAGE: { label: 'Nouveau message' },
    QUOTE_TO_SIGN: { label: 'Devis à signer' },
    PROFESSIONAL_ACCEPTED: { label: 'Professionnel accepté', tone: 'success' },
    CONSTRUCTION_START_REMINDER: { label: 'Rappel de début de chantier' },
    FEEDBACK_REMINDER: { label: "Rappel de demande d'avis" },
    DOCUMENT_EXPIRED: { label: 'Document expiré', tone: 'warning' },
  },
);
export type SmsNotificationType = EnumValue<typeof smsNotificationType>;

/** Label of a communication's type on its channel; a type we do not know shows its code. */
export function notificationTypeLabel(channel: CommunicationChannel, type: string): string {
  return channel === 'SMS' ? smsNotificationType.label(type) : emailNotificationType.label(type);
}

/** Whether the back-office has a French label for this type on this channel. */
export function isKnownNotificationType(channel: CommunicationChannel, type: string): boolean {
  return channel === 'SMS' ? smsNotificationType.is(type) : emailNotificationType.is(type);
}

/** The known types of both channels, grouped by channel (no code belongs to both), for a select. */
export const NOTIFICATION_TYPE_GROUPS = [
  { channel: 'EMAIL', label: 'E-mails', options: emailNotificationType.options },
  { channel: 'SMS', label: 'SMS', options: smsNotificationType.options },
] as const satisfies readonly { channel: CommunicationChannel; label: string; options: readonly unknown[] }[];
