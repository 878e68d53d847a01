/** The palette's accessible names, shared with the tests. */
export const PALETTE_TITLE = 'Palette de commandes';
export const PALETTE_INPUT_LABEL = 'Commande, identifiant ou recherche';
