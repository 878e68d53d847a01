/**
 * French word lists for the seed: names, towns, streets, company names, legal categories and the
 * works catalogue. Shared by the people seed and the project seed.
 */

export const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Sarah',
  'Julie',
  'Lucie',
  'Anaïs',
  'Mathilde',
  'Pauline',
  'Claire',
  'Élodie',
  'Margaux',
  'Juliette',
  'Océane',
  'Clémence',
  'Zoé',
  'Louise',
  'Nathalie',
  'Isabelle',
  'Sylvie',
  'Catherine',
  'Valérie',
  'Sandrine',
  'Françoise',
  'Hélène',
  'Véronique',
  'Agnès',
  'Thomas',
  'Nicolas',
  'Julien',
  'Maxime',
  'Antoine',
  'Alexandre',
  'Hugo',
  'Lucas',
  'Théo',
  'Louis',
  'Mathieu',
  'Romain',
  'Guillaume',
  'Pierre',
  'Clément',
  'Quentin',
  'Baptiste',
  'Adrien',
  'Benoît',
  'Jérôme',
  'Philippe',
  'Christophe',
  'Stéphane',
  'Laurent',
  'Olivier',
  'Frédéric',
  'Éric',
  'Patrick',
  'Thierry',
  'François',
  'Jean-Pierre',
  'Marie-Claire',
  'Anne-Sophie',
  'Jean-Baptiste',
  'Gaëlle',
  'Noémie',
  'Loïc',
  'Cédric',
  'Yannick',
  'Hervé',
] as const;

export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefèvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Lefebvre',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Garcia',
  'Perrin',
  'Robin',
  'Clément',
  'Morin',
  'Nicolas',
  'Henry',
  'Roussel',
  'Mathieu',
  'Gautier',
  'Masson',
  'Marchand',
  'Duval',
  'Denis',
  'Dumont',
  'Marie',
  'Lemaire',
  'Noël',
  'Meyer',
  'Dufour',
  'Meunier',
  'Brun',
  'Blanchard',
  'Giraud',
  'Joly',
  'Rivière',
  'Lucas',
  'Brunet',
  'Gaillard',
  'Barbier',
  'Arnaud',
  'Martinez',
  'Gérard',
  'Roche',
  'Renard',
  'Schmitt',
  'Roy',
  'Leroux',
  'Colin',
  'Vidal',
  'Caron',
  'Picard',
  'Roger',
  'Fabre',
  'Aubert',
  'Lemoine',
  'Renaud',
  'Dumas',
  'Lacroix',
  'Olivier',
  'Philippe',
  "D'Almeida",
  'Le Gall',
  'Le Goff',
  'Saint-Martin',
  'Besnard',
  'Hamon',
  'Prévost',
  'Carré',
  'Poirier',
  'Tessier',
] as const;

export interface Town {
  postalCode: string;
  cityName: string;
  /** Department code (2A/2B for Corsica, 3 digits overseas). */
  department: string;
}

