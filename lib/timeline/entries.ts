/**
 * The dated facts each gateway entity carries, as timeline entries (docs/decisions.md, "Chronologie"
 * says which dates count). Pure: the same record always gives the same entries.
 */
import { personLabel } from '@/lib/domain/people';
import { pathFor } from '@/lib/access';
import {
  acceptanceMode,
  communicationChannel,
  communicationStatus,
  discussionType,
  eventContent,
  feedbackStatus,
  invoiceStatus,
  invoiceType,
  issueType,
  matchStatus,
  notificationTypeLabel,
  optionCode,
  optionStatus,
  paymentAccountStatus,
  paymentProvider,
  positioningMode,
  quoteRefusalReason,
  quoteStatus,
  quoteType,
  relationshipStatus,
  relationshipStatusReason,
  robotContent,
  worksAcceptanceStatus,
} from '@/lib/domain/enums';
import { journalActionLabel, journalFailureCause } from '@/lib/domain/enums/journal';
import { formatEuros } from '@/lib/domain/money';
import { JOURNAL_SUCCESS, type JournalEntry, type JournalTargetType } from '@/lib/journal/types';
import type {
  Communication,
  Discussion,
  Document,
  Feedback,
  FeedbackSummary,
  Issue,
  Match,
  PaymentAccount,
  ProfessionalInvoice,
  Project,
  ProjectListItem,
  ProjectSummary,
  ProviderInvoice,
  Quote,
  Relationship,
  User,
  UserSummary,
  WorksAcceptance,
} from '@/lib/domain/schemas';
import type { TimelineKind } from './kinds';
import type { TimelineEntry, TimelineTarget } from './types';

/** The record views an entry can open (each has one `:id` parameter): those the journal names. */
export type RecordRoute = JournalTargetType;

export function recordTarget(route: RecordRoute, id: string, label: string): TimelineTarget {
  return { route, id, href: pathFor(route as 'userView', { id }), label };
}

/**
 * Whose timeline the entries are for. On a user's, entries drawn from a project name it
 * (" — projet P000H"), since the user may have several.
 */
export interface Perspective {
  userId?: string;
}

/** A message's text on one line, cut to stay one line. */
const EXCERPT_LENGTH = 120;
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

function projectSuffix(perspective: Perspective, project: Pick<ProjectSummary, 'rid'> | null | undefined) {
  return perspective.userId && project ? ` — projet ${project.rid}` : '';
}

function reasonsOf(labels: string[], other?: string | null): string {
  const all = [...labels, ...(other ? [excerpt(other)] : [])];
  return all.length > 0 ? ` (${all.join(', ')})` : '';
}

