import { defineEnum, type EnumValue } from './define';

export const projectStatus = /*#__PURE__*/ defineEnum(
  ['DRAFT', 'VALIDATING', 'VALIDATED', 'PUBLISHED', 'CANCELED', 'SIGNED', 'FINISHED'],
  {
    DRAFT: { label: 'Brouillon', tone: 'neutral' },
    VALIDATING: { label: 'En cours de validation', tone: 'warning' },
    VALIDATED: { label: 'Validé', tone: 'info' },
    PUBLISHED: { label: 'Publié', tone: 'info' },
    CANCELED: { label: 'Annulé', tone: 'danger' },
    SIGNED: { label: 'Signé', tone: 'success' },
    FINISHED: { label: 'Terminé', tone: 'success' },
  },
);
export type ProjectStatus = EnumValue<typeof projectStatus>;

export const projectCancelReason = /*#__PURE__*/ defineEnum(
  [
    'POSTPONED',
    'NO_LONGER_RELEVANT',
    'TOO_EXPENSIVE',
    'DIRECT_RELATIONSHIP',
    'PROFESSIONALS_NOT_OK',
    'PROFESSIONAL_FOUND',
    'NO_PP_ANYMORE',
    'NO_PROFESSIONAL',
    'MERGED_PROJECT',
    'UNREACHABLE_CONTACT',
    'PART_TERMINATION',
    'LITIGATION_OUTSIDE_LMSG',
    'ABANDONED_CONSTRUCTION_GUARANTEE',
    'LMSG_PROTOCOL',
  ],
  {
    POSTPONED: { label: 'Projet reporté' },
    NO_LONGER_RELEVANT: { label: "Projet plus d'actualité" },
    TOO_EXPENSIVE: { label: 'Trop cher' },
    DIRECT_RELATIONSHIP: { label: 'Relation directe avec un professionnel', tone: 'warning' },
    PROFESSIONALS_NOT_OK: { label: 'Professionnels proposés non satisfaisants' },
    PROFESSIONAL_FOUND: { label: 'Professionnel trouvé par ailleurs' },
    NO_PP_ANYMORE: { label: 'Plus de porteur de projet' },
    NO_PROFESSIONAL: { label: 'Aucun professionnel disponible' },
    MERGED_PROJECT: { label: 'Projet fusionné' },
    UNREACHABLE_CONTACT: { label: 'Contact injoignable' },
    PART_TERMINATION: { label: 'Résiliation par le particulier' },
    LITIGATION_OUTSIDE_LMSG: { label: 'Litige hors plateforme', tone: 'danger' },
    ABANDONED_CONSTRUCTION_GUARANTEE: { label: 'Garantie chantier abandonné', tone: 'danger' },
    LMSG_PROTOCOL: { label: 'Protocole interne' },
  },
);
export type ProjectCancelReason = EnumValue<typeof projectCancelReason>;

export const startingPeriod = /*#__PURE__*/ defineEnum(
  ['ASAP', '1_MONTH', '3_MONTHS', '6_MONTHS', '12_MONTHS', 'UNKNOWN'],
  {
    ASAP: { label: 'Dès que possible' },
    '1_MONTH': { label: "D'ici 1 mois" },
    '3_MONTHS': { label: "D'ici 3 mois" },
    '6_MONTHS': { label: "D'ici 6 mois" },
    '12_MONTHS': { label: "D'ici 12 mois" },
    UNKNOWN: { label: 'Ne sait pas' },
  },
);
export type StartingPeriod = EnumValue<typeof startingPeriod>;

/** What the owner is looking for (project questions, "searches"). */
export const projectSearch = /*#__PURE__*/ defineEnum(
  ['PRICE_ESTIMATION', 'QUOTE_FOR_BANK', 'QUOTE_COMPARE', 'COMPANY_SEARCH', 'COMPANY_RELATIONSHIPS'],
  {
    PRICE_ESTIMATION: { label: 'Une estimation de prix' },
    QUOTE_FOR_BANK: { label: 'Un devis pour la banque' },
    QUOTE_COMPARE: { label: 'Comparer des devis' },
    COMPANY_SEARCH: { label: 'Trouver une entreprise' },
    COMPANY_RELATIONSHIPS: { label: 'Être mis en relation avec des entreprises' },
  },
);
export type ProjectSearch = EnumValue<typeof projectSearch>;

/** Planning permission for the works. */
export const authorisationStatus = /*#__PURE__*/ defineEnum(
  ['DONE', 'IN_PROGRESS', 'NOT', 'UNKNOWN', 'UNNECESSARY'],
  {
    DONE: { label: 'Obtenue', tone: 'success' },
    IN_PROGRESS: { label: 'En cours', tone: 'info' },
    NOT: { label: 'Non demandée', tone: 'warning' },
    UNKNOWN: { label: 'Ne sait pas' },
    UNNECESSARY: { label: 'Non nécessaire' },
  },
);
export type AuthorisationStatus = EnumValue<typeof authorisationStatus>;

export const ownership = /*#__PURE__*/ defineEnum(
  ['OWNER', 'TENANT', 'ACQUISITION_IN_PROGRESS', 'LOOKING_FOR_PROPERTY', 'UNKNOWN'],
  {
    OWNER: { label: 'Propriétaire' },
    TENANT: { label: 'Locataire' },
    ACQUISITION_IN_PROGRESS: { label: 'Achat en cours' },
    LOOKING_FOR_PROPERTY: { label: 'En recherche de bien' },
    UNKNOWN: { label: 'Ne sait pas' },
  },
);
export type Ownership = EnumValue<typeof ownership>;

export const projectTag = /*#__PURE__*/ defineEnum(
  ['INSTALLATION_ONLY', 'REPAIR_MAINTENANCE', 'RGE', 'MANUAL_POSITIONING'],
  {
    INSTALLATION_ONLY: { label: 'Pose seule', tone: 'info' },
    REPAIR_MAINTENANCE: { label: 'Réparation / entretien', tone: 'info' },
    RGE: { label: 'RGE', tone: 'success' },
    MANUAL_POSITIONING: { label: 'Positionnement manuel', tone: 'warning' },
  },
);
export type ProjectTag = EnumValue<typeof projectTag>;
