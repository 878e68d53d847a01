import { ROUTES } from '@/lib/access';
import { journalActionLabel } from '@/lib/domain/enums/journal';
import type { ApprovalRequest } from './types';

/** What the request asks for, in the journal's words (« Génération d'un avoir »). */
export const requestedActionLabel = (action: string) => journalActionLabel(action);

/** The record a request is on: its name as the requester saw it, else its kind and id. */
export const requestRecordLabel = ({
  target,
  targetLabel,
}: Pick<ApprovalRequest, 'target' | 'targetLabel'>) =>
  targetLabel ?? `${ROUTES[target.type].title} ${target.id}`;
