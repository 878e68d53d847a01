/**
 * French texts of the project seed: project descriptions, staff comments, messages between
 * owners and professionals, feedback, replies and issue reports. Work-specific texts are keyed by
 * the work family (the SKU prefix of lib/fake-gateway/data/works-catalogue.ts).
 */

/** Budget ranges in euros per work family: [min, max] of the low end, the high end is 1.3 to 2.5 times more. */
export const BUDGET_BY_FAMILY: Record<string, readonly [number, number]> = {
  PLB: [1_500, 12_000],
  ELE: [800, 9_000],
  CHA: [3_000, 16_000],
  ISO: [2_500, 30_000],
  MEN: [1_200, 18_000],
  PEI: [900, 10_000],
  MAC: [8_000, 60_000],
  TOI: [5_000, 40_000],
  CUI: [4_000, 25_000],
};

export const DESCRIPTIONS_BY_FAMILY: Record<string, readonly string[]> = {
  PLB: [
    "Salle de bains de 6 m² à rénover entièrement : remplacement de la baignoire par une douche à l'italienne, nouveau meuble vasque et faïence.",
    'Le chauffe-eau de 200 L fuit, il faut le remplacer rapidement. Accès par le garage.',
    "Fuite sous l'évier de la cuisine et traces d'humidité au plafond de la pièce du dessous.",
    "Installation d'un WC suspendu à la place de l'ancien WC au sol, avec lave-mains.",
  ],
  ELE: [
    "Maison des années 70, tableau électrique d'origine à remplacer et mise aux normes NF C 15-100.",
    "Installation d'une borne de recharge 7 kW dans le garage, compteur à 15 m.",
    'Plusieurs prises ne fonctionnent plus et le disjoncteur saute régulièrement.',
  ],
  CHA: [
    "Remplacement d'une chaudière fioul par une pompe à chaleur air-eau pour une maison de 120 m².",
    'Chaudière gaz de 20 ans à remplacer par une chaudière à condensation.',
    "Installation d'un poêle à granulés dans le séjour, conduit existant à vérifier.",
    "Climatisation réversible pour trois chambres à l'étage.",
  ],
  ISO: [
    'Isolation des combles perdus (80 m²) par soufflage de laine minérale.',
    "Isolation thermique par l'extérieur des façades nord et est d'une maison individuelle.",
    "Doublage isolant des murs d'un appartement en rez-de-chaussée.",
  ],
  MEN: [
    'Remplacement de 8 fenêtres simple vitrage par du double vitrage PVC, pose en rénovation.',
    "Pose d'une porte d'entrée en aluminium, dimensions standard.",
    'Création de placards sur mesure dans deux chambres.',
  ],
  PEI: [
    "Peinture des murs et plafonds d'un appartement de 65 m² avant emménagement.",
    'Pose de parquet flottant dans le salon et le couloir (40 m²).',
    "Carrelage de la cuisine et de l'entrée à remplacer, environ 25 m².",
  ],
  MAC: [
    'Extension de 20 m² en ossature bois pour agrandir la cuisine.',
    "Ouverture d'un mur porteur entre la cuisine et le séjour, avec pose d'une IPN.",
    "Création d'une terrasse en béton de 30 m² avec un escalier d'accès au jardin.",
  ],
  TOI: [
    'Toiture en tuiles à reprendre : plusieurs fuites après les dernières tempêtes.',
    "Ravalement de façade d'une maison de ville, échafaudage nécessaire côté rue.",
    'Gouttières en zinc à remplacer sur tout le pourtour de la maison.',
  ],
  CUI: [
    "Pose d'une cuisine équipée achetée en magasin, raccordements eau et électricité inclus.",
    "Rénovation complète de la cuisine : dépose de l'existant, nouvelle implantation en L.",
  ],
};

export const CRC_COMMENTS = [
  'Client rappelé : projet confirmé, disponible le matin en semaine.',
  'Le particulier souhaite un deuxième devis avant de se décider.',
  'Budget serré, bien expliquer les aides disponibles.',
  'Accès difficile au chantier (rue piétonne), prévoir une autorisation de stationnement.',
  'Projet qualifié par téléphone, photos demandées.',
  'Particulier très réactif, préfère être contacté par SMS.',
];

