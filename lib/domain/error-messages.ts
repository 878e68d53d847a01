/**
 * The French error texts of SPEC §2 and §8, word for word, and the English labels of the reports to
 * the gateway's logger: plain strings, which the forms and the session's dialog read in the browser.
 */

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

/** Messages of the reports sent to POST /logger (English, as SPEC names them). */
export const LOG_LABELS = {
  NOT_FOUND: 'Not found error',
  RUNTIME: 'Browser runtime error',
  PARSE: 'Error parsing data',
} as const;