export const TOWNS: readonly Town[] = [
  { postalCode: '75011', cityName: 'Paris', department: '75' },
  { postalCode: '75015', cityName: 'Paris', department: '75' },
  { postalCode: '75018', cityName: 'Paris', department: '75' },
  { postalCode: '69003', cityName: 'Lyon', department: '69' },
  { postalCode: '69100', cityName: 'Villeurbanne', department: '69' },
  { postalCode: '13008', cityName: 'Marseille', department: '13' },
  { postalCode: '13100', cityName: 'Aix-en-Provence', department: '13' },
  { postalCode: '31000', cityName: 'Toulouse', department: '31' },
  { postalCode: '06000', cityName: 'Nice', department: '06' },
  { postalCode: '44000', cityName: 'Nantes', department: '44' },
  { postalCode: '44600', cityName: 'Saint-Nazaire', department: '44' },
  { postalCode: '67000', cityName: 'Strasbourg', department: '67' },
  { postalCode: '34000', cityName: 'Montpellier', department: '34' },
  { postalCode: '33000', cityName: 'Bordeaux', department: '33' },
  { postalCode: '33600', cityName: 'Pessac', department: '33' },
  { postalCode: '59000', cityName: 'Lille', department: '59' },
  { postalCode: '59100', cityName: 'Roubaix', department: '59' },
  { postalCode: '35000', cityName: 'Rennes', department: '35' },
  { postalCode: '51100', cityName: 'Reims', department: '51' },
  { postalCode: '42000', cityName: 'Saint-Étienne', department: '42' },
  { postalCode: '83000', cityName: 'Toulon', department: '83' },
  { postalCode: '76600', cityName: 'Le Havre', department: '76' },
  { postalCode: '76000', cityName: 'Rouen', department: '76' },
  { postalCode: '38000', cityName: 'Grenoble', department: '38' },
  { postalCode: '21000', cityName: 'Dijon', department: '21' },
  { postalCode: '49000', cityName: 'Angers', department: '49' },
  { postalCode: '30000', cityName: 'Nîmes', department: '30' },
  { postalCode: '63000', cityName: 'Clermont-Ferrand', department: '63' },
  { postalCode: '72000', cityName: 'Le Mans', department: '72' },
  { postalCode: '29200', cityName: 'Brest', department: '29' },
  { postalCode: '37000', cityName: 'Tours', department: '37' },
  { postalCode: '80000', cityName: 'Amiens', department: '80' },
  { postalCode: '87000', cityName: 'Limoges', department: '87' },
  { postalCode: '74000', cityName: 'Annecy', department: '74' },
  { postalCode: '66000', cityName: 'Perpignan', department: '66' },
  { postalCode: '57000', cityName: 'Metz', department: '57' },
  { postalCode: '25000', cityName: 'Besançon', department: '25' },
  { postalCode: '45000', cityName: 'Orléans', department: '45' },
  { postalCode: '68100', cityName: 'Mulhouse', department: '68' },
  { postalCode: '14000', cityName: 'Caen', department: '14' },
  { postalCode: '54000', cityName: 'Nancy', department: '54' },
  { postalCode: '92100', cityName: 'Boulogne-Billancourt', department: '92' },
  { postalCode: '92000', cityName: 'Nanterre', department: '92' },
  { postalCode: '93100', cityName: 'Montreuil', department: '93' },
  { postalCode: '94000', cityName: 'Créteil', department: '94' },
  { postalCode: '78000', cityName: 'Versailles', department: '78' },
  { postalCode: '95000', cityName: 'Cergy', department: '95' },
  { postalCode: '91000', cityName: 'Évry-Courcouronnes', department: '91' },
  { postalCode: '77000', cityName: 'Melun', department: '77' },
  { postalCode: '64000', cityName: 'Pau', department: '64' },
  { postalCode: '64200', cityName: 'Biarritz', department: '64' },
  { postalCode: '17000', cityName: 'La Rochelle', department: '17' },
  { postalCode: '56000', cityName: 'Vannes', department: '56' },
  { postalCode: '86000', cityName: 'Poitiers', department: '86' },
  { postalCode: '84000', cityName: 'Avignon', department: '84' },
  { postalCode: '20000', cityName: 'Ajaccio', department: '2A' },
  { postalCode: '20200', cityName: 'Bastia', department: '2B' },
  { postalCode: '97400', cityName: 'Saint-Denis', department: '974' },
  { postalCode: '71100', cityName: 'Chalon-sur-Saône', department: '71' },
  { postalCode: '73000', cityName: 'Chambéry', department: '73' },
];