export const OWNER_MESSAGES = [
  'Bonjour, merci pour votre intérêt pour mon projet. Quand pourriez-vous passer voir le chantier ?',
  'Je suis disponible samedi matin ou mardi après 17 h.',
  'Avez-vous pu préparer le devis ? Je dois le présenter à ma banque.',
  "Merci pour la visite, j'attends votre proposition.",
  'Est-il possible de commencer les travaux avant la fin du mois ?',
  'Le devis me convient, je viens de le signer.',
  'Pouvez-vous me confirmer la date de début des travaux ?',
  'Les travaux sont terminés, merci pour votre sérieux !',
  "Bonjour, je n'ai pas eu de nouvelles depuis notre rendez-vous.",
];

export const PRO_MESSAGES = [
  'Bonjour, je peux passer jeudi à 10 h pour évaluer les travaux. Cela vous convient-il ?',
  "Merci pour votre accueil. Je vous envoie le devis d'ici la fin de la semaine.",
  "Le devis est disponible dans votre espace, n'hésitez pas si vous avez des questions.",
  'Nous pouvons démarrer le chantier lundi prochain.',
  'Le matériel est commandé, livraison prévue mardi.',
  'Les travaux avancent bien, nous aurons terminé vendredi.',
  'Je vous transmets le procès-verbal de fin de chantier à signer.',
  "Pouvez-vous m'envoyer quelques photos de la pièce ?",
];

export const STAFF_MESSAGES = [
  'Bonjour, je suis votre conseiller. Je reviens vers vous au sujet de votre projet.',
  'Pouvez-vous nous confirmer que le rendez-vous a bien eu lieu ?',
  'Nous avons bien reçu votre document, il est en cours de vérification.',
  "Votre attestation d'assurance arrive à échéance, merci de nous transmettre la nouvelle.",
  'Je reste à votre disposition pour toute question.',
  'Nous avons relancé le professionnel, il devrait vous recontacter rapidement.',
];

export const CUSTOMER_TO_STAFF_MESSAGES = [
  "Bonjour, je n'arrive pas à télécharger mon attestation.",
  'Merci pour votre aide, tout est en ordre maintenant.',
  'Le professionnel ne répond plus à mes messages, que dois-je faire ?',
  'Je voudrais modifier mon adresse de facturation.',
  "Pouvez-vous m'expliquer le fonctionnement de la garantie d'acompte ?",
];

export const RELATIONSHIP_COMMENTS = [
  'Rendez-vous fixé par téléphone.',
  'Le professionnel a demandé des photos complémentaires.',
  'Particulier injoignable après deux relances.',
  'Devis envoyé, en attente de retour.',
];

export const QUOTE_COMMENTS = [
  'Devis comprenant la fourniture et la pose.',
  'Prix révisé après la visite technique.',
  'Variante avec matériel haut de gamme proposée en option.',
];

export const FEEDBACK_MESSAGES = [
  'Travail soigné, équipe ponctuelle et chantier laissé propre. Je recommande.',
  'Très bon contact, les délais ont été respectés.',
  'Résultat conforme au devis, quelques retards mais bonne communication.',
  'Artisan sérieux et de bon conseil.',
  'Déçu par les finitions, il a fallu relancer plusieurs fois.',
  'Prestation correcte, prix un peu élevé.',
];

export const REPLY_MESSAGES = [
  'Merci beaucoup pour votre retour, ce fut un plaisir de travailler chez vous.',
  'Merci pour votre confiance. Nous restons disponibles pour vos futurs projets.',
  'Nous sommes désolés pour les retards, nous avons revu notre organisation.',
];

export const ISSUE_DESCRIPTIONS = {
  UNREACHABLE_CONTACT: [
    'Le particulier ne répond ni au téléphone ni aux messages depuis une semaine.',
    'Numéro de téléphone erroné, impossible de fixer le rendez-vous.',
  ],
  BYPASS_PROPOSED: [
    "Le professionnel a proposé d'être payé en direct pour éviter les frais.",
    'Le particulier demande à traiter hors plateforme.',
  ],
  BYPASS_SUSPECTED: [
    'Le devis a été retiré juste après la visite, contournement possible.',
    'Plus aucune activité sur le projet après le rendez-vous.',
  ],
  OTHER: [
    'Le professionnel signale un chantier plus important que décrit.',
    "Demande de changement d'adresse du chantier.",
  ],
} as const;

export const STATUS_OTHER_REASONS = [
  'Le particulier a déménagé.',
  "Chantier reporté à l'année prochaine.",
  'Désaccord sur les modalités de paiement.',
];
