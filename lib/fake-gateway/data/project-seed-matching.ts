/**
 * Seed of a project's matching side: matches, relationships (mises en relation) and the project
 * discussions they open, through the discussion builder of project-seed-threads.ts.
 */
import {
  acceptanceMode,
  discussionStatus,
  positionableStatus,
  relationshipStatusReason,
  visibilityStatus,
  type DiscussionStatus,
  type MatchStatus,
  type RelationshipStatus,
  type RelationshipStatusReason,
} from '@/lib/domain/enums';
import type { Rng } from '../core/seed-kit';
import { DAY_MS } from '../core/time';
import {
  type DiscussionRecord,
  type MatchRecord,
  type ProjectRecord,
  type RelationshipRecord,
} from './project-records';
import { link } from './project-links';
import { isActiveRelationship } from './project-rules';
import { HOUR_MS, between, cycler, iso, nextId, type Builder, type Cycler } from './project-seed-kit';
import { addDiscussion } from './project-seed-threads';
import { RELATIONSHIP_COMMENTS, STATUS_OTHER_REASONS } from './project-texts';

export interface MatchingCyclers {
  positionable: Cycler<(typeof positionableStatus.values)[number]>;
  visibility: Cycler<(typeof visibilityStatus.values)[number]>;
  reason: Cycler<RelationshipStatusReason>;
  acceptance: Cycler<(typeof acceptanceMode.values)[number]>;
  activeStatus: Cycler<RelationshipStatus>;
  closedStatus: Cycler<RelationshipStatus>;
  openMatch: Cycler<MatchStatus>;
  closedDiscussion: Cycler<DiscussionStatus>;
  staffDiscussion: Cycler<DiscussionStatus>;
}

export function matchingCyclers(rng: Rng): MatchingCyclers {
  return {
    positionable: cycler(rng, positionableStatus.values, [
      ['POSITIONABLE', 10],
      ['WORK_TYPES_NOT_QUALIFIED', 2],
      ['BUDGET_NO_REQUIRED_RATING', 1],
      ['BUDGET_INSUFFICIENT_REQUIRED_RATING_COUNT', 1],
      ['PRO_POSITIONING_LIMIT_REACHED', 1],
      ['NO_SLOT_AVAILABLE', 1],
    ]),
    visibility: cycler(rng, visibilityStatus.values, [
      ['VISIBLE', 10],
      ['PUBLICATION_DATE_TOO_FAR', 1],
      ['NEW_PRO_EXCLUSIVITY_EXCLUSION', 1],
      ['EXCLUSIVITY_EXCLUSION', 1],
      ['NO_SLOT_AVAILABLE_LIMIT_REACHED', 1],
      ['NOT_ACTIVE_MATCH', 1],
      ['MANUAL_POSITIONING', 1],
    ]),
    reason: cycler(rng, relationshipStatusReason.values),
    acceptance: cycler(rng, acceptanceMode.values, [
      ['PART', 3],
      ['AUTO', 1],
    ]),
    activeStatus: cycler(
      rng,
      ['POSITIONED', 'ACCEPTED', 'MEETING_SCHEDULED', 'MET'] as RelationshipStatus[],
      [
        ['POSITIONED', 2],
        ['ACCEPTED', 3],
        ['MEETING_SCHEDULED', 2],
        ['MET', 3],
      ],
    ),
    closedStatus: cycler(
      rng,
      ['REFUSED', 'WITHDRAWN', 'CANCELED', 'NOT_RETAINED', 'NONE'] as RelationshipStatus[],
      [
        ['REFUSED', 4],
        ['WITHDRAWN', 3],
        ['CANCELED', 2],
        ['NOT_RETAINED', 2],
        ['NONE', 0.3],
      ],
    ),
    openMatch: cycler(rng, ['CREATED', 'VIEWED', 'REFUSED', 'ARCHIVED'] as MatchStatus[], [
      ['CREATED', 3],
      ['VIEWED', 3],
      ['REFUSED', 2],
      ['ARCHIVED', 0.5],
    ]),
    closedDiscussion: cycler(rng, ['ARCHIVED', 'EVICTED'] as DiscussionStatus[], [
      ['ARCHIVED', 9],
      ['EVICTED', 1],
    ]),
    staffDiscussion: cycler(rng, discussionStatus.values, [
      ['ACTIVE', 14],
      ['ARCHIVED', 5],
      ['READER', 0.6],
      ['EVICTED', 0.4],
    ]),
  };
}

