/**
 * The dated facts each gateway entity carries, as timeline entries (docs/decisions.md, "Chronologie"
 * says which dates count). Pure: the same record always gives the same entries.
 */
import { personLabel } from '@/lib/domain/people';
import { pathFor } from '@/lib/access/paths';
import {
  acceptanceMode,
  communicationChannel,
  communicationStatus,
  discussionType,
  eventContent,
  matchStatus,
  notificationTypeLabel,
  optionCode,
  optionStatus,
  paymentAccountStatus,
  paymentProvider,
  positioningMode,
  relationshipStatus,
  relationshipStatusReason,
  robotContent,
} from '@/lib/domain/enums';
import { journalActionLabel, journalFailureCause } from '@/lib/domain/enums/journal';
import { JOURNAL_SUCCESS, type JournalEntry } from '@/lib/journal/types';
import type {
  Communication,
  Discussion,
  Document,
  Match,
  PaymentAccount,
  Project,
  ProjectListItem,
  ProjectSummary,
  Relationship,
  User,
} from '@/lib/domain/schemas';
import type { TimelineEntry, TimelineTarget } from './types';
import {
  collector,
  excerpt,
  projectSuffix,
  reasonsOf,
  recordTarget,
  sameInstant,
  type Perspective,
} from './entry-kit';

export * from './contract-entries';
export { isUser, recordTarget, type Perspective, type RecordRoute } from './entry-kit';

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