export const STREET_TYPES = [
  'rue',
  'avenue',
  'boulevard',
  'allée',
  'impasse',
  'chemin',
  'place',
  'quai',
] as const;
export const STREET_NAMES = [
  'de la République',
  'Victor Hugo',
  'Jean Jaurès',
  'du Général de Gaulle',
  'Pasteur',
  'de la Gare',
  'des Lilas',
  'du Moulin',
  "de l'Église",
  'Gambetta',
  'Jules Ferry',
  'de la Liberté',
  'des Écoles',
  'du Château',
  'Émile Zola',
  'Voltaire',
  'des Tilleuls',
  'de Verdun',
  'Carnot',
  'de la Paix',
  'Saint-Exupéry',
  'des Peupliers',
  'du Stade',
  'Anatole France',
  'de Bretagne',
  'des Acacias',
] as const;
export const ADDITIONAL_ADDRESSES = [
  'Bâtiment B',
  'Appartement 12',
  'Résidence Les Pins',
  '2e étage',
  'Lot 4',
  'ZA des Prés',
] as const;

/** Trades for company names ("Martin Plomberie", "SARL Toitures du Rhône"…). */
export const TRADES = [
  'Plomberie',
  'Électricité',
  'Menuiserie',
  'Peinture',
  'Maçonnerie',
  'Couverture',
  'Carrelage',
  'Chauffage',
  'Isolation',
  'Rénovation',
  'Charpente',
  'Serrurerie',
  'Paysage',
  'Façades',
  'Bâtiment',
  'Climatisation',
] as const;
export const COMPANY_SUFFIXES = [
  'Services',
  'et Fils',
  'Habitat',
  'Concept',
  'Pro',
  'Bâtiment',
  'Artisans',
  'Rénov',
] as const;

/** Legal forms as the company register names them. */
export const LEGAL_CATEGORIES = [
  'SARL',
  'SAS',
  'SASU',
  'EURL',
  'Entrepreneur individuel',
  'Micro-entreprise',
  'SA',
  'SCOP',
] as const;

export const COMMERCIAL_PROGRAMS = [
  { code: 'PARRAINAGE', label: 'Parrainage' },
  { code: 'PRIME_ENERGIE', label: 'Prime énergie' },
  { code: 'PARTENAIRE_BANQUE', label: 'Partenaire bancaire' },
  { code: 'FIDELITE', label: 'Programme fidélité' },
] as const;

export const EMAIL_DOMAINS = [
  'courriel.example',
  'boite.example',
  'messagerie.example',
  'poste.example',
] as const;

// --- Works catalogue (GET /works/jobs, /works/departments, /works/types) -------------------------

export interface CatalogueJob {
  id: string;
  label: string;
}

export const JOBS: readonly CatalogueJob[] = [
  { id: 'job-plombier', label: 'Plombier' },
  { id: 'job-electricien', label: 'Électricien' },
  { id: 'job-menuisier', label: 'Menuisier' },
  { id: 'job-peintre', label: 'Peintre' },
  { id: 'job-macon', label: 'Maçon' },
  { id: 'job-couvreur', label: 'Couvreur' },
  { id: 'job-carreleur', label: 'Carreleur' },
  { id: 'job-chauffagiste', label: 'Chauffagiste' },
  { id: 'job-plaquiste', label: 'Plaquiste' },
  { id: 'job-charpentier', label: 'Charpentier' },
  { id: 'job-paysagiste', label: 'Paysagiste' },
  { id: 'job-cuisiniste', label: 'Cuisiniste' },
];

export interface CatalogueWorkType {
  id: string;
  sku: string;
  label: string;
  associatedRgeSku?: string;
  insured: boolean;
  initial: boolean;
  children: CatalogueWorkType[];
}

function node(
  sku: string,
  label: string,
  children: [sku: string, label: string, flags?: { rge?: string; insured?: boolean; initial?: boolean }][],
): CatalogueWorkType {
  return {
    id: `type-${sku.toLowerCase()}`,
    sku,
    label,
    insured: true,
    initial: true,
    children: children.map(([childSku, childLabel, flags = {}]) => ({
      id: `type-${childSku.toLowerCase()}`,
      sku: childSku,
      label: childLabel,
      ...(flags.rge ? { associatedRgeSku: flags.rge } : {}),
      insured: flags.insured ?? true,
      initial: flags.initial ?? true,
      children: [],
    })),
  };
}

