import { defineEnum, type EnumValue } from './define';

export const matchStatus = /*#__PURE__*/ defineEnum(
  ['CREATED', 'VIEWED', 'ACCEPTED', 'REFUSED', 'ARCHIVED'],
  {
    CREATED: {
      label: 'Créé',
      tone: 'info',
      hint: "Le projet a été proposé au professionnel, qui ne l'a pas encore consulté.",
    },
    VIEWED: {
      label: 'Vu',
      tone: 'info',
      hint: 'Le professionnel a consulté le projet sans encore y donner suite.',
    },
    ACCEPTED: {
      label: 'Accepté',
      tone: 'success',
      hint: 'Le match a été accepté : une mise en relation est ouverte entre le professionnel et le particulier.',
    },
    REFUSED: { label: 'Refusé', tone: 'danger', hint: 'Le professionnel a décliné le projet.' },
    ARCHIVED: {
      label: 'Archivé',
      tone: 'neutral',
      hint: "Le match n'est plus actif : le projet est clos ou n'est plus proposé au professionnel.",
    },
  },
);
export type MatchStatus = EnumValue<typeof matchStatus>;

/** Whether the professional may position on the matched project, or why not. */
export const positionableStatus = /*#__PURE__*/ defineEnum(
  [
    'WORK_TYPES_NOT_QUALIFIED',
    'BUDGET_NO_REQUIRED_RATING',
    'BUDGET_INSUFFICIENT_REQUIRED_RATING_COUNT',
    'PRO_POSITIONING_LIMIT_REACHED',
    'NO_SLOT_AVAILABLE',
    'POSITIONABLE',
  ],
  {
    WORK_TYPES_NOT_QUALIFIED: {
      label: 'Prestations non qualifiées',
      tone: 'warning',
      hint: "Le professionnel n'est pas qualifié pour les prestations demandées par le projet.",
    },
    BUDGET_NO_REQUIRED_RATING: {
      label: 'Budget : note requise absente',
      tone: 'warning',
      hint: "Le budget du projet demande une note d'avis que le professionnel n'a pas encore.",
    },
    BUDGET_INSUFFICIENT_REQUIRED_RATING_COUNT: {
      label: "Budget : nombre d'avis insuffisant",
      tone: 'warning',
      hint: "Le budget du projet demande plus d'avis que le professionnel n'en a reçu.",
    },
    PRO_POSITIONING_LIMIT_REACHED: {
      label: 'Limite de positionnements atteinte',
      tone: 'warning',
      hint: 'Le professionnel a atteint le nombre maximal de projets sur lesquels il peut être positionné en même temps.',
    },
    NO_SLOT_AVAILABLE: {
      label: 'Aucune place disponible',
      tone: 'warning',
      hint: 'Toutes les places de professionnels du projet sont déjà prises.',
    },
    POSITIONABLE: {
      label: 'Positionnable',
      tone: 'success',
      hint: 'Le professionnel peut se positionner sur le projet.',
    },
  },
);
export type PositionableStatus = EnumValue<typeof positionableStatus>;

/** Whether the professional sees the matched project, or why not. */
export const visibilityStatus = /*#__PURE__*/ defineEnum(
  [
    'NOT_ACTIVE_MATCH',
    'PUBLICATION_DATE_TOO_FAR',
    'NEW_PRO_EXCLUSIVITY_EXCLUSION',
    'EXCLUSIVITY_EXCLUSION',
    'NO_SLOT_AVAILABLE_LIMIT_REACHED',
    'MANUAL_POSITIONING',
    'VISIBLE',
  ],
  {
    NOT_ACTIVE_MATCH: {
      label: 'Match inactif',
      tone: 'neutral',
      hint: "Le match n'est pas actif : le projet n'est pas montré au professionnel.",
    },
    PUBLICATION_DATE_TOO_FAR: {
      label: 'Date de publication trop lointaine',
      tone: 'warning',
      hint: "La date de publication du projet est trop éloignée pour qu'il soit montré au professionnel.",
    },
    NEW_PRO_EXCLUSIVITY_EXCLUSION: {
      label: 'Exclu (exclusivité nouveaux professionnels)',
      tone: 'warning',
      hint: "Le projet est d'abord réservé à de nouveaux professionnels : celui-ci n'y a pas encore accès.",
    },
    EXCLUSIVITY_EXCLUSION: {
      label: 'Exclu (exclusivité)',
      tone: 'warning',
      hint: "Le projet est pour l'instant réservé en exclusivité à d'autres professionnels.",
    },
    NO_SLOT_AVAILABLE_LIMIT_REACHED: {
      label: 'Plus de place disponible',
      tone: 'warning',
      hint: "Le projet n'est plus montré : assez de professionnels s'y sont déjà positionnés.",
    },
    MANUAL_POSITIONING: {
      label: 'Positionnement manuel',
      tone: 'info',
      hint: "Le projet est en positionnement manuel : c'est l'équipe qui choisit les professionnels.",
    },
    VISIBLE: {
      label: 'Visible',
      tone: 'success',
      hint: 'Le professionnel voit le projet parmi ses propositions.',
    },
  },
);
export type VisibilityStatus = EnumValue<typeof visibilityStatus>;

