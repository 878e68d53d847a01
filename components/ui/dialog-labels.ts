export const CANCEL_LABEL = 'Annuler';
export const CLOSE_LABEL = 'Fermer';
