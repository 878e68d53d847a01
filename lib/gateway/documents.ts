import 'server-only';
import { documentSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

export async function getDocument(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/documents/:id', params: { id }, token, schema: documentSchema });
}
