/** The French texts of the document screens, uploads and deletions (SPEC §8 "User feedback"). */
import { MULTIPART_TIMEOUT_MS } from '@/lib/domain/constants';

function documents(count: number): string {
  return count === 1 ? '1 document' : `${count} documents`;
}

export const DOCUMENT_MESSAGES = {
  notFound: "Ce document n'existe pas.",
  notInline: 'Ce type de document ne peut pas être affiché ici : téléchargez-le pour le consulter.',
  uploadFailed: "Les documents n'ont pas pu être ajoutés au projet.",
  uploadTimeout: `L'envoi a été interrompu après ${MULTIPART_TIMEOUT_MS / 60_000} minutes sans se terminer. Merci de réessayer.`,
  uploadInterrupted: "L'envoi a été interrompu. Merci de vérifier votre connexion et de réessayer.",
  ownerRequired: 'Merci de choisir pour qui les documents sont ajoutés.',
  ownerNotMember:
    'Les documents ne peuvent être ajoutés que pour le propriétaire du projet ou un professionnel positionné.',
  deleteFailed: "Les documents n'ont pas pu être supprimés du projet.",
  noneSelected: 'Sélectionnez au moins un document à supprimer.',
} as const;

/** SPEC §8 "project documents modified", saying what changed. */
export function documentsAddedMessage(count: number): string {
  return `Les documents du projet ont été modifiés : ${documents(count)} ${count === 1 ? 'ajouté' : 'ajoutés'}.`;
}

export function documentsDeletedMessage(count: number): string {
  return `Les documents du projet ont été modifiés : ${documents(count)} ${count === 1 ? 'supprimé' : 'supprimés'}.`;
}

/** The confirmation of a deletion names how many documents go. */
export function deleteConfirmation(count: number): { title: string; description: string } {
  return {
    title: count === 1 ? 'Supprimer 1 document ?' : `Supprimer ${count} documents ?`,
    description:
      count === 1
        ? 'Le document sélectionné sera définitivement supprimé du projet.'
        : `Les ${count} documents sélectionnés seront définitivement supprimés du projet.`,
  };
}
