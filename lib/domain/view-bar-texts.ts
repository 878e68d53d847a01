/**
 * What a list's saved-views bar says before anyone opens it: every list loads these, while the
 * dialogs' and rows' texts (lib/views/messages.ts) come with their code.
 */
export const VIEW_BAR_TEXTS = {
  save: 'Enregistrer la vue',
  menu: 'Vues enregistrées',
  menuEmpty: 'Aucune vue enregistrée pour cette liste.',
  loadFailed: "La fenêtre n'a pas pu se charger. Vérifiez votre connexion, puis réessayez.",
  panelLoadFailed: "Les vues enregistrées n'ont pas pu s'afficher. Vérifiez votre connexion, puis réessayez.",
} as const;
