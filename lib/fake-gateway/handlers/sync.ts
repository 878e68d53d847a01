import { domainEventsSyncRequest, type SyncEntityType } from '@/lib/domain/requests';
import { parseJson, route, type Table } from '../core/route-kit';
import type { Db } from '../store';

/** The table holding each kind of record, so an unknown id answers 404 naming the entity. */
const TABLES: Record<SyncEntityType, (db: Db) => Table<{ id: string }>> = {
  USER: (db) => db.people.users,
  PROJECT: (db) => db.projects.projects,
  MATCH: (db) => db.projects.matches,
  RELATIONSHIP: (db) => db.projects.relationships,
  DISCUSSION: (db) => db.projects.discussions,
  QUOTE: (db) => db.projects.quotes,
  PROFESSIONAL_INVOICE: (db) => db.projects.professionalInvoices,
  PROVIDER_INVOICE: (db) => db.projects.providerInvoices,
  WORKS_ACCEPTANCE: (db) => db.projects.worksAcceptances,
  FEEDBACK: (db) => db.projects.feedbacks,
  ISSUE: (db) => db.projects.issues,
};

/**
 * POST /tooling/domain-events/sync: asks the gateway to re-publish the entities' events. Unknown ids
 * are 404. The entities received go into the call log (`GET /__fake/calls?path=/tooling`).
 */
export const syncHandlers = [
  route('POST', '/tooling/domain-events/sync', async (ctx) => {
    const entities = await parseJson(ctx.request, domainEventsSyncRequest);
    // Recorded before the ids are checked: a test reads what the app sent, even when refused.
    ctx.log.body = entities;
    for (const entity of entities) TABLES[entity.type](ctx.db).require(entity.id);
    return undefined;
  }),
];
