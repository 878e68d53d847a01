import 'server-only';
import type { z } from 'zod';
import { issuesQuery } from '@/lib/domain/lists';
import { issueSchema, pageOf } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const issuePage = pageOf(issueSchema);

export async function listIssues(token: GatewayToken, query: z.input<typeof issuesQuery> = {}) {
  return request({
    method: 'GET',
    path: '/issues',
    query: issuesQuery.parse(query),
    token,
    schema: issuePage,
  });
}

export async function getIssue(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/issues/:id', params: { id }, token, schema: issueSchema });
}
