import { ROUTES } from '@/lib/access';
import { journalActionLabel } from '@/lib/domain/enums/journal';
import type { ApprovalRequest, ApprovalStatus } from './types';

/** The French texts of four eyes: requests for approval, their decisions and the « À approuver » page. */
export const APPROVAL_MESSAGES = {
  reasonLabel: 'Motif de la demande',
  reasonHint: 'Cette action doit être approuvée par une autre personne habilitée avant d’être exécutée.',
  reasonRequired: 'Merci d’indiquer le motif de la demande.',
  askLabel: 'Demander l’approbation',
  requested: 'Demande d’approbation envoyée',
  requestFailed: 'La demande d’approbation n’a pas pu être enregistrée.',
  waiting: 'Une demande d’approbation de cette action est en attente sur cette fiche.',
  alreadyPending:
    'Cette action attend déjà une approbation sur cette fiche : elle ne peut être demandée deux fois.',
  approve: 'Approuver',
  reject: 'Rejeter',
  cancel: 'Annuler la demande',
  approveTitle: 'Approuver cette demande ?',
  approveDescription: 'L’action sera exécutée en votre nom, telle que la demande la décrit.',
  rejectTitle: 'Rejeter cette demande ?',
  rejectDescription: 'L’action ne sera pas exécutée ; la personne qui l’a demandée verra votre commentaire.',
  cancelTitle: 'Annuler cette demande ?',
  cancelDescription: 'L’action ne sera pas exécutée.',
  commentLabel: 'Commentaire',
  commentRequired: 'Merci d’expliquer le rejet.',
  approved: (message: string) => `Demande approuvée. ${message}`.trim(),
  ranFailed: (message: string) => `Demande approuvée, mais l’action a échoué : ${message}`,
  rejected: 'La demande a été rejetée.',
  canceled: 'La demande a été annulée.',
  decisionFailed: 'La décision n’a pas pu être enregistrée.',
  notFound: 'Cette demande n’existe pas ou plus.',
  otherRecord: 'Cette demande ne concerne pas cette fiche.',
  ownRequest: 'Vous ne pouvez pas décider de votre propre demande : une autre personne doit le faire.',
  notYours: 'Seule la personne qui a fait la demande peut l’annuler.',
  notAllowed: 'Vos rôles ne permettent pas de décider de cette demande.',
  alreadyDecided: 'Cette demande a déjà été traitée.',
  expired: 'Cette demande a expiré : l’action n’a pas été exécutée.',
  noticeTitle: 'Demande d’approbation en attente',
  askedBy: (name: string, at: string) => `Demandée par ${name} le ${at}`,
  expiresAt: (at: string) => `Expire le ${at}`,
  amount: (euros: string) => `Montant : ${euros}`,
  reason: 'Motif',
  pageTitle: 'À approuver',
  homeTitle: (count: number) => `À approuver (${count})`,
  homeEmpty: 'Aucune demande ne vous attend.',
  homeAll: 'Voir toutes les demandes',
  empty: {
    toDecide: 'Aucune demande ne vous attend.',
    mine: 'Vous n’avez aucune demande en attente.',
    closed: 'Aucune demande traitée pour le moment.',
  },
  tabs: { toDecide: 'À décider', mine: 'Mes demandes', closed: 'Traitées' },
  columns: {
    action: 'Action',
    record: 'Fiche',
    requester: 'Demandée par',
    reason: 'Motif',
    at: 'Le',
    expires: 'Expire le',
    status: 'Statut',
    decision: 'Décision',
  },
  openRecord: 'Ouvrir la fiche',
} as const;

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
  expired: 'Expirée',
  failed: 'Échouée',
  canceled: 'Annulée',
};

/** What the request asks for, in the journal's words (« Génération d'un avoir »). */
export const requestedActionLabel = (action: string) => journalActionLabel(action);

/** The record a request is on: its name as the requester saw it, else its kind and id. */
export const requestRecordLabel = ({
  target,
  targetLabel,
}: Pick<ApprovalRequest, 'target' | 'targetLabel'>) =>
  targetLabel ?? `${ROUTES[target.type].title} ${target.id}`;
