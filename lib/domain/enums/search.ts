import { defineEnum, type EnumValue } from './define';

/** Kinds of hit of the global search (GET /search); labels follow the side menu's names. */
export const searchHitType = /*#__PURE__*/ defineEnum(
  [
    'user',
    'credentials',
    'project',
    'quote',
    'professional-invoice',
    'works-acceptance',
    'provider-invoice',
    'document',
    'discussion',
    'issue',
    'match',
  ],
  {
    user: { label: 'Client' },
    credentials: { label: 'Utilisateur' },
    project: { label: 'Projet' },
    quote: { label: 'Devis' },
    'professional-invoice': { label: 'Facture professionnel' },
    'works-acceptance': { label: 'PV de fin de chantier' },
    'provider-invoice': { label: 'Facture' },
    document: { label: 'Document' },
    discussion: { label: 'Discussion' },
    issue: { label: 'Signalement' },
    match: { label: 'Match' },
  },
);
export type SearchHitType = EnumValue<typeof searchHitType>;
