/** The staff journal's own texts, on its screen and in a record's Journal tab. */
export const NO_JOURNAL_ENTRY_TEXT = 'Aucune action n’a encore été enregistrée sur cette fiche.';
export const NO_FIELD_ENTRY_TEXT = 'Aucune action enregistrée n’a modifié ce champ.';
export const JOURNAL_UNAVAILABLE_TEXT =
  'Le journal est momentanément indisponible. Les actions restent enregistrées et y apparaîtront.';