/** Builds the entries of one record, skipping facts without a date. */
function collector(kind: TimelineKind, recordId: string, target: TimelineTarget | null) {
  const entries: TimelineEntry[] = [];
  const add = (fact: string, at: string | null | undefined, summary: string) => {
    if (at) entries.push({ id: `${kind}:${recordId}:${fact}`, kind, at, summary, target });
  };
  return { entries, add };
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && Date.parse(a) === Date.parse(b);

export function userEntries(user: User): TimelineEntry[] {
  const { entries, add } = collector('statut', user.id, null);
  add('created', user.createdAt, 'Compte créé');
  if (user.type === 'PROFESSIONAL')
    add('activity', user.company.activityStartDate, `Début d'activité de l'entreprise ${user.company.name}`);
  return entries;
}

export function paymentAccountEntries(account: PaymentAccount): TimelineEntry[] {
  const { entries, add } = collector('statut', account.id, null);
  for (const [key, sub] of [
    ['iob', account.iobAccount],
    ['psp', account.pspAccount],
  ] as const) {
    if (sub.provider === 'NONE') continue;
    add(
      key,
      sub.statusDate,
      `Compte de paiement ${paymentProvider.label(sub.provider)} : ${paymentAccountStatus.label(sub.status)}`,
    );
  }
  return entries;
}

/** What a project list row tells: its publication. */
export function projectPublicationEntries(
  project: Pick<ProjectListItem, 'id' | 'rid' | 'workNeed' | 'publicationDate'>,
  perspective: Perspective,
): TimelineEntry[] {
  const target = perspective.userId ? recordTarget('projectView', project.id, `Projet ${project.rid}`) : null;
  const { entries, add } = collector('statut', project.id, target);
  add('published', project.publicationDate, `Projet publié${projectSuffix(perspective, project)}`);
  return entries;
}

/** The project's own dates: publication, options, works start and end. */
export function projectEntries(project: Project, perspective: Perspective): TimelineEntry[] {
  const target = perspective.userId ? recordTarget('projectView', project.id, `Projet ${project.rid}`) : null;
  const suffix = projectSuffix(perspective, project);
  const { entries, add } = collector('statut', project.id, target);
  for (const option of project.options) {
    const name = optionCode.label(option.code);
    add(
      `option-${option.code}`,
      option.statusDate,
      `Option ${name} : ${optionStatus.label(option.status)}${suffix}`,
    );
    if (!sameInstant(option.activatedAt, option.statusDate))
      add(`option-${option.code}-activated`, option.activatedAt, `Option ${name} activée${suffix}`);
  }
  add('works-start', project.construction.startDate, `Début des travaux${suffix}`);
  add('works-end', project.construction.endDate, `Fin des travaux${suffix}`);
  return [...projectPublicationEntries(project, perspective), ...entries];
}

export function documentEntries(document: Document, perspective: Perspective, project?: ProjectSummary) {
  const target = recordTarget('documentView', document.id, 'Document');
  const { entries, add } = collector('document', document.id, target);
  add(
    'created',
    document.createdAt,
    `Document ajouté : ${document.name} (${document.type.name})${projectSuffix(perspective, project)}`,
  );
  return entries;
}

export function matchEntries(match: Match, perspective: Perspective): TimelineEntry[] {
  const target = recordTarget('matchView', match.id, 'Match');
  const { entries, add } = collector('match', match.id, target);
  const suffix = projectSuffix(perspective, match.project);
  const pro = personLabel(match.user);
  add('created', match.createdAt, `Match créé avec ${pro}${suffix}`);
  if (!(match.status === 'CREATED' && sameInstant(match.statusDate, match.createdAt)))
    add('status', match.statusDate, `Match avec ${pro} : ${matchStatus.label(match.status)}${suffix}`);
  return entries;
}

export function relationshipEntries(
  relationship: Relationship,
  perspective: Perspective,
  now: Date,
): TimelineEntry[] {
  const target = recordTarget('relationshipView', relationship.id, 'Mise en relation');
  const { entries, add } = collector('relation', relationship.id, target);
  const suffix = projectSuffix(perspective, relationship.project);
  const pro = personLabel(relationship.user);
  add(
    'positioned',
    relationship.positionedAt,
    `Positionnement de ${pro} (${positioningMode.label(relationship.positioningMode)})${suffix}`,
  );
  const mode = relationship.acceptanceMode ? ` (${acceptanceMode.label(relationship.acceptanceMode)})` : '';
  add('accepted', relationship.acceptedAt, `Acceptation de ${pro}${mode}${suffix}`);
  // A planned meeting is not yet part of the story.
  if (relationship.meetingDateTime && Date.parse(relationship.meetingDateTime) <= now.getTime())
    add('meeting', relationship.meetingDateTime, `Rendez-vous avec ${pro}${suffix}`);
  // A status dated like another fact of the record is that fact (POSITIONED at positionedAt…).
  const told = [relationship.positionedAt, relationship.acceptedAt].some((at) =>
    sameInstant(at, relationship.statusDate),
  );
  if (!told) {
    const reasons = reasonsOf(
      relationship.statusReasons.map((reason) => relationshipStatusReason.label(reason)),
      relationship.statusOtherReason,
    );
    add(
      'status',
      relationship.statusDate,
      `Mise en relation avec ${pro} : ${relationshipStatus.label(relationship.status)}${reasons}${suffix}`,
    );
  }
  return entries;
}

/** A discussion's opening and each of its messages (the thread as GET /messaging/discussions/:id gives it). */
export function discussionEntries(discussion: Discussion, perspective: Perspective): TimelineEntry[] {
  const target = recordTarget('discussionView', discussion.id, 'Discussion');
  const { entries, add } = collector('message', discussion.id, target);
  const suffix = projectSuffix(perspective, discussion.project);
  const members = discussion.members.map(personLabel).join(', ');
  add(
    'opened',
    discussion.createdAt,
    `Discussion ${discussionType.label(discussion.type).toLowerCase()} ouverte avec ${members}${suffix}`,
  );
  for (const message of discussion.messages) {
    const fact = `message-${message.id}`;
    switch (message.type) {
      case 'STANDARD':
        add(
          fact,
          message.sentAt,
          `Message de ${personLabel(message.sender)} : « ${excerpt(message.content)} »${suffix}`,
        );
        break;
      case 'ATTACHMENT':
        add(
          fact,
          message.sentAt,
          `Pièce jointe de ${personLabel(message.sender)} : ${message.attachment.name}${suffix}`,
        );
        break;
      case 'EVENT':
        add(fact, message.sentAt, `${eventContent.label(message.content)}${suffix}`);
        break;
      case 'ROBOT':
        add(fact, message.sentAt, `Message automatique : ${robotContent.label(message.content)}${suffix}`);
        break;
    }
  }
  return entries;
}

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

/** A communication has no view of its own: it opens the user's communications list. */
export function communicationEntries(communication: Communication, userId: string): TimelineEntry[] {
  const target: TimelineTarget = {
    route: 'communications',
    href: `${pathFor('communications')}?${new URLSearchParams({ userId })}`,
    label: 'Communications',
  };
  const { entries, add } = collector('communication', communication.id, target);
  const name = `${communicationChannel.label(communication.channel)} « ${notificationTypeLabel(communication.channel, communication.type)} »`;
  add('sent', communication.sentAt, `${name} envoyé à ${communication.recipientTo}`);
  if (communication.status !== 'SENT' && !sameInstant(communication.statusDate, communication.sentAt))
    add('status', communication.statusDate, `${name} : ${communicationStatus.label(communication.status)}`);
  return entries;
}

/** Whether a person summary is this user. */
export const isUser = (person: Pick<UserSummary, 'id'> | null | undefined, userId: string) =>
  person?.id === userId;

/** "réussie", or "échec : " and why, in French (never the stored code). */
function outcomeText(outcome: string): string {
  return outcome === JOURNAL_SUCCESS ? 'réussie' : `échec : ${journalFailureCause(outcome)}`;
}

/** A staff journal entry; `label` names its target for the link. */
export function journalEntryOf(entry: JournalEntry, label: string): TimelineEntry {
  const target =
    entry.targetType && entry.targetId ? recordTarget(entry.targetType, entry.targetId, label) : null;
  const reason = entry.reason ? ` — motif : ${excerpt(entry.reason)}` : '';
  return {
    id: `journal:${entry.id}`,
    kind: 'journal',
    at: entry.at,
    summary: `${journalActionLabel(entry.action)} par ${entry.staffEmail} : ${outcomeText(entry.outcome)}${reason}`,
    target,
  };
}
