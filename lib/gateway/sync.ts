import 'server-only';
import { domainEventsSyncRequest, type DomainEventsSyncRequest } from '@/lib/domain/requests';
import { request, type GatewayToken } from './http';

/** POST /tooling/domain-events/sync: asks the gateway to re-publish these entities' events. */
export async function syncDomainEvents(
  token: GatewayToken,
  entities: DomainEventsSyncRequest,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/tooling/domain-events/sync',
    body: { json: domainEventsSyncRequest.parse(entities) },
    token,
  });
}
