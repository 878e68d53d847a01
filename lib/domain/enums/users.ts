import { defineEnum, pickEnum, type EnumValue } from './define';

export const userType = /*#__PURE__*/ defineEnum(['PARTICULAR', 'PROFESSIONAL', 'LMSG'], {
  PARTICULAR: { label: 'Particulier', tone: 'info' },
  PROFESSIONAL: { label: 'Professionnel', tone: 'success' },
  LMSG: { label: 'Équipe', tone: 'warning' },
});
export type UserType = EnumValue<typeof userType>;

export const userAccountStatus = /*#__PURE__*/ defineEnum(
  ['NEW', 'PENDING_ACTIVATION', 'ACTIVE', 'INACTIVE', 'CLOSED'],
  {
    NEW: { label: 'Nouveau', tone: 'info' },
    PENDING_ACTIVATION: { label: "En attente d'activation", tone: 'warning' },
    ACTIVE: { label: 'Activé', tone: 'success' },
    INACTIVE: { label: 'Désactivé', tone: 'danger' },
    CLOSED: { label: 'Fermé', tone: 'neutral' },
  },
);
export type UserAccountStatus = EnumValue<typeof userAccountStatus>;

/** The user list's status filter offers only these three (SPEC §4). */
export const userAccountStatusFilter = /*#__PURE__*/ pickEnum(userAccountStatus, [
  'PENDING_ACTIVATION',
  'ACTIVE',
  'INACTIVE',
]);
export type UserAccountStatusFilter = EnumValue<typeof userAccountStatusFilter>;

/** Status of the professional account (ppAccount) and of the pp/sa account states. */
export const professionalAccountStatus = /*#__PURE__*/ defineEnum(
  ['UNREGISTERED', 'REGISTERED', 'SUSPENDED', 'TERMINATED'],
  {
    UNREGISTERED: { label: 'Non inscrit', tone: 'neutral' },
    REGISTERED: { label: 'Inscrit', tone: 'success' },
    SUSPENDED: { label: 'Suspendu', tone: 'warning' },
    TERMINATED: { label: 'Résilié', tone: 'danger' },
  },
);
export type ProfessionalAccountStatus = EnumValue<typeof professionalAccountStatus>;

export const playerStatus = /*#__PURE__*/ defineEnum(['NONE', 'WARM_UP', 'READY_TO_PLAY', 'BENCHED'], {
  NONE: { label: 'Aucun', tone: 'neutral' },
  WARM_UP: { label: 'En échauffement', tone: 'info' },
  READY_TO_PLAY: { label: 'Prêt à jouer', tone: 'success' },
  BENCHED: { label: 'Sur le banc', tone: 'warning' },
});
export type PlayerStatus = EnumValue<typeof playerStatus>;

// Labels agree with "frais d'inscription" (masculine plural).
export const registrationFeeStatus = /*#__PURE__*/ defineEnum(
  ['NOT_APPLICABLE', 'OFFERED', 'APPLICABLE', 'PENDING_PAYMENT', 'PAID'],
  {
    NOT_APPLICABLE: { label: 'Non applicables', tone: 'neutral' },
    OFFERED: { label: 'Offerts', tone: 'info' },
    APPLICABLE: { label: 'Applicables', tone: 'warning' },
    PENDING_PAYMENT: { label: 'En attente de paiement', tone: 'warning' },
    PAID: { label: 'Payés', tone: 'success' },
  },
);
export type RegistrationFeeStatus = EnumValue<typeof registrationFeeStatus>;

// Labels agree with "inscription" (feminine).
export const registrationStatus = /*#__PURE__*/ defineEnum(
  ['NONE', 'COMPLETED', 'UNCOMPLETED', 'EXPIRED', 'EXPIRE_SOON'],
  {
    NONE: { label: 'Aucune', tone: 'neutral' },
    COMPLETED: { label: 'Complète', tone: 'success' },
    UNCOMPLETED: { label: 'Incomplète', tone: 'warning' },
    EXPIRED: { label: 'Expirée', tone: 'danger' },
    EXPIRE_SOON: { label: 'Expire bientôt', tone: 'warning' },
  },
);
export type RegistrationStatus = EnumValue<typeof registrationStatus>;

