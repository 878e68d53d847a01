import { defineEnum, type EnumValue } from './define';

export const projectPaymentStatus = /*#__PURE__*/ defineEnum(
  [
    'NONE',
    'DOWN_PAYMENT_PENDING',
    'DOWN_PAYMENT_PAID',
    'INTERIM_PAYMENT_PENDING',
    'INTERIM_PAYMENT_PAID',
    'FINAL_PAYMENT_PENDING',
    'FINISHED',
  ],
  {
    NONE: { label: 'Aucun paiement', tone: 'neutral' },
    DOWN_PAYMENT_PENDING: { label: 'Acompte en attente', tone: 'warning' },
    DOWN_PAYMENT_PAID: { label: 'Acompte payé', tone: 'info' },
    INTERIM_PAYMENT_PENDING: { label: 'Paiement intermédiaire en attente', tone: 'warning' },
    INTERIM_PAYMENT_PAID: { label: 'Paiement intermédiaire payé', tone: 'info' },
    FINAL_PAYMENT_PENDING: { label: 'Solde en attente', tone: 'warning' },
    FINISHED: { label: 'Paiements terminés', tone: 'success' },
  },
);
export type ProjectPaymentStatus = EnumValue<typeof projectPaymentStatus>;

export const invoiceType = /*#__PURE__*/ defineEnum(
  [
    'DOWN_PAYMENT',
    'INTERIM_PAYMENT',
    'FINAL_PAYMENT',
    'FEE',
    'INSURANCE',
    'BASIC',
    'INSURANCE_CREDIT_NOTE',
    'BASIC_CREDIT_NOTE',
  ],
  {
    DOWN_PAYMENT: { label: 'Acompte', tone: 'info' },
    INTERIM_PAYMENT: { label: 'Paiement intermédiaire', tone: 'info' },
    FINAL_PAYMENT: { label: 'Solde', tone: 'info' },
    FEE: { label: 'Frais de service', tone: 'neutral' },
    INSURANCE: { label: 'Assurance', tone: 'neutral' },
    BASIC: { label: 'Facture', tone: 'neutral' },
    INSURANCE_CREDIT_NOTE: { label: 'Avoir assurance', tone: 'warning' },
    BASIC_CREDIT_NOTE: { label: 'Avoir', tone: 'warning' },
  },
);
export type InvoiceType = EnumValue<typeof invoiceType>;

// Labels agree with "facture" (feminine).
export const invoiceStatus = /*#__PURE__*/ defineEnum(
  ['PENDING', 'PAID', 'CANCELED', 'CANCELED_BY_CREDIT_NOTE', 'IRRECOVERABLE'],
  {
    PENDING: { label: 'En attente', tone: 'warning' },
    PAID: { label: 'Payée', tone: 'success' },
    CANCELED: { label: 'Annulée', tone: 'danger' },
    CANCELED_BY_CREDIT_NOTE: { label: 'Annulée par avoir', tone: 'neutral' },
    IRRECOVERABLE: { label: 'Irrécouvrable', tone: 'danger' },
  },
);
export type InvoiceStatus = EnumValue<typeof invoiceStatus>;

export const taxUnit = /*#__PURE__*/ defineEnum(['TVA', 'TCA'], {
  TVA: { label: 'TVA' },
  TCA: { label: "TCA (taxe sur les conventions d'assurance)" },
});
export type TaxUnit = EnumValue<typeof taxUnit>;

export const paymentAccountStatus = /*#__PURE__*/ defineEnum(['NONE', 'VALIDATING', 'VALIDATED', 'CLOSED'], {
  NONE: { label: 'Aucun', tone: 'neutral' },
  VALIDATING: { label: 'En cours de validation', tone: 'warning' },
  VALIDATED: { label: 'Validé', tone: 'success' },
  CLOSED: { label: 'Fermé', tone: 'danger' },
});
export type PaymentAccountStatus = EnumValue<typeof paymentAccountStatus>;

/** SPEC §4 hides the three provider names; these codes are our choice (docs/decisions.md). */
export const paymentProvider = /*#__PURE__*/ defineEnum(['MANGOPAY', 'LEMONWAY', 'STRIPE', 'NONE'], {
  MANGOPAY: { label: 'Mangopay', tone: 'info' },
  LEMONWAY: { label: 'Lemonway', tone: 'info' },
  STRIPE: { label: 'Stripe', tone: 'info' },
  NONE: { label: 'Aucun', tone: 'neutral' },
});
export type PaymentProvider = EnumValue<typeof paymentProvider>;

/** What a provider invoice line bills. */
export const productCode = /*#__PURE__*/ defineEnum(
  ['FEE', 'DOWN_PAYMENT_GUARANTEE', 'LEGAL_PROTECTION_PACK', 'REGISTRATION_FEE'],
  {
    FEE: { label: 'Frais de service' },
    DOWN_PAYMENT_GUARANTEE: { label: "Garantie d'acompte" },
    LEGAL_PROTECTION_PACK: { label: 'Pack protection juridique' },
    REGISTRATION_FEE: { label: "Frais d'inscription" },
  },
);
export type ProductCode = EnumValue<typeof productCode>;

/** Paid options a project owner can subscribe to. */
export const optionCode = /*#__PURE__*/ defineEnum(['DOWN_PAYMENT_GUARANTEE', 'LEGAL_PROTECTION'], {
  DOWN_PAYMENT_GUARANTEE: { label: "Garantie d'acompte", tone: 'info' },
  LEGAL_PROTECTION: { label: 'Protection juridique', tone: 'info' },
});
export type OptionCode = EnumValue<typeof optionCode>;

// Labels agree with "option" (feminine).
export const optionStatus = /*#__PURE__*/ defineEnum(
  ['REQUESTED', 'PENDING_ACTIVATION', 'ACTIVE', 'ABORTED', 'TERMINATED'],
  {
    REQUESTED: { label: 'Demandée', tone: 'info' },
    PENDING_ACTIVATION: { label: "En attente d'activation", tone: 'warning' },
    ACTIVE: { label: 'Active', tone: 'success' },
    ABORTED: { label: 'Abandonnée', tone: 'neutral' },
    TERMINATED: { label: 'Résiliée', tone: 'danger' },
  },
);
export type OptionStatus = EnumValue<typeof optionStatus>;
