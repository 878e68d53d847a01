/**
 * The dated facts of a project's contract side as timeline entries: quotes, works acceptances, the
 * invoices of either kind, feedback and issue reports.
 */
import { personLabel } from '@/lib/domain/people';
import {
  feedbackStatus,
  invoiceStatus,
  invoiceType,
  issueType,
  quoteRefusalReason,
  quoteStatus,
  quoteType,
  worksAcceptanceStatus,
} from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type {
  Feedback,
  FeedbackSummary,
  Issue,
  ProfessionalInvoice,
  ProjectSummary,
  ProviderInvoice,
  Quote,
  WorksAcceptance,
} from '@/lib/domain/schemas';
import type { TimelineEntry } from './types';
import {
  collector,
  projectSuffix,
  reasonsOf,
  recordTarget,
  sameInstant,
  type Perspective,
} from './entry-kit';

export function quoteEntries(quote: Quote, perspective: Perspective): TimelineEntry[] {
  const name = `${quoteType.label(quote.type)} ${quote.rid}`;
  const target = recordTarget('quoteView', quote.id, name);
  const { entries, add } = collector('devis', quote.id, target);
  const suffix = projectSuffix(perspective, quote.project);
  add(
    'dispatched',
    quote.dispatchedAt,
    `${name} envoyé par ${personLabel(quote.owner)} : ${formatEuros(quote.amount.inclTax)} TTC${suffix}`,
  );
  add('signed', quote.signedAt, `${name} signé${suffix}`);
  const told =
    quote.status === 'PENDING' ||
    (quote.status === 'SIGNED' && sameInstant(quote.signedAt, quote.statusDate));
  if (!told) {
    const reasons = reasonsOf(quote.refusedReasons.map((reason) => quoteRefusalReason.label(reason)));
    add('status', quote.statusDate, `${name} : ${quoteStatus.label(quote.status)}${reasons}${suffix}`);
  }
  return entries;
}

export function worksAcceptanceEntries(
  acceptance: WorksAcceptance,
  perspective: Perspective,
): TimelineEntry[] {
  const name = `PV ${acceptance.rid}`;
  const target = recordTarget('worksAcceptanceView', acceptance.id, name);
  const { entries, add } = collector('pv', acceptance.id, target);
  const suffix = projectSuffix(perspective, acceptance.project);
  add('dispatched', acceptance.dispatchedAt, `${name} envoyé par ${personLabel(acceptance.owner)}${suffix}`);
  if (acceptance.status !== 'PENDING')
    add(
      'status',
      acceptance.statusDate,
      `${name} : ${worksAcceptanceStatus.label(acceptance.status)}${suffix}`,
    );
  return entries;
}

/** The paid and status facts of an invoice of either kind. */
function invoiceLifecycle(
  add: (fact: string, at: string | null | undefined, summary: string) => void,
  invoice: Pick<ProviderInvoice, 'status' | 'statusDate' | 'paidAt'>,
  name: string,
  suffix: string,
) {
  add('paid', invoice.paidAt, `${name} payée${suffix}`);
  const told =
    invoice.status === 'PENDING' ||
    (invoice.status === 'PAID' && sameInstant(invoice.paidAt, invoice.statusDate));
  if (!told) add('status', invoice.statusDate, `${name} : ${invoiceStatus.label(invoice.status)}${suffix}`);
}

export function professionalInvoiceEntries(
  invoice: ProfessionalInvoice,
  perspective: Perspective,
): TimelineEntry[] {
  const name = `Facture ${invoice.rid}`;
  const target = recordTarget('proInvoiceView', invoice.id, name);
  const { entries, add } = collector('facture', invoice.id, target);
  const suffix = projectSuffix(perspective, invoice.project);
  add(
    'dispatched',
    invoice.dispatchedAt,
    `${name} (${invoiceType.label(invoice.type)}) émise par ${personLabel(invoice.owner)} : ${formatEuros(invoice.amount.inclTax)} TTC${suffix}`,
  );
  invoiceLifecycle(add, invoice, name, suffix);
  return entries;
}

export function providerInvoiceEntries(invoice: ProviderInvoice, perspective: Perspective): TimelineEntry[] {
  const name = `Facture ${invoice.number}`;
  const target = recordTarget('invoiceView', invoice.id, name);
  const { entries, add } = collector('facture', invoice.id, target);
  const suffix = projectSuffix(perspective, invoice.project);
  add(
    'dispatched',
    invoice.dispatchedAt,
    `${name} (${invoiceType.label(invoice.type)}) émise pour ${personLabel(invoice.recipient)} : ${formatEuros(invoice.amount.inclTax)} TTC${suffix}`,
  );
  invoiceLifecycle(add, invoice, name, suffix);
  return entries;
}

/** A feedback read in full, with its replies. */
export function feedbackEntries(feedback: Feedback, perspective: Perspective): TimelineEntry[] {
  const target = recordTarget('feedbackView', feedback.id, 'Avis');
  const { entries, add } = collector('avis', feedback.id, target);
  const suffix = projectSuffix(perspective, feedback.project);
  const emitter = personLabel(feedback.emitter);
  const rate = feedback.rate != null ? ` : ${feedback.rate}/5` : '';
  add(
    'dispatched',
    feedback.dispatchedAt,
    `Avis de ${emitter} sur ${personLabel(feedback.professional)}${rate}${suffix}`,
  );
  if (feedback.status !== 'PENDING')
    add(
      'status',
      feedback.statusDate,
      `Avis de ${emitter} : ${feedbackStatus.label(feedback.status)}${suffix}`,
    );
  for (const reply of feedback.replies) {
    const replier = personLabel(reply.replier);
    add(`reply-${reply.id}`, reply.dispatchedAt, `Réponse de ${replier} à l'avis${suffix}`);
    if (reply.status !== 'PENDING')
      add(
        `reply-${reply.id}-status`,
        reply.statusDate,
        `Réponse de ${replier} : ${feedbackStatus.label(reply.status)}${suffix}`,
      );
  }
  return entries;
}

/** The project's feedback summary, when the feedback itself could not be read. */
export function feedbackSummaryEntries(
  summary: FeedbackSummary,
  perspective: Perspective,
  project: ProjectSummary,
) {
  const target = recordTarget('feedbackView', summary.id, 'Avis');
  const { entries, add } = collector('avis', summary.id, target);
  const rate = summary.rate != null ? ` : ${summary.rate}/5` : '';
  add('dispatched', summary.dispatchedAt, `Avis déposé${rate}${projectSuffix(perspective, project)}`);
  return entries;
}

export function issueEntries(issue: Issue, perspective: Perspective): TimelineEntry[] {
  const name = `Signalement ${issue.rid}`;
  const target = recordTarget('issueView', issue.id, name);
  const { entries, add } = collector('signalement', issue.id, target);
  add(
    'created',
    issue.createdAt,
    `${name} (${issueType.label(issue.type)}) par ${personLabel(issue.emitter)}${projectSuffix(perspective, issue.project)}`,
  );
  return entries;
}
