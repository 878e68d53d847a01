/**
 * The documents of a professional's registration (GET /users/:id/status) are drawn on read with
 * the rest of the state, so the seed holds none: GET /documents/:id draws them the same way,
 * from the owner their id names.
 */
import type { Db } from '../store';
import type { PeopleData } from './people-records';
import { registrationDocumentOwner, userStateView } from './user-state-views';
import { findDocument } from './project-documents';
import type { DocumentRecord } from './project-records';

/** A registration document as the documents calls serve it, as its owner's state lists it now. */
export function findRegistrationDocument(
  people: PeopleData,
  id: string,
  now: Date,
): DocumentRecord | undefined {
  const owner = registrationDocumentOwner(people, id);
  if (!owner) return undefined;
  const state = userStateView(people, owner, now);
  const document = [
    ...(state.ppAccountState?.registration.documents ?? []),
    ...(state.saAccountState?.registration.documents ?? []),
  ].find((candidate) => candidate.id === id);
  return document && { ...document, type: { ...document.type }, kind: 'registration', ownerId: owner.id };
}

/** Any document by id: a project one (stored or derived) or a registration one. */
export function findAnyDocument(db: Db, id: string): DocumentRecord | undefined {
  return findDocument(db.projects, id) ?? findRegistrationDocument(db.people, id, db.clock.now());
}
