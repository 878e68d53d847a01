/**
 * What the views of the project-side entities share: where a document's bytes are served, the
 * nested summaries of a user and a project, and a document's view.
 */
import type { Document, ProjectSummary, UserSummary } from '@/lib/domain/schemas';
import type { Db } from '../../store';
import { type DocumentRecord } from '../../data/project-records';

/** Where GET /documents/:id/content serves a document's bytes (a path on the gateway). */
export function documentContentPath(id: string): string {
  return `/documents/${encodeURIComponent(id)}/content`;
}

export function userSummary(db: Db, id: string): UserSummary {
  return db.people.userSummary(id);
}

export function projectSummary(db: Db, projectId: string): ProjectSummary {
  const project = db.projects.projects.require(projectId);
  return {
    id: project.id,
    rid: project.rid,
    workNeed: { ...project.workNeed },
    address: { ...project.address },
  };
}

export function documentView(document: DocumentRecord): Document {
  return {
    id: document.id,
    name: document.name,
    status: document.status,
    type: { code: document.type.code, name: document.type.name },
    mimeType: document.mimeType,
    createdAt: document.createdAt,
  };
}

/** GET /documents/:id: the document with its owner and project (our addition to SPEC §3). */
export function documentDetailView(db: Db, document: DocumentRecord): Document {
  const owner = document.ownerId ? db.people.users.get(document.ownerId) : undefined;
  const project = document.projectId ? db.projects.projects.get(document.projectId) : undefined;
  return {
    ...documentView(document),
    owner: owner ? userSummary(db, owner.id) : null,
    project: project ? projectSummary(db, project.id) : null,
  };
}

export function requiredDocument(document: DocumentRecord | undefined, owner: string): Document {
  if (!document) throw new Error(`Document missing for ${owner}`);
  return documentView(document);
}