/** Work types: families with their types. A project's work need is one of the leaf types (bsku = sku). */
export const WORK_TYPES: readonly CatalogueWorkType[] = [
  node('PLB', 'Plomberie', [
    ['PLB-SDB', 'Rénovation de salle de bains'],
    ['PLB-WC', 'Installation de WC', { initial: false }],
    ['PLB-FUITE', 'Recherche et réparation de fuite', { insured: false }],
    ['PLB-CHE', 'Remplacement de chauffe-eau'],
  ]),
  node('ELE', 'Électricité', [
    ['ELE-MEC', 'Mise aux normes électriques'],
    ['ELE-TAB', 'Remplacement de tableau électrique'],
    ['ELE-BORNE', 'Installation de borne de recharge', { rge: 'RGE-IRVE' }],
  ]),
  node('CHA', 'Chauffage et climatisation', [
    ['CHA-PAC', 'Installation de pompe à chaleur', { rge: 'RGE-PAC' }],
    ['CHA-CHAUD', 'Remplacement de chaudière', { rge: 'RGE-CHAUD' }],
    ['CHA-CLIM', 'Installation de climatisation'],
    ['CHA-POELE', 'Installation de poêle à bois', { rge: 'RGE-BOIS' }],
  ]),
  node('ISO', 'Isolation', [
    ['ISO-COMBLES', 'Isolation des combles', { rge: 'RGE-ISO' }],
    ['ISO-ITE', "Isolation thermique par l'extérieur", { rge: 'RGE-ISO' }],
    ['ISO-MURS', 'Isolation des murs intérieurs'],
  ]),
  node('MEN', 'Menuiserie', [
    ['MEN-FEN', 'Remplacement de fenêtres', { rge: 'RGE-MEN' }],
    ['MEN-PORTE', "Pose de porte d'entrée"],
    ['MEN-PLACARD', 'Création de placards', { insured: false, initial: false }],
  ]),
  node('PEI', 'Peinture et revêtements', [
    ['PEI-INT', 'Peinture intérieure', { insured: false }],
    ['PEI-SOL', 'Pose de parquet'],
    ['PEI-CARR', 'Pose de carrelage'],
  ]),
  node('MAC', 'Maçonnerie et gros œuvre', [
    ['MAC-EXT', 'Extension de maison'],
    ['MAC-MUR', 'Ouverture de mur porteur'],
    ['MAC-TERR', 'Création de terrasse'],
  ]),
  node('TOI', 'Toiture et façade', [
    ['TOI-COUV', 'Réfection de toiture'],
    ['TOI-RAV', 'Ravalement de façade'],
    ['TOI-GOUT', 'Remplacement de gouttières', { initial: false }],
  ]),
  node('CUI', 'Cuisine', [
    ['CUI-POSE', 'Pose de cuisine équipée'],
    ['CUI-RENO', 'Rénovation complète de cuisine'],
  ]),
];

/** The leaf types, i.e. what a project can need and a professional can do. */
export const WORK_TYPE_LEAVES: readonly CatalogueWorkType[] = WORK_TYPES.flatMap((family) => family.children);

