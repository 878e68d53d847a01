/**
 * What an export's download says, on the exports screen and from a list's "Exporter ces résultats":
 * the lists load these few texts, not the whole screen's (lib/exports/messages.ts).
 */
export const EXPORT_MESSAGES = {
  /** SPEC §8 "data export done". */
  done: (filename: string) => `L'export des données est terminé : ${filename}.`,
  failed: "L'export des données a échoué.",
  interrupted: "Le téléchargement de l'export a été interrompu. Merci de réessayer.",
  cancelled: "Le téléchargement de l'export a été annulé.",
} as const;
