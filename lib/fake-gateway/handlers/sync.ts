import { domainEventsSyncRequest } from '@/lib/domain/requests';
import { notFound, parseJson, route } from '../core/context';

/** POST /tooling/domain-events/sync: asks the gateway to re-publish the entities' events. Unknown ids are 404. */
export const syncHandlers = [
  route('POST', '/tooling/domain-events/sync', async (ctx) => {
    const entities = await parseJson(ctx.request, domainEventsSyncRequest);
    for (const entity of entities) {
      const known =
        entity.type === 'USER' ? ctx.db.people.users.has(entity.id) : ctx.db.projects.projects.has(entity.id);
      if (!known) throw notFound(entity.type === 'USER' ? 'Utilisateur' : 'Projet', entity.id);
    }
    return undefined;
  }),
];
