/**
 * What the entry builders share: the link of an entry to a record view, whose timeline it is (the
 * perspective), a message cut to one line, and the collector that skips facts without a date.
 */
import { pathFor } from '@/lib/access/paths';
import { type JournalTargetType } from '@/lib/journal/types';
import type { ProjectSummary, UserSummary } from '@/lib/domain/schemas';
import type { TimelineKind } from './kinds';
import type { TimelineEntry, TimelineTarget } from './types';

/** The record views an entry can open (each has one `:id` parameter): those the journal names. */
export type RecordRoute = JournalTargetType;

export function recordTarget(route: RecordRoute, id: string, label: string): TimelineTarget {
  return { route, id, href: pathFor(route as 'userView', { id }), label };
}

/**
 * Whose timeline the entries are for. On a user's, entries drawn from a project name it
 * (" — projet P000H"), since the user may have several.
 */
export interface Perspective {
  userId?: string;
}

/** A message's text on one line, cut to stay one line. */
export const EXCERPT_LENGTH = 120;
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

export function projectSuffix(
  perspective: Perspective,
  project: Pick<ProjectSummary, 'rid'> | null | undefined,
) {
  return perspective.userId && project ? ` — projet ${project.rid}` : '';
}

export function reasonsOf(labels: string[], other?: string | null): string {
  const all = [...labels, ...(other ? [excerpt(other)] : [])];
  return all.length > 0 ? ` (${all.join(', ')})` : '';
}

/** Builds the entries of one record, skipping facts without a date. */
export function collector(kind: TimelineKind, recordId: string, target: TimelineTarget | null) {
  const entries: TimelineEntry[] = [];
  const add = (fact: string, at: string | null | undefined, summary: string) => {
    if (at) entries.push({ id: `${kind}:${recordId}:${fact}`, kind, at, summary, target });
  };
  return { entries, add };
}

export const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && Date.parse(a) === Date.parse(b);

/** Whether a person summary is this user. */
export const isUser = (person: Pick<UserSummary, 'id'> | null | undefined, userId: string) =>
  person?.id === userId;
