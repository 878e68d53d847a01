/**
 * The gateway's business error codes with their messages, free of any schema library; ./errors.ts
 * adds their enum catalogue for the server.
 */
import type { EnumEntry } from './enums/define';

/**
 * The gateway's known business error codes; the label is the message a staff user reads.
 * SPEC §8 gives only their meaning, so the French wording is ours except where noted.
 */
export const BUSINESS_CODES = [
  'DEFAULT',
  'FORBIDDEN',
  'MAX_ACTIVE_RELATIONSHIPS',
  'MAX_PRE_SALES_RELATIONSHIPS',
  'USERNAME_ALREADY_IN_USE',
  'UNMATCHING_PASSWORD',
  'EMPTY_DOCUMENT',
  'USER_CONFLICT',
  'QUOTE_WITH_BILLING_PAID_INVOICES',
  'USER_WITH_PROJECTS',
  'PROJECT_PAYMENT_STATUS_CONFLICT',
  'ACCOUNT_ASSOCIATION_CONFLICT',
] as const;
export type BusinessCode = (typeof BUSINESS_CODES)[number];

export const BUSINESS_CODE_ENTRIES: { readonly [K in BusinessCode]: EnumEntry } = {
  DEFAULT: {
    label: 'Une erreur est survenue lors du chargement de la page, merci de réessayer.',
    tone: 'danger',
  },
  FORBIDDEN: { label: "Vous n'êtes pas autorisé à effectuer cette action.", tone: 'danger' },
  MAX_ACTIVE_RELATIONSHIPS: {
    label: 'Suffisamment de professionnels se sont déjà positionnés sur ce projet.',
    tone: 'warning',
  },
  MAX_PRE_SALES_RELATIONSHIPS: {
    label: 'Suffisamment de professionnels ont déjà été sélectionnés pour ce projet.',
    tone: 'warning',
  },
  USERNAME_ALREADY_IN_USE: { label: 'Cette adresse email est déjà utilisée.', tone: 'danger' },
  UNMATCHING_PASSWORD: { label: "Le mot de passe n'est pas reconnu.", tone: 'danger' },
  EMPTY_DOCUMENT: {
    label: "Le document ne contient aucune donnée, merci d'en ajouter un nouveau.",
    tone: 'danger',
  },
  USER_CONFLICT: { label: 'Un compte existe déjà, merci de vous connecter.', tone: 'danger' },
  QUOTE_WITH_BILLING_PAID_INVOICES: {
    label: "Au moins une option est active, merci de la résilier avant d'annuler la signature du devis.",
    tone: 'danger',
  },
  USER_WITH_PROJECTS: { label: 'Le particulier a au moins un projet en cours.', tone: 'danger' },
  PROJECT_PAYMENT_STATUS_CONFLICT: {
    label: 'Erreur lors de la mise à jour du devis : au moins une facture est en cours.',
    tone: 'danger',
  },
  ACCOUNT_ASSOCIATION_CONFLICT: { label: "Erreur lors de l'association du compte.", tone: 'danger' },
};

const KNOWN_CODES = new Set<string>(BUSINESS_CODES);

export function isBusinessCode(code: unknown): code is BusinessCode {
  return typeof code === 'string' && KNOWN_CODES.has(code);
}

export function businessErrorMessage(code: BusinessCode): string {
  return BUSINESS_CODE_ENTRIES[code]?.label ?? code;
}
