import { quoteTypeWithArticle, type QuoteType } from '@/lib/domain/enums';
import { DATE_MESSAGES } from '@/lib/domain/rules/date-messages';
import { QUOTE_MESSAGES } from '@/lib/contracts/messages';

/*
 * The French texts of what the project view creates or changes on the money side: the signed
 * quote, the construction dates and start, the validated works acceptance and the paid
 * professional invoice. SPEC §8 names the successes ("construction scheduled; start of works
 * declared", "works-completion report … created"); the wording is ours.
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Shared by the forms that name a professional of the project. */
export const PROFESSIONAL_MESSAGES = {
  label: 'Professionnel',
  required: 'Merci de choisir le professionnel.',
  notOnProject: "Ce professionnel n'est pas positionné sur le projet.",
} as const;

export const SIGNED_QUOTE_MESSAGES = {
  openLabel: 'Ajouter un devis signé',
  title: 'Ajouter un devis signé',
  description:
    "Le devis ou l'avenant sera enregistré signé à la date indiquée, avec son document. Un devis fait de son professionnel le titulaire du projet, qui passe au statut Signé.",
  submitLabel: 'Enregistrer le devis signé',
  progressLabel: 'Envoi du devis signé',

  typeLabel: 'Type',
  amountExclTaxLabel: 'Montant HT (€)',
  amountInclTaxLabel: 'Montant TTC (€)',
  percentageLabel: QUOTE_MESSAGES.percentageLabel,
  signedAtLabel: QUOTE_MESSAGES.signedAtLabel,
  fileLabel: 'Document signé',

  typeRequired: 'Merci de choisir le type.',
  amendmentWithoutContract: "Un avenant ne s'ajoute qu'à un projet dont le devis est signé.",
  notTheContractor:
    'Le contrat du projet est signé avec un autre professionnel : seul son titulaire peut signer un nouveau devis ou un avenant.',
  inclTaxBelowExclTax: 'Le montant TTC doit être supérieur ou égal au montant HT.',
  percentageNotOffered: 'Merci de choisir un pourcentage parmi ceux proposés.',
  percentageWaitsForAmounts: "Renseignez d'abord les montants HT et TTC.",
  percentageHint: QUOTE_MESSAGES.percentageHint,
  amendmentHasNoDownPayment: QUOTE_MESSAGES.downPaymentBlockedAmendment,
  signedAtRequired: QUOTE_MESSAGES.signedAtRequired,

  created: (type: QuoteType) => `${capitalised(quoteTypeWithArticle(type))} signé a été ajouté.`,
  createFailed: "L'ajout du devis signé a échoué.",

  projectClosed: "Un devis signé ne s'ajoute qu'à un projet validé, publié ou signé.",
  noProfessional: "Aucun professionnel n'est positionné sur ce projet.",
} as const;

export const CONSTRUCTION_MESSAGES = {
  scheduleLabel: 'Planifier les travaux',
  rescheduleLabel: 'Modifier les dates des travaux',
  scheduleTitle: 'Planifier les travaux ?',
  rescheduleTitle: 'Modifier les dates des travaux ?',
  scheduleDescription:
    'Les dates de début et de fin prévues des travaux seront enregistrées ; une date laissée vide garde sa valeur actuelle.',
  startDateLabel: 'Date de début',
  endDateLabel: 'Date de fin',
  datesRequired: "Merci d'indiquer la date de début ou la date de fin.",
  scheduled: 'Le chantier a été planifié.',
  scheduleFailed: 'La planification du chantier a échoué.',

  startLabel: 'Déclarer le démarrage des travaux',
  startTitle: 'Déclarer le démarrage des travaux ?',
  startDescription:
    'Le chantier passera au statut « En cours » à la date indiquée, qui deviendra sa date de début ; ce démarrage ne pourra pas être annulé.',
  startedOnLabel: 'Date de démarrage',
  startedOnRequired: DATE_MESSAGES.required('date de démarrage'),
  startAfterEnd: 'La date de démarrage ne peut pas être postérieure à la date de fin prévue des travaux.',
  started: 'Le démarrage des travaux a été déclaré.',
  startFailed: 'La déclaration du démarrage des travaux a échoué.',
  confirm: 'Confirmer',

  noContract: 'Les travaux se planifient une fois le devis du projet signé.',
  worksAccepted: 'Les travaux sont réceptionnés : leurs dates ne changent plus.',
  startNoContract: 'Le démarrage des travaux se déclare une fois le devis du projet signé.',
  alreadyStarted: 'Le démarrage des travaux a déjà été déclaré.',
} as const;

export const WORKS_ACCEPTANCE_CREATION_MESSAGES = {
  openLabel: 'Ajouter un PV validé',
  title: 'Ajouter un PV de fin de chantier validé',
  description:
    'Le PV signé sera enregistré validé avec son document : les travaux seront considérés comme réceptionnés et le chantier passera en réception des travaux.',
  submitLabel: 'Enregistrer le PV validé',
  progressLabel: 'Envoi du PV',

  effectiveDateLabel: 'Date de réception des travaux',
  effectiveDateRequired: DATE_MESSAGES.required('date de réception des travaux'),
  reservationsLegend: 'Réception',
  unconditional: 'Sans réserve',
  withReservations: 'Avec réserves',
  reservationsRequired: 'Merci d’indiquer si les travaux sont reçus sans réserve ou avec réserves.',
  fileLabel: 'PV signé',

  created: 'Le PV de fin de chantier a été créé.',
  createFailed: 'La création du PV de fin de chantier a échoué.',

  noContract: "Un PV de fin de chantier ne s'ajoute qu'à un projet dont le devis est signé.",
  finished: 'Le chantier est terminé.',
} as const;

export const PAID_INVOICE_MESSAGES = {
  openLabel: 'Ajouter une facture payée',
  title: 'Ajouter une facture payée du professionnel',
  description: (contractor: string) =>
    `La facture de ${contractor}, titulaire du contrat, sera enregistrée payée à la date indiquée avec son document ; la facture des frais de la plateforme lui sera émise, en attente de paiement.`,
  submitLabel: 'Enregistrer la facture payée',
  progressLabel: 'Envoi de la facture',

  typeLabel: 'Type de facture',
  typeRequired: 'Merci de choisir le type de facture.',
  amountLabel: 'Montant TTC (€)',
  paidAtLabel: 'Date de paiement',
  feeExclTaxLabel: 'Frais de la plateforme HT (€)',
  /** The label of the fee rule's "Merci de renseigner le …" */
  feeAmountName: 'montant HT des frais',
  feeInclTax: (rate: number, amount: string) => `Frais TTC (TVA ${rate} %) : ${amount}`,
  fileLabel: 'Facture',

  referenceDownPayment: (amount: string) => `Montant de l'acompte du projet : ${amount}.`,
  referenceInterim: (amount: string) => `Inférieur au solde du projet : ${amount}.`,
  referenceFinal: (amount: string) => `Solde du projet : ${amount}.`,
  noReference: 'Au plus le montant autorisé.',

  created: 'La facture payée a été ajoutée.',
  createFailed: "L'ajout de la facture payée a échoué.",

  noContractor: "Une facture ne s'ajoute qu'à un projet dont le devis est signé.",
  finished: 'Le paiement du projet est terminé : le solde est réglé.',
} as const;
