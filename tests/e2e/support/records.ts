import type { APIRequestContext } from '@playwright/test';
import type { RouteId } from '@/lib/access/routes';
import { control, gatewayAuthorization, gatewayGet } from './fake-gateway';

/*
 * One real record of each type, found through the fake gateway (its showcase records and the
 * gateway's own answers), as the path of the screen that shows it. Keyed by route id, so a sweep
 * over the role table can tell which route still lacks a record.
 */

interface Project {
  id: string;
  owner: { id: string };
  issues: { id: string }[];
  feedback?: { id: string } | null;
  professionals: { relationships: { id: string; user: { id: string } }[] };
  contractualization: { contractor?: { id: string } | null; quotes: { id: string }[] };
  payment: { invoices: { id: string }[]; lmsgInvoices: { id: string }[] };
  construction: { worksAcceptances: { id: string }[] };
}

export type RecordPaths = Partial<Record<RouteId, string>>;

/**
 * The path of one record for each route whose pattern names one (and for the deep link that names
 * its user in the query). Read as SUPPORT, who may see every record.
 */
export async function recordPaths(request: APIRequestContext): Promise<RecordPaths> {
  const authorization = await gatewayAuthorization(request);
  const showcase = (await control(request, 'GET', '/showcase')) as Record<string, string>;
  const discussions = (await control(request, 'GET', '/showcase/discussions')) as Record<string, string>;
  const { documents } = (await control(request, 'GET', '/showcase/documents')) as {
    documents: Record<string, string>;
  };
  const project = (name: string) =>
    gatewayGet<Project>(request, authorization, `/projects/${showcase[name]}`);
  const [paying, finished, published] = await Promise.all([
    project('paying'),
    project('finished'),
    project('published'),
  ]);
  const relationship = published.professionals.relationships[0];
  const professional = paying.contractualization.contractor!.id;
  const me = await gatewayGet<{ id: string }>(request, authorization, '/credentials/mine');
  return {
    userView: `/clients/${paying.owner.id}`,
    userWorkTypes: `/clients/${professional}/modifier-prestations`,
    matchView: `/matches/${published.id}_${relationship.user.id}`,
    projectView: `/projets/${paying.id}`,
    documentView: `/documents/${documents.pdf}`,
    documentViewer: `/documents/${documents.pdf}/view`,
    relationshipView: `/mises-en-relation/${relationship.id}`,
    discussionView: `/discussions/${discussions.everyMessage}`,
    findDiscussion: `/deep-link/find-discussion/${published.id}/${published.owner.id}`,
    logOnBehalf: `/deep-link/log-on-behalf?userId=${paying.owner.id}`,
    quoteView: `/devis/${paying.contractualization.quotes[0].id}`,
    proInvoiceView: `/factures-pro/${paying.payment.invoices[0].id}`,
    worksAcceptanceView: `/pv-de-fin-de-chantier/${finished.construction.worksAcceptances[0].id}`,
    feedbackView: `/avis/${finished.feedback!.id}`,
    issueView: `/signalements/${published.issues[0].id}`,
    invoiceView: `/factures/${paying.payment.lmsgInvoices[0].id}`,
    credentialsView: `/utilisateurs/${me.id}`,
  };
}
