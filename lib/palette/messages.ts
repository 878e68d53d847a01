/** The palette's accessible names, shared with the tests. */
export const PALETTE_TITLE = 'Palette de commandes';
export const PALETTE_INPUT_LABEL = 'Commande, identifiant ou recherche';
/** The alert when the palette's code cannot be fetched (offline, or a deployment in between). */
export const PALETTE_LOAD_FAILED = "La palette de commandes n'a pas pu se charger, merci de réessayer.";
