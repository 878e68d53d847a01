/**
 * The French texts of the public screens that the SPEC does not word itself (SPEC §8 says which
 * successes have a message, not its text). The error texts stay in lib/domain/errors.ts.
 */
export const PUBLIC_MESSAGES = {
  passwordCreated: 'Votre mot de passe a été créé. Vous pouvez vous connecter.',
  passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  // Never says whether the account exists: the same words for any address.
  resetRequested: "Si un compte existe pour cette adresse, un email de réinitialisation vient d'être envoyé.",
  passwordCreationFailed: "Votre mot de passe n'a pas pu être créé.",
  passwordResetFailed: "Votre mot de passe n'a pas pu être réinitialisé.",
  resetRequestFailed: "La demande de réinitialisation n'a pas pu être envoyée.",
} as const;

export const AUTHENTICATION_CODE_MESSAGES = {
  required: "Merci de renseigner le code d'authentification.",
  invalid: "Merci de renseigner un code d'authentification valide.",
} as const;

/** Labels shared by the screens and their tests. */
export const PUBLIC_LABELS = {
  productName: 'Back-office',
  email: 'Email',
  password: 'Mot de passe',
  newPassword: 'Nouveau mot de passe',
  passwordConfirmation: 'Confirmation du mot de passe',
  authenticationCode: "Code d'authentification",
  signIn: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  send: 'Envoyer',
  createPassword: 'Créer mon mot de passe',
  resetPassword: 'Réinitialiser mon mot de passe',
  askNewLink: 'Demander un nouveau lien',
  backToLogin: 'Retour à la connexion',
  demoAccounts: 'Comptes de démonstration',
} as const;
