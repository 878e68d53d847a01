/**
 * The French texts of the relationship view's actions. SPEC §8 names the outcomes ("relationship
 * updated or reopened") without their texts: the wording is ours. Business codes keep their own
 * messages (lib/domain/errors.ts).
 */
export const RELATIONSHIP_MESSAGES = {
  updated: 'La mise en relation a été mise à jour.',
  updateFailed: "La mise en relation n'a pas pu être mise à jour.",
  reactivated: 'La mise en relation a été réactivée.',
  reactivateFailed: "La mise en relation n'a pas pu être réactivée.",
  nothingChanged: 'Aucune modification à enregistrer.',
  otherReasonRequired: 'Merci de préciser le motif « Autre ».',
  otherReasonWithoutOther: 'Le motif « Autre » ne se précise que lorsque ce motif est choisi.',
  otherReasonTooLong: 'Le motif « Autre » est trop long (1000 caractères maximum).',
  commentTooLong: 'Le commentaire est trop long (2000 caractères maximum).',
  meetingNotRemovable:
    'La date du rendez-vous ne peut pas être retirée : indiquez une nouvelle date ou laissez celle-ci.',
  invalidStatus: 'Merci de choisir un statut de la liste.',
  invalidReason: 'Merci de choisir des motifs de la liste.',
} as const;

/** Why the state of the relationship forbids an action (shown under the disabled control). */
export const RELATIONSHIP_RULE_REASONS = {
  reactivate:
    "Seule une mise en relation refusée, non retenue, annulée ou dont le professionnel s'est désisté peut être réactivée.",
  statusClosed:
    'La mise en relation est close : son statut ne change plus ici, réactivez-la pour la rouvrir.',
} as const;
