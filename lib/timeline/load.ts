import 'server-only';
import type { Project, User } from '@/lib/domain/schemas';
import { getFeedback } from '@/lib/gateway/feedbacks';
import { listProviderInvoices } from '@/lib/gateway/billing';
import { listCommunications } from '@/lib/gateway/communications';
import { listIssues } from '@/lib/gateway/issues';
import { listMatches } from '@/lib/gateway/matches';
import { findDiscussions } from '@/lib/gateway/messaging';
import { getPaymentAccount } from '@/lib/gateway/payment';
import { getProject, listProjects } from '@/lib/gateway/projects';
import {
  communicationEntries,
  documentEntries,
  feedbackEntries,
  feedbackSummaryEntries,
  issueEntries,
  isUser,
  matchEntries,
  paymentAccountEntries,
  professionalInvoiceEntries,
  projectEntries,
  projectPublicationEntries,
  providerInvoiceEntries,
  quoteEntries,
  recordTarget,
  relationshipEntries,
  userEntries,
  worksAcceptanceEntries,
  type Perspective,
} from './entries';
import type { TimelineEntry, TimelineSource } from './types';
import {
  LIST_BOUND,
  PROJECT_BOUND,
  type TimelineReader,
  discussionsSource,
  journalSource,
  listHref,
  partialOf,
  settle,
} from './read-sources';

export {
  DISCUSSION_BOUND,
  JOURNAL_TARGET_BOUND,
  LIST_BOUND,
  PROJECT_BOUND,
  type TimelineReader,
} from './read-sources';

/*
 * What the "Chronologie" tab reads (docs/decisions.md, "Chronologie"): the gateway's lists filtered
 * on the record, up to a bound each, and the details they point to, in a few parallel waves; then
 * the journal of the record and of every record its entries link to.
 */

/** Everything a full project read says, from the project's point of view or a user's (`involves`). */
function projectDetailEntries(
  project: Project,
  perspective: Perspective,
  now: Date,
  involves: (person: { id: string } | null | undefined) => boolean = () => true,
): TimelineEntry[] {
  const { construction, contractualization, payment, professionals } = project;
  return [
    ...(perspective.userId && !isUser(project.owner, perspective.userId)
      ? []
      : projectEntries(project, perspective)),
    ...(perspective.userId
      ? []
      : project.details.documents.flatMap((document) => documentEntries(document, perspective))),
    ...professionals.relationships
      .filter((relationship) => involves(relationship.user))
      .flatMap((relationship) => relationshipEntries(relationship, perspective, now)),
    ...contractualization.quotes
      .filter((quote) => involves(quote.owner))
      .flatMap((quote) => quoteEntries(quote, perspective)),
    ...payment.invoices
      .filter((invoice) => involves(invoice.owner))
      .flatMap((invoice) => professionalInvoiceEntries(invoice, perspective)),
    // The marketplace's invoices of the project go to several people: on a user's timeline, theirs only.
    ...payment.lmsgInvoices
      .filter((invoice) => (perspective.userId ? isUser(invoice.recipient, perspective.userId) : true))
      .flatMap((invoice) => providerInvoiceEntries(invoice, perspective)),
    ...construction.worksAcceptances
      .filter((acceptance) => involves(acceptance.owner))
      .flatMap((acceptance) => worksAcceptanceEntries(acceptance, perspective)),
    ...project.issues
      .filter((issue) => involves(issue.emitter))
      .flatMap((issue) => issueEntries(issue, perspective)),
  ];
}

/** The project's story: the project read itself, its matches, discussion threads, feedback and journal. */
export async function loadProjectTimeline(
  reader: TimelineReader,
  project: Project,
): Promise<TimelineSource[]> {
  const perspective: Perspective = {};
  const { feedback } = project;
  const gateway = await Promise.all([
    // First, so that its full entries win over the summary's in the merge.
    settle('feedbacks', async () => ({
      entries: feedback ? feedbackEntries(await getFeedback(reader.token, feedback.id), perspective) : [],
    })),
    settle('record', async () => ({
      entries: [
        ...projectDetailEntries(project, perspective, reader.now),
        ...(feedback ? feedbackSummaryEntries(feedback, perspective, project) : []),
      ],
    })),
    settle('matches', async () => {
      const page = await listMatches(reader.token, {
        projectId: project.id,
        size: LIST_BOUND,
        sort: 'statusDate,desc',
      });
      return {
        entries: page.items.flatMap((match) => matchEntries(match, perspective)),
        partial: partialOf(page.items.length, page.total, listHref('matches', { projectId: project.id })),
      };
    }),
    settle('discussions', () => discussionsSource(reader, project.messaging.discussions, perspective)),
  ]);
  const own = [recordTarget('projectView', project.id, `Projet ${project.rid}`)];
  return [...gateway, await journalSource(reader, own, gateway)];
}

