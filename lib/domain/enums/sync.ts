import { defineEnum, type EnumValue } from './define';

/**
 * The records the exports screen re-synchronises in bulk (users, projects, quotes and
 * both kinds of invoices), a subset of the gateway's sync entity types (lib/domain/requests.ts).
 */
export const bulkSyncType = /*#__PURE__*/ defineEnum(
  ['USER', 'PROJECT', 'QUOTE', 'PROVIDER_INVOICE', 'PROFESSIONAL_INVOICE'],
  {
    USER: { label: 'Utilisateur' },
    PROJECT: { label: 'Projet' },
    QUOTE: { label: 'Devis' },
    PROVIDER_INVOICE: { label: 'Facture' },
    PROFESSIONAL_INVOICE: { label: 'Facture professionnelle' },
  },
);
export type BulkSyncType = EnumValue<typeof bulkSyncType>;