// Labels agree with "mise en relation" (feminine).
export const relationshipStatus = /*#__PURE__*/ defineEnum(
  [
    'ACCEPTED',
    'MEETING_SCHEDULED',
    'MET',
    'POSITIONED',
    'REFUSED',
    'NOT_RETAINED',
    'CANCELED',
    'WITHDRAWN',
    'CONTRACTUALIZED',
    'FINISHED',
    'NONE',
  ],
  {
    ACCEPTED: { label: 'Acceptée', tone: 'info' },
    MEETING_SCHEDULED: { label: 'Rendez-vous planifié', tone: 'info' },
    MET: { label: 'Rendez-vous effectué', tone: 'info' },
    POSITIONED: { label: 'Professionnel positionné', tone: 'warning' },
    REFUSED: { label: 'Refusée', tone: 'danger' },
    NOT_RETAINED: { label: 'Non retenue', tone: 'neutral' },
    CANCELED: { label: 'Annulée', tone: 'danger' },
    WITHDRAWN: { label: 'Désistement', tone: 'neutral' },
    CONTRACTUALIZED: { label: 'Contractualisée', tone: 'success' },
    FINISHED: { label: 'Terminée', tone: 'success' },
    NONE: { label: 'Aucune', tone: 'neutral' },
  },
);
export type RelationshipStatus = EnumValue<typeof relationshipStatus>;

export const positioningMode = /*#__PURE__*/ defineEnum(['GAMING', 'MANUAL'], {
  GAMING: { label: 'Automatique', tone: 'info' },
  MANUAL: { label: 'Manuel', tone: 'neutral' },
});
export type PositioningMode = EnumValue<typeof positioningMode>;

export const acceptanceMode = /*#__PURE__*/ defineEnum(['PART', 'AUTO'], {
  PART: { label: 'Par le particulier', tone: 'neutral' },
  AUTO: { label: 'Automatique', tone: 'info' },
});
export type AcceptanceMode = EnumValue<typeof acceptanceMode>;

export const relationshipStatusReason = /*#__PURE__*/ defineEnum(
  [
    'PRO_PROFILE',
    'CERTIFICATIONS',
    'DISTANCE',
    'DIRECT_RELATIONSHIP',
    'PROJECT_NO_LONGER_RELEVANT',
    'UNREACHABLE_CONTACT',
    'PRO_NO_LONGER_AVAILABLE',
    'PROJECT_DESCRIPTION_NOT_CORRESPONDING',
    'SKILLS_LACK',
    'SLAPDASH_EXPECTATIONS',
    'DEADLINES',
    'BUDGET',
    'RELATIONAL',
    'QUOTE_NOT_SUITABLE',
    'OTHER',
    'ACCEPTED_ANOTHER',
    'CONTRACTUALIZE_WITH_ANOTHER',
    'PROJECT_CANCELED',
    'PRO_TERMINATED',
    'CONFLICT',
  ],
  {
    PRO_PROFILE: { label: 'Profil du professionnel' },
    CERTIFICATIONS: { label: 'Certifications' },
    DISTANCE: { label: 'Distance' },
    DIRECT_RELATIONSHIP: { label: 'Relation directe', tone: 'warning' },
    PROJECT_NO_LONGER_RELEVANT: { label: "Projet plus d'actualité" },
    UNREACHABLE_CONTACT: { label: 'Contact injoignable' },
    PRO_NO_LONGER_AVAILABLE: { label: 'Professionnel plus disponible' },
    PROJECT_DESCRIPTION_NOT_CORRESPONDING: { label: 'Description du projet non conforme' },
    SKILLS_LACK: { label: 'Manque de compétences' },
    SLAPDASH_EXPECTATIONS: { label: 'Demande peu sérieuse' },
    DEADLINES: { label: 'Délais' },
    BUDGET: { label: 'Budget' },
    RELATIONAL: { label: 'Relationnel' },
    QUOTE_NOT_SUITABLE: { label: 'Devis ne convenant pas' },
    OTHER: { label: 'Autre' },
    ACCEPTED_ANOTHER: { label: 'Un autre professionnel a été accepté' },
    CONTRACTUALIZE_WITH_ANOTHER: { label: 'Contrat signé avec un autre professionnel' },
    PROJECT_CANCELED: { label: 'Projet annulé' },
    PRO_TERMINATED: { label: 'Professionnel résilié' },
    CONFLICT: { label: 'Conflit', tone: 'danger' },
  },
);
export type RelationshipStatusReason = EnumValue<typeof relationshipStatusReason>;
