/**
 * The French texts of the feedback view. SPEC §8 names the outcomes ("feedback and reply
 * modified") without their texts: the wording is ours.
 */
export const FEEDBACK_MESSAGES = {
  feedbackUpdated: "L'avis a été modifié.",
  feedbackUpdateFailed: "L'avis n'a pas pu être modifié.",
  replyUpdated: 'La réponse a été modifiée.',
  replyUpdateFailed: "La réponse n'a pas pu être modifiée.",
  nothingChanged: 'Aucune modification à enregistrer.',
  messageRequired: 'Merci de saisir le message.',
  messageTooLong: 'Le message est trop long (5000 caractères maximum).',
  invalidStatus: 'Merci de choisir un statut de la liste.',
} as const;

/** The two moderation forms: the feedback's and each reply's. */
export const MODERATION_TEXTS = {
  feedback: {
    form: "Modérer l'avis",
    submit: "Enregistrer l'avis",
    title: "Modifier l'avis ?",
    confirmLabel: "Modifier l'avis",
  },
  reply: {
    form: 'Modérer la réponse',
    submit: 'Enregistrer la réponse',
    title: 'Modifier la réponse ?',
    confirmLabel: 'Modifier la réponse',
  },
  statusLabel: 'Statut',
  messageLabel: 'Message',
  messageHint: 'Corrigez le texte tel que le public le lira.',
} as const;

export const PUBLIC_FEEDBACK_LINK = "Voir l'avis sur le site public";
