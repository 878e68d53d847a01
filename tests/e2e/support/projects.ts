import type { APIRequestContext } from '@playwright/test';
import type { ProjectStatus } from '@/lib/domain/enums';
import type { Project, Quote, WorksAcceptance } from '@/lib/domain/schemas';
import { gatewayGet } from './fake-gateway';

/*
 * Records found in the fake's projects by what they are (a pending quote on an open project, a
 * paid-into project…), never by a seed-dependent id: the showcase projects of
 * docs/gateway-contract.md have every shape these look for.
 */

/** The first value `pick` finds in the projects of these statuses, read in full one by one. */
export async function findInProjects<T>(
  request: APIRequestContext,
  authorization: string,
  statuses: readonly ProjectStatus[],
  pick: (project: Project) => T | undefined,
): Promise<T> {
  for (const status of statuses) {
    for (let page = 1; ; page += 1) {
      const list = await gatewayGet<{ items: { id: string }[]; total: number }>(
        request,
        authorization,
        `/projects?status=${status}&size=100&page=${page}`,
      );
      for (const item of list.items) {
        const found = pick(await gatewayGet<Project>(request, authorization, `/projects/${item.id}`));
        if (found !== undefined) return found;
      }
      if (page * 100 >= list.total) break;
    }
  }
  throw new Error(`No project of status ${statuses.join(', ')} has what the test needs`);
}

const initialQuote = (project: Project, status: Quote['status']) =>
  project.contractualization.quotes.find((quote) => quote.type === 'INITIAL' && quote.status === status);

const paidIntoMarketplace = (project: Project) =>
  project.options.some((option) => option.status === 'ACTIVE') ||
  project.payment.invoices.some((invoice) => invoice.type === 'DOWN_PAYMENT' && invoice.status === 'PAID');

/** A pending quote its project lets sign: open, without contractor (showcase `published`). */
export function pendingQuoteToSign(request: APIRequestContext, authorization: string): Promise<Quote> {
  return findInProjects(request, authorization, ['PUBLISHED'], (project) =>
    project.contractualization.contractor ? undefined : initialQuote(project, 'PENDING'),
  );
}

/** The signed quote of a project where nothing is paid yet (showcase `signed`). */
export function signedQuoteNothingPaid(request: APIRequestContext, authorization: string): Promise<Quote> {
  return findInProjects(request, authorization, ['SIGNED'], (project) =>
    project.payment.status === 'NONE' && !paidIntoMarketplace(project)
      ? initialQuote(project, 'SIGNED')
      : undefined,
  );
}

/**
 * The signed quote of a project already paid into, with a payment in progress (showcase
 * `paying`): the gateway refuses to unsign it and to change its down payment.
 */
export function signedQuoteBeingPaid(request: APIRequestContext, authorization: string): Promise<Quote> {
  return findInProjects(request, authorization, ['SIGNED'], (project) =>
    project.payment.status.endsWith('_PENDING') && paidIntoMarketplace(project)
      ? initialQuote(project, 'SIGNED')
      : undefined,
  );
}

/** A works acceptance in this status. */
export function worksAcceptanceIn(
  request: APIRequestContext,
  authorization: string,
  status: WorksAcceptance['status'],
): Promise<WorksAcceptance> {
  return findInProjects(request, authorization, ['SIGNED', 'FINISHED'], (project) =>
    project.construction.worksAcceptances.find((acceptance) => acceptance.status === status),
  );
}
