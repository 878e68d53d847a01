import { defineEnum, type EnumValue } from './define';

export const quoteType = /*#__PURE__*/ defineEnum(['INITIAL', 'AMENDMENT'], {
  INITIAL: { label: 'Devis', tone: 'info' },
  AMENDMENT: { label: 'Avenant', tone: 'warning' },
});
export type QuoteType = EnumValue<typeof quoteType>;

/** The same types with their article, for sentences ("Signer le devis", "Annuler l'avenant"). */
export const QUOTE_TYPE_WITH_ARTICLE = {
  INITIAL: 'le devis',
  AMENDMENT: "l'avenant",
} as const satisfies Record<QuoteType, string>;

/** A type the gateway added since (shown raw on its badge) reads as a quote in sentences. */
export function quoteTypeWithArticle(type: QuoteType): string {
  return QUOTE_TYPE_WITH_ARTICLE[type] ?? QUOTE_TYPE_WITH_ARTICLE.INITIAL;
}

/** The same types after "de" ("La signature du devis", "L'acompte de l'avenant"). */
export const QUOTE_TYPE_AFTER_DE = {
  INITIAL: 'du devis',
  AMENDMENT: "de l'avenant",
} as const satisfies Record<QuoteType, string>;

export function quoteTypeAfterDe(type: QuoteType): string {
  return QUOTE_TYPE_AFTER_DE[type] ?? QUOTE_TYPE_AFTER_DE.INITIAL;
}

export const quoteStatus = /*#__PURE__*/ defineEnum(
  ['PENDING', 'SIGNED', 'REFUSED', 'CANCELED', 'NOT_RETAINED'],
  {
    PENDING: { label: 'En attente', tone: 'warning' },
    SIGNED: { label: 'Signé', tone: 'success' },
    REFUSED: { label: 'Refusé', tone: 'danger' },
    CANCELED: { label: 'Annulé', tone: 'danger' },
    NOT_RETAINED: { label: 'Non retenu', tone: 'neutral' },
  },
);
export type QuoteStatus = EnumValue<typeof quoteStatus>;

/** Why a quote was refused or cancelled. */
export const quoteRefusalReason = /*#__PURE__*/ defineEnum(
  [
    'TOO_EXPENSIVE',
    'NOT_CLEAR_ENOUGH',
    'NEEDS_NOT_SATISFIED',
    'REQUEST_ANOTHER_QUOTE',
    'INCONCLUSIVE_VISIT',
    'MORE_INTERESTING_QUOTE',
    'PROJECT_NO_LONGER_RELEVANT',
    'NO_FAITH_IN_COMPANY',
    'SIGN_RETRACTION',
    'SIGN_ANOTHER',
    'PRO_NOT_RETAINED',
    'PRO_TERMINATED',
    'OTHER',
  ],
  {
    TOO_EXPENSIVE: { label: 'Trop cher' },
    NOT_CLEAR_ENOUGH: { label: 'Pas assez clair' },
    NEEDS_NOT_SATISFIED: { label: 'Ne répond pas aux besoins' },
    REQUEST_ANOTHER_QUOTE: { label: "Demande d'un autre devis" },
    INCONCLUSIVE_VISIT: { label: 'Visite non concluante' },
    MORE_INTERESTING_QUOTE: { label: 'Un autre devis plus intéressant' },
    PROJECT_NO_LONGER_RELEVANT: { label: "Projet plus d'actualité" },
    NO_FAITH_IN_COMPANY: { label: "Manque de confiance dans l'entreprise" },
    SIGN_RETRACTION: { label: 'Rétractation après signature', tone: 'warning' },
    SIGN_ANOTHER: { label: "Signature d'un autre devis" },
    PRO_NOT_RETAINED: { label: 'Professionnel non retenu' },
    PRO_TERMINATED: { label: 'Professionnel résilié', tone: 'warning' },
    OTHER: { label: 'Autre' },
  },
);
export type QuoteRefusalReason = EnumValue<typeof quoteRefusalReason>;
