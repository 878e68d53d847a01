/**
 * A project's links to the records hanging off it (its documents, matches, quotes…), kept in the
 * order they were added.
 */
import type { LinkKind, ProjectRecord } from './project-records';

const NONE: readonly string[] = Object.freeze([]);

export function linked(project: ProjectRecord, kind: LinkKind): readonly string[] {
  return project.links[kind] ?? NONE;
}

export function link(project: ProjectRecord, kind: LinkKind, id: string): void {
  const list = project.links[kind];
  if (list) list.push(id);
  else project.links[kind] = [id];
}

export function unlink(project: ProjectRecord, kind: LinkKind, id: string): void {
  const list = project.links[kind];
  if (!list) return;
  const index = list.indexOf(id);
  if (index >= 0) list.splice(index, 1);
}
