/** The French texts of the match view's action: why the state forbids it, and its outcome. */
export const MATCH_RULE_REASONS = {
  alreadyAccepted: 'Ce match est déjà accepté.',
  notOpen: 'Seul un match créé ou vu peut être accepté.',
  projectClosed: 'Le projet est annulé ou terminé : ses matches ne peuvent plus être acceptés.',
} as const;

export const MATCH_ACTION_MESSAGES = {
  accepted: 'Le match a été accepté : la mise en relation avec le professionnel est ouverte.',
  acceptFailed: "L'acceptation du match a échoué.",
} as const;
