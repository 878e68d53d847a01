/** Helpers shared by the project-domain handlers. */
import { notFound, parisDayAt, toIso, type RouteContext } from '../../core/route-kit';
import type { Table } from '../../core/table';
import type { DocumentRecord, ProjectRecord } from '../../data/project-records';
import type { Db } from '../../store';

/** A calendar day of a request (yyyy-MM-dd) as the instant the gateway stores: Paris midnight. */
export function dayToIso(day: string): string {
  return toIso(parisDayAt(day, 0));
}

/** Records a business event on the project: its lastEventDate moves to the fake's now. */
export function projectEvent(db: Db, project: ProjectRecord, now: Date): void {
  project.lastEventDate = toIso(now);
  db.projects.projects.touch();
}

/** Marks tables changed after in-place updates, so their cached orders and filters are rebuilt. */
export function touched(...tables: Table<{ id: string }>[]): void {
  for (const table of tables) table.touch();
}

/** The user a request names, or 404. */
export function requireUser(ctx: RouteContext<unknown>, id: string) {
  const user = ctx.db.people.users.get(id);
  if (!user) throw notFound('Utilisateur', id);
  return user;
}

/** A document uploaded with a multipart call, stored with its bytes. */
export async function storeUpload(
  ctx: RouteContext<unknown>,
  file: File,
  fields: Pick<DocumentRecord, 'type' | 'kind'> &
    Partial<Pick<DocumentRecord, 'projectId' | 'ownerId' | 'status'>>,
): Promise<DocumentRecord> {
  const document: DocumentRecord = {
    id: ctx.db.ids.next('document'),
    name: file.name || 'document',
    status: fields.status ?? 'NEW',
    type: fields.type,
    mimeType: file.type,
    createdAt: toIso(ctx.now),
    kind: fields.kind,
    projectId: fields.projectId,
    ownerId: fields.ownerId,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
  ctx.db.projects.documents.insert(document);
  return document;
}
