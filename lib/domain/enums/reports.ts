import { defineEnum, type EnumValue } from './define';

/** The CSV reports of the exports screen. */
export const reportType = /*#__PURE__*/ defineEnum(['INVOICES', 'INSURANCE_INVOICES'], {
  INVOICES: { label: 'Factures', tone: 'info' },
  INSURANCE_INVOICES: { label: "Factures d'assurance", tone: 'info' },
});
export type ReportType = EnumValue<typeof reportType>;
