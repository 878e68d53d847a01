/**
 * A project's story before a contract: its matches, relationships and discussions (for a signed
 * project too, the contractor's among them), and the quotes of a published or cancelled one.
 */
import type { RelationshipStatus } from '@/lib/domain/enums';
import { DAY_MS } from '../core/time';
import type { ProjectRecord } from './project-records';
import { MAX_PRE_SALES_RELATIONSHIPS, isSelectedRelationship } from './project-rules';
import type { Seeding } from './project-seed-base';
import { seedQuote, type Timeline } from './project-seed-contracts';
import { between } from './project-seed-kit';
import {
  drawProfessionals,
  seedOpenMatch,
  seedRelationship,
  type MatchingWindow,
  type RelationshipPlan,
} from './project-seed-matching';
import type { ProjectSpec } from './project-seed-showcase';

/** Drawn active statuses kept within MAX_PRE_SALES_RELATIONSHIPS: the extra selections stay positioned. */
function withinPreSalesLimit(statuses: RelationshipStatus[]): RelationshipStatus[] {
  let selected = 0;
  return statuses.map((status) =>
    isSelectedRelationship(status) && ++selected > MAX_PRE_SALES_RELATIONSHIPS ? 'POSITIONED' : status,
  );
}

/** Matches, relationships and discussions of a published, signed, finished or cancelled project. */
export function seedMatching(
  s: Seeding,
  project: ProjectRecord,
  spec: ProjectSpec | undefined,
  time: Timeline,
  publishedAt: number,
  contractorStatus?: RelationshipStatus,
) {
  const { rng, matchCyc } = s;
  const stage = project.status;
  const current = stage === 'PUBLISHED' || stage === 'SIGNED';
  const pool = current && s.activePros.length > 0 ? s.activePros : s.allPros;
  const plans: RelationshipPlan[] = [];
  const statuses: RelationshipStatus[] = [];
  if (contractorStatus) statuses.push(contractorStatus);
  if (stage === 'PUBLISHED') {
    const active =
      spec?.active ??
      withinPreSalesLimit(
        Array.from(
          {
            length: rng.weighted([
              [0, 15],
              [1, 25],
              [2, 25],
              [3, 20],
              [4, 15],
            ] as const),
          },
          () => matchCyc.activeStatus(),
        ),
      );
    const closed =
      spec?.closed ??
      Array.from(
        {
          length: rng.weighted([
            [0, 55],
            [1, 30],
            [2, 15],
          ] as const),
        },
        () => matchCyc.closedStatus(),
      );
    statuses.push(...active, ...closed);
  } else if (stage === 'SIGNED' || stage === 'FINISHED') {
    const others = rng.weighted([
      [0, 30],
      [1, 35],
      [2, 25],
      [3, 10],
    ] as const);
    for (let index = 0; index < others; index += 1)
      statuses.push(rng.pick(['NOT_RETAINED', 'NOT_RETAINED', 'WITHDRAWN', 'REFUSED', 'CANCELED'] as const));
  } else if (stage === 'CANCELED') {
    const count = rng.weighted([
      [0, 30],
      [1, 35],
      [2, 25],
      [3, 10],
    ] as const);
    for (let index = 0; index < count; index += 1)
      statuses.push(rng.pick(['CANCELED', 'CANCELED', 'WITHDRAWN', 'REFUSED'] as const));
  }
  const openCount = spec?.openMatches ?? (stage === 'PUBLISHED' ? rng.int(0, 3) : rng.int(0, 2));
  const pros = drawProfessionals(rng, pool, statuses.length + openCount);
  statuses.forEach((status, index) => {
    if (pros[index]) plans.push({ proId: pros[index], status });
  });
  const window: MatchingWindow = {
    from: publishedAt,
    to: time.at(stage === 'PUBLISHED' ? 1 : 0.45),
    closeAt:
      stage === 'CANCELED' ? time.to : stage === 'SIGNED' || stage === 'FINISHED' ? time.at(0.5) : undefined,
  };
  const seeded = plans.map((plan) => seedRelationship(s, matchCyc, project, plan, window));
  for (const { relationship, discussion } of seeded) {
    time.seen(
      Date.parse(relationship.statusDate),
      discussion?.lastMessageDate ? Date.parse(discussion.lastMessageDate) : undefined,
    );
  }
  for (let index = statuses.length; index < pros.length; index += 1) {
    const status =
      stage === 'PUBLISHED'
        ? spec?.openMatches !== undefined
          ? index % 2 === 0
            ? 'CREATED'
            : 'VIEWED'
          : matchCyc.openMatch()
        : rng.pick(['ARCHIVED', 'REFUSED'] as const);
    seedOpenMatch(s, matchCyc, project, pros[index], status, window);
  }
  return seeded;
}

/** Quotes of a published or cancelled project: from the professionals the owner met. */
export function seedOpenQuotes(
  s: Seeding,
  project: ProjectRecord,
  seeded: ReturnType<typeof seedMatching>,
  time: Timeline,
  spec?: ProjectSpec,
) {
  const { rng, contractCyc } = s;
  let pendingWanted = spec?.pendingQuote === true;
  for (const { relationship } of seeded) {
    if (!relationship.meetingDateTime || !relationship.acceptedAt) continue;
    const met =
      relationship.status === 'MET' ||
      relationship.status === 'NOT_RETAINED' ||
      relationship.status === 'CANCELED' ||
      relationship.status === 'WITHDRAWN';
    if (!met || (!pendingWanted && rng.chance(0.3))) continue;
    const dispatchedAt = Math.min(time.to, Date.parse(relationship.meetingDateTime) + rng.int(1, 8) * DAY_MS);
    if (dispatchedAt > s.now) continue;
    const status =
      project.status === 'CANCELED'
        ? rng.chance(0.7)
          ? 'CANCELED'
          : 'REFUSED'
        : relationship.status === 'MET'
          ? pendingWanted || rng.chance(0.7)
            ? 'PENDING'
            : 'REFUSED'
          : relationship.status === 'NOT_RETAINED'
            ? 'NOT_RETAINED'
            : 'REFUSED';
    if (status === 'PENDING') pendingWanted = false;
    const quote = seedQuote(s, contractCyc, project, {
      ownerId: relationship.userId,
      type: 'INITIAL',
      status,
      dispatchedAt,
      decidedAt:
        status === 'PENDING'
          ? undefined
          : between(rng, dispatchedAt, Math.max(dispatchedAt, Date.parse(relationship.statusDate))),
      withDownPayment: rng.chance(0.6),
    });
    time.seen(Date.parse(quote.statusDate));
  }
}