const NO_REASONS: RelationshipStatusReason[] = [];

/** Distinct professionals for a project, drawn from `pool`. */
export function drawProfessionals(rng: Rng, pool: readonly string[], count: number): string[] {
  const wanted = Math.min(count, pool.length);
  const chosen = new Set<string>();
  while (chosen.size < wanted) chosen.add(pool[Math.floor(rng.next() * pool.length)]);
  return [...chosen];
}

export interface RelationshipPlan {
  proId: string;
  status: RelationshipStatus;
}

/** When the project's matching happens: from publication to the end of its timeline. */
export interface MatchingWindow {
  from: number;
  to: number;
  /** Closing date of relationships closed with the project (cancellation, contract signed). */
  closeAt?: number;
}

export interface SeededRelationship {
  relationship: RelationshipRecord;
  discussion?: DiscussionRecord;
}

function addMatch(
  builder: Builder,
  cyc: MatchingCyclers,
  project: ProjectRecord,
  proId: string,
  status: MatchStatus,
  createdAt: number,
  statusAt: number,
  manual: boolean,
): MatchRecord {
  const { rng } = builder;
  const accepted = status === 'ACCEPTED';
  const match: MatchRecord = {
    id: `${project.id}_${proId}`,
    projectId: project.id,
    userId: proId,
    status,
    positionableStatus: accepted ? 'POSITIONABLE' : cyc.positionable(),
    visibilityStatus: accepted
      ? manual
        ? 'MANUAL_POSITIONING'
        : 'VISIBLE'
      : status === 'ARCHIVED'
        ? 'NOT_ACTIVE_MATCH'
        : cyc.visibility(),
    partAcceptanceProbability: rng.chance(0.75) ? Math.round(rng.next() * 100) / 100 : undefined,
    createdAt: iso(createdAt),
    statusDate: iso(statusAt),
  };
  builder.records.matches.push(match);
  link(project, 'matches', match.id);
  return match;
}

/** Why a closed relationship closed: one or two reasons, with a text for OTHER. */
function setReasons(builder: Builder, cyc: MatchingCyclers, relationship: RelationshipRecord): void {
  const status = relationship.status;
  if (status === 'NONE' || isActiveRelationship(status) || status === 'FINISHED') return;
  const { rng } = builder;
  const first = cyc.reason();
  const second = rng.chance(0.3) ? cyc.reason() : first;
  relationship.statusReasons = second === first ? [first] : [first, second];
  if (relationship.statusReasons.includes('OTHER'))
    relationship.statusOtherReason = rng.pick(STATUS_OTHER_REASONS);
}

/**
 * A relationship with its match and, once the owner accepted the professional, its discussion.
 * Dates walk forward: match, positioning, acceptance, meeting, status change.
 */
