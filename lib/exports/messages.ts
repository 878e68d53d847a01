/**
 * The French texts of the exports screen (SPEC §8 names the outcomes, the wording is ours); what a
 * download says wherever it starts is in lib/domain/export-texts.ts.
 */

const frenchCount = (count: number) => count.toLocaleString('fr-FR');

function identifiers(count: number): string {
  return count === 1 ? '1 identifiant' : `${frenchCount(count)} identifiants`;
}

function batches(count: number): string {
  return count === 1 ? '1 lot' : `${frenchCount(count)} lots`;
}

/** A size in the units a French user reads: "850 octets", "12,4 Ko", "5,8 Mo". */
export function byteSize(bytes: number): string {
  const format = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} octets`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} Ko`;
  return `${format(bytes / (1024 * 1024))} Mo`;
}

export const BULK_SYNC_MESSAGES = {
  unknownType: (type: string, known: readonly string[]) =>
    `Type inconnu « ${type} » : utilisez ${known.slice(0, -1).join(', ')} ou ${known.at(-1)}.`,
  tooMany: (max: number) => `La liste dépasse ${frenchCount(max)} identifiants : merci de la découper.`,
  fileTooLarge: (maxBytes: number) => `Le fichier est trop volumineux (${byteSize(maxBytes)} max).`,
  fileUnreadable: "Le fichier n'a pas pu être lu.",
  nothingToSend: 'Aucun identifiant valide à envoyer.',
  duplicates: (count: number) =>
    count === 1
      ? '1 identifiant en double, envoyé une seule fois.'
      : `${frenchCount(count)} identifiants en double, envoyés une seule fois.`,
  unknownId: 'Au moins un identifiant de ce lot est inconnu de la passerelle.',
  batchFailed: "Le lot n'a pas pu être re-synchronisé.",
  /** A batch the browser could not hand to the server at all. */
  batchNotSent: "Le lot n'a pas pu être envoyé : vérifiez votre connexion.",
} as const;

/** SPEC §8 "re-synchronisation request sent", with what was sent and what failed. */
export function bulkSyncSummary({
  sent,
  failed,
  batchCount,
}: {
  sent: number;
  failed: number;
  batchCount: number;
}): string {
  if (failed === 0)
    return `La demande de re-synchronisation a été envoyée : ${identifiers(sent)} en ${batches(batchCount)}.`;
  if (sent === 0) return `La demande de re-synchronisation a échoué pour ${identifiers(failed)}.`;
  return `La demande de re-synchronisation a été envoyée pour ${identifiers(sent)} et a échoué pour ${identifiers(failed)}.`;
}
