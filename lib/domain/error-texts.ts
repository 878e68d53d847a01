/**
 * The French error texts of SPEC §2 and §8, word for word, and the gateway's business error codes
 * with their messages. Free of any schema library: the shell's client code (error and 404 screens,
 * header search) reads these on every page, so they must not pull zod into the browser;
 * ./errors.ts adds the codes' enum catalogue for the server.
 */
import type { EnumEntry } from './enums/define';

export const ERROR_MESSAGES = {
  AUTHENTICATION_FAILED: "Echec lors de l'authentification.",
  SESSION_EXPIRED: 'Votre session a expiré, merci de vous reconnecter.',
  ACCOUNT_NOT_ACTIVATED:
    "Votre compte n'a pas été activé. Veuillez relancer la procédure en cliquant sur mot de passe oublié.",
  LOGIN_FAILED: 'Login ou mot de passe incorrect.',
  PASSWORD_TOKEN_EXPIRED: 'Le token de création de mot de passe a expiré.',
  // SPEC's own wording ("expirée"), kept as is.
  REFRESH_FAILED: 'Votre session a expirée.',
  GENERIC: 'Une erreur est survenue.',
} as const;

export const AUTHENTICATION_FAILED_MESSAGE = ERROR_MESSAGES.AUTHENTICATION_FAILED;
export const SESSION_EXPIRED_MESSAGE = ERROR_MESSAGES.SESSION_EXPIRED;
export const ACCOUNT_NOT_ACTIVATED_MESSAGE = ERROR_MESSAGES.ACCOUNT_NOT_ACTIVATED;
export const LOGIN_REFUSED_MESSAGE = ERROR_MESSAGES.LOGIN_FAILED;
export const PASSWORD_TOKEN_EXPIRED_MESSAGE = ERROR_MESSAGES.PASSWORD_TOKEN_EXPIRED;
export const REFRESH_FAILED_MESSAGE = ERROR_MESSAGES.REFRESH_FAILED;
/** Not SPEC wording: a write refused because the record changed since the page read it. */
export const STALE_RECORD_MESSAGE =
  'Cette fiche a été modifiée entre-temps : rien n’a été enregistré. Rechargez la page.';
/** The last-resort text of a failed action (not the DEFAULT business code's text). */
export const DEFAULT_ERROR_MESSAGE = ERROR_MESSAGES.GENERIC;
/**
 * Not SPEC wording: a sign-in refused by the limits on guessing (lib/limits), the same whether the
 * account exists or not.
 */
export const TOO_MANY_SIGN_INS_MESSAGE = 'Trop de tentatives de connexion. Réessayez dans quelques minutes.';

export { CRASH_SCREEN, noSearchResult } from './shell-texts';

/** The 404 page: SPEC §2 gives only the title; the text and link label are ours. */
export const NOT_FOUND_SCREEN = {
  title: '404',
  text: "La page que vous recherchez n'existe pas.",
  link: "Retour à l'accueil",
} as const;

/** Messages of the reports sent to POST /logger (English, as SPEC names them). */
export const LOG_LABELS = {
  NOT_FOUND: 'Not found error',
  RUNTIME: 'Browser runtime error',
  PARSE: 'Error parsing data',
} as const;

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
