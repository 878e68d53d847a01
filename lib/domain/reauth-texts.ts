import { SESSION_EXPIRED_MESSAGE } from './error-texts';

/**
 * The French texts of signing in again where the session ended (components/auth/reauth-dialog.tsx).
 * The expiry itself keeps its SPEC §8 text (SESSION_EXPIRED_MESSAGE).
 */
export const REAUTH_MESSAGES = {
  title: 'Reconnectez-vous',
  kept: 'Ce que vous avez saisi est conservé : reconnectez-vous, puis renvoyez le formulaire.',
  filesKept: 'Pièces jointes conservées :',
  signIn: 'Se reconnecter',
  signedIn: 'Vous êtes de nouveau connecté. Vos saisies sont intactes.',
  resend: 'Renvoyer',
  /** The account signed in with is not the one whose session ended. */
  otherAccount:
    "Ce compte n'est pas celui de la session expirée : reconnectez-vous avec le même compte pour ne pas envoyer sa saisie sous un autre nom.",
  /** A background view (a live discussion) that stopped when the session ended. */
  paused: SESSION_EXPIRED_MESSAGE,
} as const;
