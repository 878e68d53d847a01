/**
 * The side menu's two bottom links, apart from the role table (which takes their paths from here):
 * the side menu is client code every signed-in page loads, and needs these two links and none of it.
 */
export const ACCOUNT_LINK = { routeId: 'account', href: '/compte', label: 'Mon compte' } as const;
export const LOGOUT_LINK = { routeId: 'logout', href: '/deconnexion', label: 'Déconnexion' } as const;