/** Metropolitan departments, Corsica and overseas (GET /works/departments). */
export const DEPARTMENTS: readonly { code: string; name: string }[] = [
  ['01', 'Ain'],
  ['02', 'Aisne'],
  ['03', 'Allier'],
  ['04', 'Alpes-de-Haute-Provence'],
  ['05', 'Hautes-Alpes'],
  ['06', 'Alpes-Maritimes'],
  ['07', 'Ardèche'],
  ['08', 'Ardennes'],
  ['09', 'Ariège'],
  ['10', 'Aube'],
  ['11', 'Aude'],
  ['12', 'Aveyron'],
  ['13', 'Bouches-du-Rhône'],
  ['14', 'Calvados'],
  ['15', 'Cantal'],
  ['16', 'Charente'],
  ['17', 'Charente-Maritime'],
  ['18', 'Cher'],
  ['19', 'Corrèze'],
  ['2A', 'Corse-du-Sud'],
  ['2B', 'Haute-Corse'],
  ['21', "Côte-d'Or"],
  ['22', "Côtes-d'Armor"],
  ['23', 'Creuse'],
  ['24', 'Dordogne'],
  ['25', 'Doubs'],
  ['26', 'Drôme'],
  ['27', 'Eure'],
  ['28', 'Eure-et-Loir'],
  ['29', 'Finistère'],
  ['30', 'Gard'],
  ['31', 'Haute-Garonne'],
  ['32', 'Gers'],
  ['33', 'Gironde'],
  ['34', 'Hérault'],
  ['35', 'Ille-et-Vilaine'],
  ['36', 'Indre'],
  ['37', 'Indre-et-Loire'],
  ['38', 'Isère'],
  ['39', 'Jura'],
  ['40', 'Landes'],
  ['41', 'Loir-et-Cher'],
  ['42', 'Loire'],
  ['43', 'Haute-Loire'],
  ['44', 'Loire-Atlantique'],
  ['45', 'Loiret'],
  ['46', 'Lot'],
  ['47', 'Lot-et-Garonne'],
  ['48', 'Lozère'],
  ['49', 'Maine-et-Loire'],
  ['50', 'Manche'],
  ['51', 'Marne'],
  ['52', 'Haute-Marne'],
  ['53', 'Mayenne'],
  ['54', 'Meurthe-et-Moselle'],
  ['55', 'Meuse'],
  ['56', 'Morbihan'],
  ['57', 'Moselle'],
  ['58', 'Nièvre'],
  ['59', 'Nord'],
  ['60', 'Oise'],
  ['61', 'Orne'],
  ['62', 'Pas-de-Calais'],
  ['63', 'Puy-de-Dôme'],
  ['64', 'Pyrénées-Atlantiques'],
  ['65', 'Hautes-Pyrénées'],
  ['66', 'Pyrénées-Orientales'],
  ['67', 'Bas-Rhin'],
  ['68', 'Haut-Rhin'],
  ['69', 'Rhône'],
  ['70', 'Haute-Saône'],
  ['71', 'Saône-et-Loire'],
  ['72', 'Sarthe'],
  ['73', 'Savoie'],
  ['74', 'Haute-Savoie'],
  ['75', 'Paris'],
  ['76', 'Seine-Maritime'],
  ['77', 'Seine-et-Marne'],
  ['78', 'Yvelines'],
  ['79', 'Deux-Sèvres'],
  ['80', 'Somme'],
  ['81', 'Tarn'],
  ['82', 'Tarn-et-Garonne'],
  ['83', 'Var'],
  ['84', 'Vaucluse'],
  ['85', 'Vendée'],
  ['86', 'Vienne'],
  ['87', 'Haute-Vienne'],
  ['88', 'Vosges'],
  ['89', 'Yonne'],
  ['90', 'Territoire de Belfort'],
  ['91', 'Essonne'],
  ['92', 'Hauts-de-Seine'],
  ['93', 'Seine-Saint-Denis'],
  ['94', 'Val-de-Marne'],
  ['95', "Val-d'Oise"],
  ['971', 'Guadeloupe'],
  ['972', 'Martinique'],
  ['973', 'Guyane'],
  ['974', 'La Réunion'],
  ['976', 'Mayotte'],
].map(([code, name]) => ({ code, name }));

const TRIM_SEPARATORS: Record<string, RegExp> = {};

/** Turns "Élodie D'Almeida" into "elodie.dalmeida" for e-mail addresses. */
export function slug(value: string, separator = '-'): string {
  const trim = (TRIM_SEPARATORS[separator] ??= new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'));
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(trim, '');
}

/** Luhn check digit of a string of digits (SIREN and SIRET end with one). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Doubling starts from the digit just left of where the check digit goes.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}
