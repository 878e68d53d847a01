/** What staff read when the record changed between reading the page and acting on it. */
export const CHANGES_MESSAGES = {
  /** The alert's first line: nothing was written. */
  changed: 'Cette fiche a changé depuis l’ouverture de la page : rien n’a été enregistré.',
  /** The page sent no version, or one that is not ours. */
  unknownVersion:
    'La version de la fiche lue par la page est inconnue : rien n’a été enregistré. Rechargez la page.',
  /** The record changed in fields the page does not show. */
  otherFields: 'La fiche a été modifiée sur d’autres informations.',
  reapply: 'Recharger et appliquer à nouveau',
  reapplying: 'Rechargement…',
} as const;

/** « , par Jeanne Martin à 10 h 42 », « le 02/03/2020 à 9 h 05 » when it was not today. */
export function byWhom(name: string | null, day: string | null, time: string): string {
  const who = name ? `, par ${name}` : '';
  return day ? `${who} le ${day} à ${time}` : `${who} à ${time}`;
}
