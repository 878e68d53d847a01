/**
 * Matches and relationships (SPEC §7 "Matches", "Relationships"): accepting a match opens a
 * relationship unless the project already has MAX_ACTIVE_RELATIONSHIPS active ones or
 * MAX_PRE_SALES_RELATIONSHIPS selected ones; a closed relationship can be reopened under the same
 * limits.
 */
import type { RelationshipStatus } from '@/lib/domain/enums';
import { businessCode } from '@/lib/domain/errors';
import { matchesQuery } from '@/lib/domain/lists';
import { updateRelationshipRequest } from '@/lib/domain/requests';
import {
  businessConflict,
  invalidState,
  normalizeText,
  paginate,
  parseJson,
  parseQuery,
  route,
  toIso,
  type RouteContext,
} from '../../core/route-kit';
import { type MatchRecord, type ProjectRecord, type RelationshipRecord } from '../../data/project-records';
import { link, linked } from '../../data/project-links';
import {
  REACTIVABLE_RELATIONSHIP_STATUSES,
  isActiveRelationship,
  slotLimitReached,
} from '../../data/project-rules';
import type { Db } from '../../store';
import { projectEvent, touched } from './common';
import { openProjectDiscussion } from './messaging';
import { matchView, relationshipView } from './views';

/**
 * Refuses a relationship of the project (`current`, or a new one) moving to `to` when that breaks
 * a slot limit: MAX_ACTIVE_RELATIONSHIPS, then MAX_PRE_SALES_RELATIONSHIPS (data/project-rules.ts).
 */
function refuseWhenFull(
  db: Db,
  project: ProjectRecord,
  to: RelationshipStatus,
  current?: RelationshipRecord,
): void {
  const others: RelationshipStatus[] = [];
  for (const id of linked(project, 'relationships')) {
    const relationship = db.projects.relationships.get(id);
    if (relationship && relationship !== current) others.push(relationship.status);
  }
  const code = slotLimitReached(others, current?.status, to);
  if (code) throw businessConflict(code, businessCode.label(code));
}

function matchSearchText(ctx: RouteContext<unknown>) {
  return (match: MatchRecord) => {
    const project = ctx.db.projects.projects.get(match.projectId);
    const pro = ctx.db.people.users.get(match.userId);
    return [project?.rid, project?.workNeed.label, pro?.firstName, pro?.lastName, pro?.email, pro?.rid];
  };
}

const CLOSED_PROJECT = new Set(['CANCELED', 'FINISHED']);

