import type { Project } from '@/lib/domain/schemas';
import {
  CONSTRUCTION_MESSAGES as C,
  PAID_INVOICE_MESSAGES as I,
  SIGNED_QUOTE_MESSAGES as Q,
  WORKS_ACCEPTANCE_CREATION_MESSAGES as W,
} from './messages';
import { projectProfessionals } from './professionals';

/*
 * Which of the project view's money actions the project's state allows, as the gateway's rules
 * say (docs/gateway-contract.md, "Calls"): each answers null when allowed, else the French reason
 * the disabled button shows. The gateway checks again.
 */

/** A signed contract: a contractor, and the project SIGNED (or FINISHED). */
function hasContract(project: Project): boolean {
  return (
    Boolean(project.contractualization.contractor) &&
    (project.status === 'SIGNED' || project.status === 'FINISHED')
  );
}

const SIGNABLE = new Set<Project['status']>(['VALIDATED', 'PUBLISHED', 'SIGNED']);

export interface MoneyBlockers {
  signedQuote: string | null;
  paidInvoice: string | null;
  schedule: string | null;
  start: string | null;
  worksAcceptance: string | null;
}

export function moneyBlockers(project: Project): MoneyBlockers {
  const contract = hasContract(project);
  const { status: works } = project.construction;
  return {
    signedQuote: !SIGNABLE.has(project.status)
      ? Q.projectClosed
      : projectProfessionals(project).length === 0
        ? Q.noProfessional
        : null,
    paidInvoice: !project.contractualization.contractor
      ? I.noContractor
      : project.payment.status === 'FINISHED'
        ? I.finished
        : null,
    schedule: !contract
      ? C.noContract
      : works === 'WORKS_ACCEPTANCE' || works === 'FINISHED'
        ? C.worksAccepted
        : null,
    start: !contract ? C.startNoContract : works !== 'NOT_STARTED' ? C.alreadyStarted : null,
    worksAcceptance: !contract ? W.noContract : works === 'FINISHED' ? W.finished : null,
  };
}
