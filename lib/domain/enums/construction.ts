import { defineEnum, type EnumValue } from './define';

// Labels agree with "PV de fin de chantier" (masculine).
export const worksAcceptanceStatus = /*#__PURE__*/ defineEnum(['PENDING', 'CANCELED', 'VALIDATED'], {
  PENDING: { label: 'En attente', tone: 'warning' },
  CANCELED: { label: 'Annulé', tone: 'danger' },
  VALIDATED: { label: 'Validé', tone: 'success' },
});
export type WorksAcceptanceStatus = EnumValue<typeof worksAcceptanceStatus>;

export const constructionStatus = /*#__PURE__*/ defineEnum(
  ['NOT_STARTED', 'STARTED', 'WORKS_ACCEPTANCE', 'FINISHED'],
  {
    NOT_STARTED: { label: 'Non démarré', tone: 'neutral' },
    STARTED: { label: 'En cours', tone: 'info' },
    WORKS_ACCEPTANCE: { label: 'Réception des travaux', tone: 'warning' },
    FINISHED: { label: 'Terminé', tone: 'success' },
  },
);
export type ConstructionStatus = EnumValue<typeof constructionStatus>;
