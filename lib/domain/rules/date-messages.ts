/**
 * The date rules' French messages, apart from the rules themselves so that a screen showing one
 * (the list filters' day ranges) loads no schema library.
 */
export const DATE_MESSAGES = {
  /** `label` takes "la": "date de début". */
  required: (label: string) => `Merci d'indiquer la ${label}.`,
  invalid: "Le format de la date n'est pas valide.",
} as const;

/** SPEC §5 has no time rule: ours, worded like the date ones. */
export const TIME_MESSAGES = {
  /** `label` takes "l'": "heure du rendez-vous". */
  required: (label: string) => `Merci d'indiquer l'${label}.`,
  invalid: "Le format de l'heure n'est pas valide.",
  skipped: "Cette heure n'existe pas ce jour-là à Paris (passage à l'heure d'été).",
} as const;

export const WORKS_DATES_MESSAGES = {
  endBeforeStart: 'La date de fin doit être ultérieure à la date de début.',
} as const;