export const requirementStatus = /*#__PURE__*/ defineEnum(
  ['COMPLETED', 'UNCOMPLETED', 'COMPLETING', 'EXPIRED', 'EXPIRE_SOON', 'REFUSED'],
  {
    COMPLETED: { label: 'Complété', tone: 'success' },
    UNCOMPLETED: { label: 'Non complété', tone: 'warning' },
    COMPLETING: { label: 'En cours de validation', tone: 'info' },
    EXPIRED: { label: 'Expiré', tone: 'danger' },
    EXPIRE_SOON: { label: 'Expire bientôt', tone: 'warning' },
    REFUSED: { label: 'Refusé', tone: 'danger' },
  },
);
export type RequirementStatus = EnumValue<typeof requirementStatus>;

export const requirementCode = /*#__PURE__*/ defineEnum(
  [
    'POSITIONING',
    'PAYMENT',
    'EMAIL',
    'INSURANCE',
    'INSURANCE_DC',
    'INSURANCE_RC',
    'RGE_CERTIFICATE',
    'QUALITY_CHARTER',
    'GTC',
    'REGISTRATION_FEE',
    'SOFTWARE',
    'SOFTWARE_CONTRACT_QUOTES_INVOICES',
    'ADMINISTRATIVE',
    'FISCAL_BUNDLE',
  ],
  {
    POSITIONING: { label: 'Positionnement' },
    PAYMENT: { label: 'Compte de paiement' },
    EMAIL: { label: 'Adresse email' },
    INSURANCE: { label: 'Assurances' },
    INSURANCE_DC: { label: 'Assurance décennale' },
    INSURANCE_RC: { label: 'Assurance responsabilité civile' },
    RGE_CERTIFICATE: { label: 'Certificat RGE' },
    QUALITY_CHARTER: { label: 'Charte qualité' },
    GTC: { label: 'Conditions générales' },
    REGISTRATION_FEE: { label: "Frais d'inscription" },
    SOFTWARE: { label: 'Logiciel' },
    SOFTWARE_CONTRACT_QUOTES_INVOICES: { label: 'Contrat logiciel devis et factures' },
    ADMINISTRATIVE: { label: 'Documents administratifs' },
    FISCAL_BUNDLE: { label: 'Liasse fiscale' },
  },
);
export type RequirementCode = EnumValue<typeof requirementCode>;

export const professionalSegment = /*#__PURE__*/ defineEnum(
  [
    'PRO_NO_SEGMENT',
    'PRO_NEW',
    'PRO_NOT_POSITIONABLE',
    'PRO_FEW_MATCH',
    'PRO_NOT_INTERESTED',
    'PRO_PICKY',
    'PRO_AR_FAILURE',
    'PRO_QUOTE_FAILURE',
    'PRO_SIGN_FAILURE',
    'PRO_TO_WATCH',
    'PRO_TO_NEUTRALIZE',
    'PRO_VIP',
    'PRO_SUPER_VIP',
  ],
  {
    PRO_NO_SEGMENT: { label: 'Sans segment', tone: 'neutral' },
    PRO_NEW: { label: 'Nouveau', tone: 'info' },
    PRO_NOT_POSITIONABLE: { label: 'Non positionnable', tone: 'warning' },
    PRO_FEW_MATCH: { label: 'Peu de matchs', tone: 'warning' },
    PRO_NOT_INTERESTED: { label: 'Pas intéressé', tone: 'warning' },
    PRO_PICKY: { label: 'Sélectif', tone: 'warning' },
    PRO_AR_FAILURE: { label: 'Échec AR', tone: 'danger' },
    PRO_QUOTE_FAILURE: { label: 'Échec devis', tone: 'danger' },
    PRO_SIGN_FAILURE: { label: 'Échec signature', tone: 'danger' },
    PRO_TO_WATCH: { label: 'À surveiller', tone: 'warning' },
    PRO_TO_NEUTRALIZE: { label: 'À neutraliser', tone: 'danger' },
    PRO_VIP: { label: 'VIP', tone: 'success' },
    PRO_SUPER_VIP: { label: 'Super VIP', tone: 'success' },
  },
);
export type ProfessionalSegment = EnumValue<typeof professionalSegment>;

