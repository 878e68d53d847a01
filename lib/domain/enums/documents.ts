import { defineEnum, type EnumValue } from './define';

export const documentStatus = /*#__PURE__*/ defineEnum(
  ['EMPTY', 'NEW', 'VALIDABLE', 'VALIDATED', 'REFUSED', 'EXPIRED'],
  {
    EMPTY: { label: 'Vide', tone: 'neutral' },
    NEW: { label: 'Nouveau', tone: 'info' },
    VALIDABLE: { label: 'À valider', tone: 'warning' },
    VALIDATED: { label: 'Validé', tone: 'success' },
    REFUSED: { label: 'Refusé', tone: 'danger' },
    EXPIRED: { label: 'Expiré', tone: 'danger' },
  },
);
export type DocumentStatus = EnumValue<typeof documentStatus>;

/**
 * The document type codes SPEC §4 names (lower case on the wire). Documents carry other codes too
 * (quotes, invoices, reports), so the document schema keeps `type.code` an open string.
 */
export const documentType = /*#__PURE__*/ defineEnum(
  [
    'picture_site',
    'doc_site',
    'insurance_dc',
    'insurance_rc',
    'contractor_quality_chart',
    'software_contract_quotes_invoices',
    'fiscal_bundle',
  ],
  {
    picture_site: { label: 'Photo du chantier' },
    doc_site: { label: 'Document du chantier' },
    insurance_dc: { label: "Attestation d'assurance décennale" },
    insurance_rc: { label: "Attestation d'assurance responsabilité civile" },
    contractor_quality_chart: { label: 'Charte qualité signée' },
    software_contract_quotes_invoices: { label: 'Contrat logiciel devis et factures' },
    fiscal_bundle: { label: 'Liasse fiscale' },
  },
);
export type DocumentType = EnumValue<typeof documentType>;
