import { VIEW_BAR_TEXTS } from '@/lib/domain/view-bar-texts';

/** The French texts of the saved views: the list's views menu, its dialogs and home's views. */
export const VIEW_MESSAGES = {
  ...VIEW_BAR_TEXTS,
  saveTitle: 'Enregistrer la vue',
  saveDescription:
    'Les filtres, le tri et la taille de page de la liste affichée sont enregistrés sous ce nom. Ouvrir la vue redonne exactement cette liste.',
  saveConfirm: 'Enregistrer',
  saved: (name: string) => `La vue « ${name} » a été enregistrée.`,
  name: 'Nom de la vue',
  nameRequired: 'Merci de donner un nom à la vue.',
  nameTooLong: 'Le nom de la vue ne peut pas dépasser 80 caractères.',
  rolesInvalid: 'Choisissez les rôles parmi ceux proposés.',
  queryTooLong: 'Les filtres de cette liste sont trop longs pour être enregistrés.',
  tooMany: (max: number) =>
    `Vous avez déjà ${max} vues enregistrées : supprimez-en une avant d’en enregistrer une autre.`,
  shareWith: 'Partager avec',
  shareHint: 'Aucun rôle coché : la vue reste privée.',
  queue: 'File de traitement',
  queueField: 'Traitement',
  queueHint:
    '« Traiter le suivant » attribue ses éléments un à un. Possible pour la messagerie, les signalements, les factures et les projets, une fois la vue partagée.',
  queueNotShared: 'Une file de traitement doit être partagée avec au moins un rôle.',
  queueNotAllowed: 'Cette liste ne peut pas servir de file de traitement.',
  roleCannotOpen: (roles: string) => `Ces rôles ne peuvent pas ouvrir cette liste : ${roles}.`,
  open: 'Ouvrir',
  rename: 'Renommer',
  renameTitle: 'Renommer la vue',
  renameDescription: 'Le nouveau nom est montré à tous ceux qui utilisent la vue.',
  renamed: 'La vue a été renommée.',
  share: 'Partager',
  shareTitle: 'Partager la vue',
  shareDescription: 'Choisissez les rôles qui voient la vue dans leur menu et sur leur accueil.',
  shared: 'Le partage de la vue a été modifié.',
  remove: 'Supprimer',
  removeTitle: 'Supprimer la vue ?',
  removeDescription: (name: string) =>
    `La vue « ${name} » disparaîtra du menu et de l'accueil de tous ceux qui l'utilisent. La liste elle-même ne change pas.`,
  removed: 'La vue a été supprimée.',
  notFound: "Cette vue n'existe pas ou ne vous est pas accessible.",
  notYours: 'Seul l’auteur de la vue ou SUPPORT peut la modifier.',
  failed: "La vue n'a pas pu être enregistrée.",
  private: 'Privée',
  sharedWith: (roles: string) => `Partagée avec ${roles}`,
  by: (name: string) => `par ${name}`,
  countUnknown: '—',
  countLabel: (count: number | null) =>
    count === null ? 'nombre indisponible' : `${count} ${count > 1 ? 'éléments' : 'élément'}`,
} as const;

/** The French texts of home: the day's work of the signed-in staff member. */
export const HOME_TEXTS = {
  greeting: (firstName: string) => `Bonjour ${firstName}`,
  subtitle: 'Votre journée : les dossiers que vous traitez, vos files, vos vues et vos messages.',
  claims: 'Mes dossiers en cours',
  claimsEmpty: 'Aucun dossier pris en charge. « Traiter le suivant » dans une file vous en attribue un.',
  since: (time: string, day: string | null) => (day ? `depuis le ${day} à ${time}` : `depuis ${time}`),
  views: 'Files et vues',
  viewsEmpty: 'Aucune vue enregistrée. « Enregistrer la vue » sur une liste la garde ici.',
  queueBadge: 'File',
  openList: 'Voir la liste',
  unread: 'Discussions non lues',
  unreadEmpty: 'Aucune discussion avec des messages non lus.',
  unreadAll: (total: number) => `Voir les ${total} discussions non lues`,
  unreadMessages: (count: number) => (count > 1 ? `${count} messages non lus` : '1 message non lu'),
  recent: 'Consultés récemment',
  recentEmpty: 'Les fiches que vous ouvrez apparaîtront ici.',
  unavailable:
    'Cette partie de l’accueil n’a pas pu être chargée. Les autres restent à jour ; réessayez dans un instant.',
  myDetails: 'Mes informations',
  manageAccount: 'Gérer mon compte',
} as const;