/**
 * A user's story: their account, payment account, communications, invoices, issue reports and
 * discussions; a particular's projects and a professional's matches, the latest of those projects
 * read in full for what involves the user (their relationships, quotes, invoices, PV, feedback).
 */
export async function loadUserTimeline(reader: TimelineReader, user: User): Promise<TimelineSource[]> {
  const { token, now } = reader;
  const userId = user.id;
  const perspective: Perspective = { userId };
  const involves = (person: { id: string } | null | undefined) => isUser(person, userId);

  const projectIds: string[] = [];
  let projectsHref: string | undefined;
  let projectsTotal = 0;
  const first = await Promise.all([
    settle('record', async () => ({ entries: userEntries(user) })),
    settle('paymentAccount', async () => {
      const account = await getPaymentAccount(token, userId);
      return { entries: account ? paymentAccountEntries(account) : [] };
    }),
    settle('communications', async () => {
      const page = await listCommunications(token, { userId, size: LIST_BOUND, sort: 'sentAt,desc' });
      return {
        entries: page.items.flatMap((communication) => communicationEntries(communication, userId)),
        partial: partialOf(page.items.length, page.total, listHref('communications', { userId })),
      };
    }),
    settle('providerInvoices', async () => {
      const page = await listProviderInvoices(token, {
        recipientId: userId,
        size: LIST_BOUND,
        sort: 'dispatchedAt,desc',
      });
      return {
        entries: page.items.flatMap((invoice) => providerInvoiceEntries(invoice, perspective)),
        partial: partialOf(page.items.length, page.total, listHref('invoices', { recipientId: userId })),
      };
    }),
    settle('issues', async () => {
      const page = await listIssues(token, { emitterId: userId, size: LIST_BOUND, sort: 'createdAt,desc' });
      return {
        entries: page.items.flatMap((issue) => issueEntries(issue, perspective)),
        partial: partialOf(page.items.length, page.total, listHref('issues', { emitterId: userId })),
      };
    }),
    settle('discussions', async () =>
      discussionsSource(reader, await findDiscussions(token, [userId]), perspective),
    ),
    ...(user.type === 'PARTICULAR'
      ? [
          settle('projects', async () => {
            const page = await listProjects(token, {
              ownerId: userId,
              size: LIST_BOUND,
              sort: 'lastEventDate,desc',
            });
            projectIds.push(...page.items.map((project) => project.id));
            projectsTotal = page.items.length;
            projectsHref = listHref('projects', { ownerId: userId });
            return {
              entries: page.items.flatMap((project) => projectPublicationEntries(project, perspective)),
              partial: partialOf(page.items.length, page.total, projectsHref),
            };
          }),
        ]
      : []),
    ...(user.type === 'PROFESSIONAL'
      ? [
          settle('matches', async () => {
            const page = await listMatches(token, { userId, size: LIST_BOUND, sort: 'statusDate,desc' });
            projectIds.push(...new Set(page.items.map((match) => match.project.id)));
            projectsTotal = projectIds.length;
            projectsHref = listHref('matches', { userId });
            return {
              entries: page.items.flatMap((match) => matchEntries(match, perspective)),
              partial: partialOf(page.items.length, page.total, projectsHref),
            };
          }),
        ]
      : []),
  ]);

  const detailed = projectIds.slice(0, PROJECT_BOUND);
  const projects: Project[] = [];
  const details = await settle('projectDetails', async () => {
    projects.push(...(await Promise.all(detailed.map((id) => getProject(token, id)))));
    return {
      entries: projects.flatMap((project) =>
        projectDetailEntries(project, perspective, now, user.type === 'PARTICULAR' ? undefined : involves),
      ),
      partial: partialOf(detailed.length, projectsTotal, projectsHref),
    };
  });
  const feedbacks = await settle('feedbacks', async () => {
    const read = await Promise.all(
      projects.flatMap((project) => (project.feedback ? [getFeedback(token, project.feedback.id)] : [])),
    );
    return {
      entries: read
        .filter((feedback) => involves(feedback.emitter) || involves(feedback.professional))
        .flatMap((feedback) => feedbackEntries(feedback, perspective)),
    };
  });

  const gateway = [...first, details, feedbacks];
  const own = [
    recordTarget('userView', userId, 'Fiche client'),
    // A staff member's roles and e-mail are changed on their credentials (SUPPORT only).
    ...(user.type === 'LMSG' ? [recordTarget('credentialsView', userId, 'Fiche utilisateur')] : []),
  ];
  return [...gateway, await journalSource(reader, own, gateway)];
}
