/**
 * The identifier rules' French messages, apart from the rules themselves so that a screen checking
 * one in the browser (the bulk re-synchronisation's list) loads no schema library.
 */
export const SGID_MESSAGES = {
  invalid: 'Merci de renseigner un SGID valide.',
  required: 'Merci de renseigner votre SGID.',
} as const;

export const PROJECT_RID_MESSAGES = {
  invalid: 'Merci de renseigner un RID valide.',
  required: 'Merci de renseigner le RID du projet.',
} as const;

export const USER_RID_MESSAGES = {
  invalid: 'Merci de renseigner un RID valide.',
  required: "Merci de renseigner le RID de l'utilisateur.",
} as const;

export const UUID_MESSAGES = {
  invalid: 'Merci de saisir un uuid valide.',
  required: 'Merci de saisir un uuid.',
} as const;
