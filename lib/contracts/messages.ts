import { quoteTypeAfterDe, quoteTypeWithArticle, type QuoteType } from '@/lib/domain/enums';
import { DATE_MESSAGES } from '@/lib/domain/rules/date-messages';
import { DEPOSIT_PERCENTAGE_MESSAGES } from '@/lib/domain/rules/deposit-messages';

/*
 * The French texts of the quote and works-acceptance views: SPEC §8 names the success messages
 * ("quote modified, signed, signature cancelled, or cancelled"; "works-completion report validated,
 * cancelled"), the wording is ours. A quote's texts agree with its type: "le devis", "l'avenant".
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Le devis", "L'avenant". */
const theQuote = (type: QuoteType) => capitalised(quoteTypeWithArticle(type));
/** "devis", "avenant": both masculine, so "Seul un … signé" fits both. */
const quoteNoun = (type: QuoteType) => (type === 'AMENDMENT' ? 'avenant' : 'devis');

export const QUOTE_MESSAGES = {
  // Success and failure (toasts).
  signed: (type: QuoteType) => `${theQuote(type)} a été signé.`,
  signFailed: (type: QuoteType) => `La signature ${quoteTypeAfterDe(type)} a échoué.`,
  unsigned: (type: QuoteType) => `La signature ${quoteTypeAfterDe(type)} a été annulée.`,
  unsignFailed: (type: QuoteType) => `L'annulation de la signature ${quoteTypeAfterDe(type)} a échoué.`,
  canceled: (type: QuoteType) => `${theQuote(type)} a été annulé.`,
  cancelFailed: (type: QuoteType) => `L'annulation ${quoteTypeAfterDe(type)} a échoué.`,
  downPaymentUpdated: (type: QuoteType) => `L'acompte ${quoteTypeAfterDe(type)} a été modifié.`,
  downPaymentFailed: (type: QuoteType) => `La modification de l'acompte ${quoteTypeAfterDe(type)} a échoué.`,

  // Fields of the dialogs.
  signedAtLabel: 'Date de signature',
  signedAtRequired: DATE_MESSAGES.required('date de signature'),
  reasonsLabel: "Motifs de l'annulation",
  reasonsRequired: 'Merci de choisir au moins un motif.',
  reasonsInvalid: 'Merci de choisir les motifs dans la liste.',
  commentLabel: 'Commentaire',
  commentHint: 'Obligatoire pour le motif « Autre ».',
  commentRequired: 'Merci de préciser le motif « Autre ».',
  commentTooLong: 'Le commentaire est trop long (2000 caractères maximum).',
  percentageLabel: "Pourcentage de l'acompte",
  percentageRequired: DEPOSIT_PERCENTAGE_MESSAGES.required,
  percentageHint: (min: number, max: number) => `Entre ${min} % et ${max} % pour les montants de ce devis.`,

  // Buttons and confirmations: what will happen, in words.
  signLabel: 'Signer',
  signTitle: (type: QuoteType) => `Signer ${quoteTypeWithArticle(type)} ?`,
  signDescription: (type: QuoteType) =>
    type === 'AMENDMENT'
      ? "L'avenant sera signé à la date indiquée et s'ajoutera au contrat du projet."
      : 'Le devis sera signé à la date indiquée : son professionnel deviendra le titulaire du projet, qui passera au statut Signé.',
  unsignLabel: 'Annuler la signature',
  unsignTitle: (type: QuoteType) => `Annuler la signature ${quoteTypeAfterDe(type)} ?`,
  unsignDescription: (type: QuoteType) =>
    type === 'AMENDMENT'
      ? "L'avenant repassera en attente de signature et sortira du contrat du projet."
      : "Le devis repassera en attente de signature ; s'il était le seul devis signé, le projet n'aura plus de titulaire et redeviendra Publié.",
  cancelLabel: (type: QuoteType) => `Annuler ${quoteTypeWithArticle(type)}`,
  cancelTitle: (type: QuoteType) => `Annuler ${quoteTypeWithArticle(type)} ?`,
  cancelDescription: (type: QuoteType) =>
    `${theQuote(type)} sera définitivement annulé avec les motifs choisis ; s'il était signé, sa signature sera aussi annulée.`,
  downPaymentLabel: "Modifier l'acompte",
  downPaymentTitle: "Modifier le pourcentage de l'acompte ?",
  downPaymentDescription: (type: QuoteType) =>
    `Le pourcentage de l'acompte ${quoteTypeAfterDe(type)} sera remplacé par celui choisi ; le montant de l'acompte du projet suivra.`,
  confirm: 'Confirmer',

  // Why the state forbids an action (the button is disabled and says so).
  signBlocked: (type: QuoteType) => `Seul un ${quoteNoun(type)} en attente peut être signé.`,
  unsignBlocked: (type: QuoteType) => `Seul un ${quoteNoun(type)} signé peut voir sa signature annulée.`,
  cancelBlocked: (type: QuoteType) => `Seul un ${quoteNoun(type)} en attente ou signé peut être annulé.`,
  downPaymentBlockedAmendment: "Un avenant n'a pas d'acompte : il se règle avec le devis.",
  downPaymentBlocked: 'Seul un devis en attente ou signé peut voir son acompte modifié.',
} as const;

export const WORKS_ACCEPTANCE_MESSAGES = {
  validated: 'Le PV de fin de chantier a été validé.',
  validateFailed: 'La validation du PV de fin de chantier a échoué.',
  canceled: 'Le PV de fin de chantier a été annulé.',
  cancelFailed: "L'annulation du PV de fin de chantier a échoué.",

  validateLabel: 'Valider le PV',
  validateTitle: 'Valider le PV de fin de chantier ?',
  validateDescription:
    'Le PV sera validé : les travaux du projet seront considérés comme réceptionnés et le chantier passera en réception des travaux.',
  cancelLabel: 'Annuler le PV',
  cancelTitle: 'Annuler le PV de fin de chantier ?',
  cancelDescription:
    'Le PV sera définitivement annulé ; un nouveau PV devra être déposé pour réceptionner les travaux.',
  confirm: 'Confirmer',

  validateBlocked: 'Seul un PV en attente peut être validé.',
  cancelBlocked: 'Seul un PV en attente peut être annulé.',

  unconditional: 'Sans réserve',
  withReservations: 'Avec réserves',
} as const;
