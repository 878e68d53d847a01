import 'server-only';
import { documentSchema } from '@/lib/domain/schemas';
import { request, requestStream, type GatewayStream, type GatewayToken } from './http';

export async function getDocument(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/documents/:id', params: { id }, token, schema: documentSchema });
}

/**
 * GET /documents/:id/content (our addition to SPEC §7, docs/gateway-contract.md): the bytes with
 * the gateway's Content-Type, Content-Length and Content-Disposition, streamed as they arrive.
 */
export async function getDocumentContent(
  token: GatewayToken,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<GatewayStream> {
  return requestStream({
    method: 'GET',
    path: '/documents/:id/content',
    params: { id },
    accept: 'any',
    token,
    signal: options.signal,
  });
}
