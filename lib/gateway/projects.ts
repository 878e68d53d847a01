import 'server-only';
import type { z } from 'zod';
import { projectsQuery } from '@/lib/domain/lists';
import { matchTerm } from '@/lib/domain/phone-match';
import { addProjectDocumentsQuery, deleteProjectDocumentsQuery } from '@/lib/domain/requests';
import { pageOf, projectListItemSchema, projectSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

const projectPage = pageOf(projectListItemSchema);

/** GET /projects; a phone number in `q` goes as its national digits (lib/domain/phone-match.ts). */
export async function listProjects(token: GatewayToken, query: z.input<typeof projectsQuery> = {}) {
  const { q, ...rest } = projectsQuery.parse(query);
  return request({
    method: 'GET',
    path: '/projects',
    query: { ...rest, q: q && matchTerm(q) },
    token,
    schema: projectPage,
  });
}

export async function getProject(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/projects/:id', params: { id }, token, schema: projectSchema });
}

/** POST /projects/:id/documents?ownerId= with one multipart `files` part per file. */
export async function addProjectDocuments(
  token: GatewayToken,
  projectId: string,
  input: { files: readonly Blob[] } & z.input<typeof addProjectDocumentsQuery>,
): Promise<void> {
  const form = new FormData();
  for (const file of input.files) form.append('files', file);
  await request({
    method: 'POST',
    path: '/projects/:id/documents',
    params: { id: projectId },
    query: addProjectDocumentsQuery.parse({ ownerId: input.ownerId }),
    body: { multipart: form },
    token,
  });
}

/** DELETE /projects/:id/documents?documentIds=a&documentIds=b */
export async function deleteProjectDocuments(
  token: GatewayToken,
  projectId: string,
  documentIds: readonly string[],
): Promise<void> {
  await request({
    method: 'DELETE',
    path: '/projects/:id/documents',
    params: { id: projectId },
    query: deleteProjectDocumentsQuery.parse({ documentIds }),
    token,
  });
}
