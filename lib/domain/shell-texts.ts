/**
 * The texts of the code every page loads before anyone acts (the root error boundary's title, the
 * header search): apart from ./error-texts.ts, whose codes and messages would come along.
 */

/** The alert of a global search without hit. */
export function noSearchResult(value: string): string {
  return `Pas de résultats pour la recherche de : ${value}.`;
}

/** The fallback screen of a rendering crash. */
export const CRASH_SCREEN = {
  title: 'Une erreur est survenue !',
  text: "Retournez à l'accueil en cliquant sur le bouton ci-dessous.",
  button: "Retour à l'accueil",
} as const;

/** The 404 page: SPEC §2 gives only the title; the text and link label are ours. */
export const NOT_FOUND_SCREEN = {
  title: '404',
  text: "La page que vous recherchez n'existe pas.",
  link: "Retour à l'accueil",
} as const;
