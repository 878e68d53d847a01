/**
 * The works catalogue (GET /works/jobs, /works/departments, /works/types): jobs, work types by
 * family, and the French departments. A project's work need is one of the leaf types.
 */
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
