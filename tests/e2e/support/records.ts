import type { APIRequestContext } from '@playwright/test';
import { ROUTE_LIST, type RouteId } from '@/lib/access/routes';
import { hasParams, sampleParams, samplePaths } from './route-samples';

/*
 * One real record of each type (the first sample of ./route-samples.ts), as the path of the screen
 * that shows it. Keyed by route id, so a sweep over the role table can tell which route still lacks
 * a record.
 */

export type RecordPaths = Partial<Record<RouteId, string>>;

/**
 * The path of one record for each route whose pattern names one, and for the deep link that names
 * its user in the query. Read as SUPPORT, who may see every record.
 */
export async function recordPaths(request: APIRequestContext): Promise<RecordPaths> {
  const params = await sampleParams(request);
  const paths: RecordPaths = {};
  for (const route of ROUTE_LIST) {
    const [first] = hasParams(route) ? samplePaths(route, params) : [];
    if (first) paths[route.id] = first;
  }
  const customer = params.userView?.[0]?.id;
  if (customer) paths.logOnBehalf = `/deep-link/log-on-behalf?userId=${customer}`;
  return paths;
}
