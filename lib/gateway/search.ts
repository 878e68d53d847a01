import 'server-only';
import { searchQuery } from '@/lib/domain/requests';
import { searchResultSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

/** GET /search?value=: the hits, best first (the header search opens the first). */
export async function search(token: GatewayToken, value: string) {
  return request({
    method: 'GET',
    path: '/search',
    query: searchQuery.parse({ value }),
    token,
    schema: searchResultSchema,
  });
}