/** Why an account was deactivated or closed. */
export const deactivationReason = /*#__PURE__*/ defineEnum(
  [
    'ACCOUNT_NOT_ACTIVATED',
    'BUSINESS_ENDING',
    'BUSINESS_ENDING_BY_LMSG',
    'BYPASS_INVOICE_NOT_REGULATED',
    'BYPASS_VERIFIED',
    'BYPASS_SUSPECTED',
    'CONSTRUCTION_LITIGATION',
    'DISSATISFIED',
    'IMPERATIVE_REASON',
    'INACTIVE',
    'INSURANCE_RENEWAL_NOT_COMPLIANT',
    'MISSING_MANDATORY_DOCUMENTS',
    'PLANIFICATION',
    'QUALITY_CHARTER_NON_COMPLIANCE',
    'RATING',
    'SERIOUS_MISCONDUCT',
    'UNPAID_SA',
    'VACATIONS',
    'ACCOUNT_CLOSED',
    'ACCOUNT_ANONYMIZED',
    'CUSTOM',
    'OTHER',
  ],
  {
    ACCOUNT_NOT_ACTIVATED: { label: 'Compte non activé', tone: 'warning' },
    BUSINESS_ENDING: { label: "Cessation d'activité", tone: 'neutral' },
    BUSINESS_ENDING_BY_LMSG: { label: 'Fin de collaboration à notre initiative', tone: 'danger' },
    BYPASS_INVOICE_NOT_REGULATED: { label: 'Facture de contournement non régularisée', tone: 'danger' },
    BYPASS_VERIFIED: { label: 'Contournement avéré', tone: 'danger' },
    BYPASS_SUSPECTED: { label: 'Contournement suspecté', tone: 'warning' },
    CONSTRUCTION_LITIGATION: { label: 'Litige sur un chantier', tone: 'danger' },
    DISSATISFIED: { label: 'Insatisfaction', tone: 'warning' },
    IMPERATIVE_REASON: { label: 'Motif impérieux', tone: 'neutral' },
    INACTIVE: { label: 'Inactivité', tone: 'neutral' },
    INSURANCE_RENEWAL_NOT_COMPLIANT: { label: "Renouvellement d'assurance non conforme", tone: 'warning' },
    MISSING_MANDATORY_DOCUMENTS: { label: 'Documents obligatoires manquants', tone: 'warning' },
    PLANIFICATION: { label: 'Planning complet', tone: 'neutral' },
    QUALITY_CHARTER_NON_COMPLIANCE: { label: 'Non-respect de la charte qualité', tone: 'danger' },
    RATING: { label: 'Notes insuffisantes', tone: 'warning' },
    SERIOUS_MISCONDUCT: { label: 'Faute grave', tone: 'danger' },
    UNPAID_SA: { label: 'Impayés', tone: 'danger' },
    VACATIONS: { label: 'Congés', tone: 'neutral' },
    ACCOUNT_CLOSED: { label: 'Compte fermé', tone: 'neutral' },
    ACCOUNT_ANONYMIZED: { label: 'Compte anonymisé', tone: 'neutral' },
    CUSTOM: { label: 'Motif personnalisé', tone: 'neutral' },
    OTHER: { label: 'Autre', tone: 'neutral' },
  },
);
export type DeactivationReason = EnumValue<typeof deactivationReason>;
