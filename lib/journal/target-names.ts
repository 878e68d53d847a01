import 'server-only';
import { quoteType } from '@/lib/domain/enums';
import { personLabel } from '@/lib/domain/people';
import { getProviderInvoice } from '@/lib/gateway/billing';
import { getCredentials } from '@/lib/gateway/credentials';
import { getDocument } from '@/lib/gateway/documents';
import { getFeedback } from '@/lib/gateway/feedbacks';
import type { GatewayToken } from '@/lib/gateway/http';
import { getProfessionalInvoice } from '@/lib/gateway/invoices';
import { getIssue } from '@/lib/gateway/issues';
import { getMatch } from '@/lib/gateway/matches';
import { getDiscussion } from '@/lib/gateway/messaging';
import { getProject } from '@/lib/gateway/projects';
import { getQuote } from '@/lib/gateway/quotes';
import { getRelationship } from '@/lib/gateway/relationships';
import { getUser } from '@/lib/gateway/users';
import { getWorksAcceptance } from '@/lib/gateway/works-acceptances';
import type { JournalEntry, JournalTargetType } from './types';

/*
 * The journal keeps a record's kind and id, not its name: a name read when the entry is shown is
 * the one the gateway holds now (an anonymised customer's is gone from the journal as from the
 * gateway). Each record the page names is read once, in parallel; one that does not answer in time
 * or no longer exists is named by its kind only, and its link still opens it.
 */

type Namer = (token: GatewayToken, id: string) => Promise<string>;

/** The record's name and RID as its own page titles it. */
const NAMERS: Record<JournalTargetType, Namer> = {
  userView: async (token, id) => personLabel(await getUser(token, id)),
  credentialsView: async (token, id) => personLabel(await getCredentials(token, id)),
  projectView: async (token, id) => {
    const project = await getProject(token, id);
    return `${project.workNeed.label} (${project.rid})`;
  },
  matchView: async (token, id) => {
    const match = await getMatch(token, id);
    return `Match ${match.project.rid} – ${personLabel(match.user)}`;
  },
  relationshipView: async (token, id) => {
    const relationship = await getRelationship(token, id);
    return `${personLabel(relationship.user)} sur le projet ${relationship.project.rid}`;
  },
  discussionView: async (token, id) => {
    const discussion = await getDiscussion(token, id);
    return discussion.project
      ? `Discussion du projet ${discussion.project.rid}`
      : `Discussion avec ${discussion.members.map(personLabel).join(', ')}`;
  },
  quoteView: async (token, id) => {
    const quote = await getQuote(token, id);
    return `${quoteType.label(quote.type)} ${quote.rid}`;
  },
  proInvoiceView: async (token, id) =>
    `Facture professionnelle ${(await getProfessionalInvoice(token, id)).rid}`,
  invoiceView: async (token, id) => {
    const invoice = await getProviderInvoice(token, id);
    return `Facture ${invoice.number} (${invoice.rid})`;
  },
  worksAcceptanceView: async (token, id) => `PV ${(await getWorksAcceptance(token, id)).rid}`,
  feedbackView: async (token, id) => `Avis de ${personLabel((await getFeedback(token, id)).emitter)}`,
  issueView: async (token, id) => `Signalement ${(await getIssue(token, id)).rid}`,
  documentView: async (token, id) => (await getDocument(token, id)).name,
};

/** How long a page waits for the names before it shows the kinds instead. */
export const TARGET_NAMES_WAIT_MS = 1_500;

export const targetKey = (type: string, id: string) => `${type}:${id}`;

/** The names of the records `entries` act on, by `targetKey`; a record that could not be read is absent. */
export async function nameJournalTargets(
  token: GatewayToken,
  entries: readonly JournalEntry[],
  waitMs = TARGET_NAMES_WAIT_MS,
): Promise<Record<string, string>> {
  const targets = new Map<string, { type: JournalTargetType; id: string }>();
  for (const { targetType: type, targetId: id } of entries)
    if (type && id && type in NAMERS) targets.set(targetKey(type, id), { type, id });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const named = await Promise.all(
    [...targets].map(async ([key, { type, id }]) => {
      const name = await Promise.race([NAMERS[type](token, id).catch(() => null), late]);
      return name ? ([key, name] as const) : null;
    }),
  );
  clearTimeout(timer);
  return Object.fromEntries(named.filter((pair) => pair !== null));
}