export const matchingHandlers = [
  route('GET', '/matches', (ctx) => {
    const query = parseQuery(ctx.query, matchesQuery);
    const { matches, projects } = ctx.db.projects;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const searchText = matchSearchText(ctx);
    const project = query.projectId ? projects.get(query.projectId) : undefined;
    const source = query.projectId
      ? (project ? linked(project, 'matches') : []).flatMap((id) => matches.get(id) ?? [])
      : query.userId
        ? (ctx.db.projects.matchesByUser.get(query.userId) ?? []).flatMap((id) => matches.get(id) ?? [])
        : matches;
    return paginate(source, query, {
      sorters: { createdAt: (match) => match.createdAt, statusDate: (match) => match.statusDate },
      defaultSort: 'createdAt,desc',
      filter:
        needle ||
        query.status ||
        query.positionableStatus ||
        query.visibilityStatus ||
        (query.projectId && query.userId)
          ? (match) =>
              (!query.status || match.status === query.status) &&
              (!query.positionableStatus || match.positionableStatus === query.positionableStatus) &&
              (!query.visibilityStatus || match.visibilityStatus === query.visibilityStatus) &&
              (!query.userId || match.userId === query.userId) &&
              (!needle || matches.searchText(match, 'matches', searchText).includes(needle))
          : undefined,
      filterKey: needle
        ? undefined
        : JSON.stringify([query.status, query.positionableStatus, query.visibilityStatus, query.userId]),
      view: (match) => matchView(ctx.db, match),
    });
  }),

  route('GET', '/matches/:id', (ctx) => matchView(ctx.db, ctx.db.projects.matches.require(ctx.params.id))),

  /**
   * CREATED or VIEWED → ACCEPTED, and a relationship opens (positioned manually by staff, accepted
   * for the owner). Refused with MAX_ACTIVE_RELATIONSHIPS or MAX_PRE_SALES_RELATIONSHIPS when the
   * project is full.
   */
  route('POST', '/matches/:id/accept', (ctx) => {
    const { db, now } = ctx;
    const match = db.projects.matches.require(ctx.params.id);
    if (match.status !== 'CREATED' && match.status !== 'VIEWED') {
      throw invalidState(`Le match est déjà ${match.status === 'ACCEPTED' ? 'accepté' : 'clos'}.`);
    }
    const project = db.projects.projects.require(match.projectId);
    if (CLOSED_PROJECT.has(project.status)) throw invalidState('Le projet est clos.');
    const existing = linked(project, 'relationships')
      .map((id) => db.projects.relationships.get(id))
      .find((relationship) => relationship?.userId === match.userId);
    refuseWhenFull(db, project, 'ACCEPTED', existing);
    const at = toIso(now);
    match.status = 'ACCEPTED';
    match.statusDate = at;
    match.positionableStatus = 'POSITIONABLE';
    match.visibilityStatus = 'MANUAL_POSITIONING';
    if (existing) {
      Object.assign(existing, {
        status: 'ACCEPTED',
        statusDate: at,
        acceptanceMode: 'PART',
        acceptedAt: at,
        statusReasons: [],
        statusOtherReason: undefined,
      });
    } else {
      const relationship = {
        id: db.ids.next('relationship'),
        projectId: project.id,
        userId: match.userId,
        status: 'ACCEPTED' as const,
        statusDate: at,
        positioningMode: 'MANUAL' as const,
        positionedAt: at,
        acceptanceMode: 'PART' as const,
        acceptedAt: at,
        meetingDateTime: undefined,
        comment: undefined,
        statusReasons: [],
        statusOtherReason: undefined,
      };
      db.projects.relationships.insert(relationship);
      link(project, 'relationships', relationship.id);
    }
    openProjectDiscussion(db, project, match.userId, now);
    touched(db.projects.matches, db.projects.relationships);
    projectEvent(db, project, now);
    return matchView(db, match);
  }),

  route('GET', '/relationships/:id', (ctx) =>
    relationshipView(ctx.db, ctx.db.projects.relationships.require(ctx.params.id)),
  ),

  /**
   * Updates status, reasons, meeting, comment. A closed relationship keeps its status: reopening
   * is POST /relationships/:id/reactivate. Reasons are cleared when the new status is active.
   */
  route('PATCH', '/relationships/:id', async (ctx) => {
    const { db, now } = ctx;
    const relationship = db.projects.relationships.require(ctx.params.id);
    const change = await parseJson(ctx.request, updateRelationshipRequest);
    const project = db.projects.projects.require(relationship.projectId);
    if (change.status && change.status !== relationship.status) {
      if (!isActiveRelationship(relationship.status) && relationship.status !== 'NONE') {
        throw invalidState('La mise en relation est close : réactivez-la pour changer son statut.');
      }
      refuseWhenFull(db, project, change.status, relationship);
      relationship.status = change.status;
      relationship.statusDate = toIso(now);
      if (isActiveRelationship(change.status)) {
        relationship.statusReasons = [];
        relationship.statusOtherReason = undefined;
      }
    }
    if (change.statusReasons) relationship.statusReasons = [...change.statusReasons];
    if (change.statusOtherReason !== undefined) relationship.statusOtherReason = change.statusOtherReason;
    if (change.meetingDateTime !== undefined) relationship.meetingDateTime = change.meetingDateTime;
    if (change.comment !== undefined) relationship.comment = change.comment;
    touched(db.projects.relationships);
    projectEvent(db, project, now);
    return relationshipView(db, relationship);
  }),

  /** REFUSED, NOT_RETAINED, CANCELED or WITHDRAWN → ACCEPTED, within the slot limits. */
  route('POST', '/relationships/:id/reactivate', (ctx) => {
    const { db, now } = ctx;
    const relationship = db.projects.relationships.require(ctx.params.id);
    if (!REACTIVABLE_RELATIONSHIP_STATUSES.includes(relationship.status)) {
      throw invalidState(
        'Seule une mise en relation refusée, non retenue, annulée ou abandonnée peut être réactivée.',
      );
    }
    const project = db.projects.projects.require(relationship.projectId);
    if (CLOSED_PROJECT.has(project.status)) throw invalidState('Le projet est clos.');
    refuseWhenFull(db, project, 'ACCEPTED', relationship);
    const at = toIso(now);
    relationship.status = 'ACCEPTED';
    relationship.statusDate = at;
    relationship.statusReasons = [];
    relationship.statusOtherReason = undefined;
    relationship.acceptedAt ??= at;
    relationship.acceptanceMode ??= 'PART';
    touched(db.projects.relationships);
    projectEvent(db, project, now);
    return relationshipView(db, relationship);
  }),
];
