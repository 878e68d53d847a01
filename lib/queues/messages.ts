/** The French texts of the queues ("files de traitement"), their claims and the issue reports' status. */
export const QUEUE_MESSAGES = {
  next: 'Traiter le suivant',
  claimed: 'Élément pris en charge.',
  held: 'Vous traitez déjà cet élément de la file : terminez-le ou libérez-le avant le suivant.',
  empty: 'Cette file est vide : aucun élément à traiter pour le moment.',
  claimFailed: "L'élément suivant n'a pas pu être pris en charge.",
  cannotWork: 'Votre rôle ne permet pas de traiter les éléments de cette file.',
  released: "L'élément a été libéré.",
  releaseFailed: "L'élément n'a pas pu être libéré.",
  notActive: "Cette prise en charge n'est plus active.",
  reassigned: "L'élément a été réattribué.",
  reassignFailed: "L'élément n'a pas pu être réattribué.",
  notReassignable: 'Vous ne pouvez pas réattribuer cet élément à cette personne.',
  issueStatusChanged: 'Le statut du signalement a été modifié.',
  issueStatusFailed: "Le statut du signalement n'a pas pu être modifié.",
} as const;

/** The claim as a record page and a list show it. */
export const CLAIM_TEXTS = {
  ownerHeader: 'Pris en charge par',
  by: (name: string, since: string) => `Pris en charge par ${name} ${since}`,
  warnOther: 'Prévenez cette personne avant d’agir sur cette fiche.',
  release: {
    label: 'Libérer',
    title: 'Libérer cet élément ?',
    description: 'Il redeviendra disponible pour « Traiter le suivant ».',
    confirmLabel: 'Libérer',
  },
  reassign: {
    label: 'Réattribuer',
    title: 'Réattribuer cet élément ?',
    description: 'La personne choisie le prend en charge à partir de maintenant.',
    confirmLabel: 'Réattribuer',
    picker: 'Membre de l’équipe',
    required: 'Choisissez un membre de l’équipe.',
  },
  issueStatus: {
    label: 'Changer le statut',
    title: 'Changer le statut du signalement ?',
    description: '« Traité » termine aussi sa prise en charge.',
    confirmLabel: 'Enregistrer',
    picker: 'Statut',
    required: 'Choisissez un statut.',
  },
} as const;

/** The queue page's words. */
export const QUEUE_PAGE_TEXTS = {
  backlog: 'Éléments en attente',
  median: 'Temps de traitement médian (aujourd’hui)',
  completedToday: 'Traités aujourd’hui',
  headers: ['Élément', 'Âge', 'Pris en charge par', 'En cours depuis'] as const,
  noItems: 'Aucun élément dans cette file.',
  openList: 'Voir la liste complète',
  itemsCaption: 'Éléments de la file',
} as const;