export function seedRelationship(
  builder: Builder,
  cyc: MatchingCyclers,
  project: ProjectRecord,
  plan: RelationshipPlan,
  window: MatchingWindow,
): SeededRelationship {
  const { rng, now } = builder;
  const manual = project.tags.includes('MANUAL_POSITIONING') || rng.chance(0.12);
  const span = Math.max(HOUR_MS, window.to - window.from);
  const matchAt = between(rng, window.from, window.from + span * 0.25);
  const positionedAt = Math.min(window.to, matchAt + rng.int(1, 72) * HOUR_MS);
  const closedBeforeAcceptance =
    plan.status === 'REFUSED' || plan.status === 'NONE' || (plan.status === 'WITHDRAWN' && rng.chance(0.4));
  const accepted = plan.status !== 'POSITIONED' && !closedBeforeAcceptance;
  const acceptedAt = accepted ? Math.min(window.to, positionedAt + rng.int(2, 96) * HOUR_MS) : undefined;
  let meetingAt: number | undefined;
  if (plan.status === 'MEETING_SCHEDULED')
    meetingAt = Math.floor(now / DAY_MS) * DAY_MS + rng.int(1, 12) * DAY_MS + rng.int(7, 17) * HOUR_MS;
  else if (accepted && plan.status !== 'ACCEPTED' && acceptedAt !== undefined) {
    meetingAt = Math.min(window.to, acceptedAt + rng.int(1, 10) * DAY_MS);
  }
  const lastStep = Math.max(
    positionedAt,
    acceptedAt ?? 0,
    meetingAt !== undefined && meetingAt < now ? meetingAt : 0,
  );
  const statusAt = isActiveRelationship(plan.status)
    ? lastStep
    : Math.max(lastStep, window.closeAt ?? between(rng, lastStep, Math.max(lastStep, window.to)));

  const matchStatus: MatchStatus =
    project.status === 'PUBLISHED' || rng.chance(0.5) ? 'ACCEPTED' : 'ARCHIVED';
  addMatch(
    builder,
    cyc,
    project,
    plan.proId,
    matchStatus,
    matchAt,
    matchStatus === 'ACCEPTED' ? positionedAt : statusAt,
    manual,
  );

  const relationship: RelationshipRecord = {
    id: nextId(builder, 'relationship'),
    projectId: project.id,
    userId: plan.proId,
    status: plan.status,
    statusDate: iso(Math.min(now, statusAt)),
    positioningMode: manual ? 'MANUAL' : 'GAMING',
    positionedAt: iso(positionedAt),
    acceptanceMode: acceptedAt !== undefined ? cyc.acceptance() : undefined,
    acceptedAt: acceptedAt !== undefined ? iso(acceptedAt) : undefined,
    meetingDateTime: meetingAt !== undefined ? iso(meetingAt) : undefined,
    comment: rng.chance(0.3) ? rng.pick(RELATIONSHIP_COMMENTS) : undefined,
    statusReasons: NO_REASONS,
    statusOtherReason: undefined,
  };
  setReasons(builder, cyc, relationship);
  builder.records.relationships.push(relationship);
  link(project, 'relationships', relationship.id);

  let discussion: DiscussionRecord | undefined;
  if (acceptedAt !== undefined) {
    const closed = !isActiveRelationship(plan.status);
    const status: DiscussionStatus =
      plan.status === 'NOT_RETAINED'
        ? 'READER'
        : plan.status === 'FINISHED'
          ? rng.chance(0.6)
            ? 'ARCHIVED'
            : 'ACTIVE'
          : closed
            ? cyc.closedDiscussion()
            : 'ACTIVE';
    const endAt = status === 'ACTIVE' ? Math.max(acceptedAt, window.to) : Math.max(acceptedAt, statusAt);
    const staffIds = builder.staffIds;
    const withStaff = staffIds.length > 0 && rng.chance(0.2);
    discussion = addDiscussion(builder, {
      type: 'PROJECT',
      memberIds: withStaff
        ? [project.ownerId, plan.proId, rng.pick(staffIds)]
        : [project.ownerId, plan.proId],
      status,
      projectId: project.id,
      createdAt: acceptedAt,
      lastAt: between(rng, acceptedAt + HOUR_MS, Math.min(now, endAt)),
      accepted: true,
      projectDocuments: project,
    });
  }
  return { relationship, discussion };
}

/** A match that did not lead to a relationship (not seen yet, seen, declined, archived). */
export function seedOpenMatch(
  builder: Builder,
  cyc: MatchingCyclers,
  project: ProjectRecord,
  proId: string,
  status: MatchStatus,
  window: MatchingWindow,
): void {
  const { rng } = builder;
  const createdAt = between(rng, window.from, window.to);
  const statusAt = status === 'CREATED' ? createdAt : between(rng, createdAt, window.to);
  addMatch(builder, cyc, project, proId, status, createdAt, statusAt, false);
}
