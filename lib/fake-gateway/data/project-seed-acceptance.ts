/**
 * Seed of what follows the works: works acceptances, the owner's feedback with its replies, and
 * issue reports.
 */
import { ridOf } from './project-ids';
import { link } from './project-links';
import type { ProjectRecord, WorksAcceptanceRecord } from './project-records';
import type { ContractCyclers } from './project-seed-contracts';
import { HOUR_MS, iso, nextId, type Builder } from './project-seed-kit';
import { FEEDBACK_MESSAGES, ISSUE_DESCRIPTIONS, REPLY_MESSAGES } from './project-texts';

const RATE_WEIGHTS = [
  [5, 40],
  [4, 35],
  [3, 15],
  [2, 6],
  [1, 4],
] as const;

export function seedWorksAcceptance(
  builder: Builder,
  project: ProjectRecord,
  ownerId: string,
  status: WorksAcceptanceRecord['status'],
  effectiveAt: number,
): WorksAcceptanceRecord {
  const { rng, now } = builder;
  const rid = ridOf('worksAcceptance', builder.records.worksAcceptances.length);
  const dispatchedAt = Math.min(now, effectiveAt + rng.int(0, 48) * HOUR_MS);
  const acceptance: WorksAcceptanceRecord = {
    id: nextId(builder, 'works-acceptance'),
    rid,
    ownerId,
    projectId: project.id,
    documentId: undefined,
    status,
    statusDate: iso(
      status === 'PENDING' ? dispatchedAt : Math.min(now, dispatchedAt + rng.int(1, 72) * HOUR_MS),
    ),
    dispatchedAt: iso(dispatchedAt),
    effectiveDate: iso(effectiveAt),
    unconditional: rng.chance(0.8),
  };
  builder.records.worksAcceptances.push(acceptance);
  link(project, 'worksAcceptances', acceptance.id);
  return acceptance;
}

export function seedFeedback(
  builder: Builder,
  cyc: ContractCyclers,
  project: ProjectRecord,
  professionalId: string,
  at: number,
): void {
  const { rng, now } = builder;
  const status = cyc.feedback();
  const given = status !== 'PENDING';
  const statusAt = given ? Math.min(now, at + rng.int(1, 96) * HOUR_MS) : at;
  const replies =
    status === 'PUBLISHED' && rng.chance(0.5)
      ? [
          (() => {
            const dispatchedAt = Math.min(now, statusAt + rng.int(2, 120) * HOUR_MS);
            const replyStatus = cyc.reply();
            return {
              id: nextId(builder, 'feedback-reply'),
              replierId: professionalId,
              message: rng.pick(REPLY_MESSAGES),
              dispatchedAt: iso(dispatchedAt),
              status: replyStatus,
              statusDate: iso(
                replyStatus === 'PENDING'
                  ? dispatchedAt
                  : Math.min(now, dispatchedAt + rng.int(1, 48) * HOUR_MS),
              ),
            };
          })(),
        ]
      : [];
  const feedback = {
    id: nextId(builder, 'feedback'),
    emitterId: project.ownerId,
    professionalId,
    projectId: project.id,
    documentId: undefined,
    status,
    rate: given ? rng.weighted(RATE_WEIGHTS) : undefined,
    message: given ? rng.pick(FEEDBACK_MESSAGES) : undefined,
    dispatchedAt: iso(at),
    statusDate: iso(statusAt),
    replies,
  };
  builder.records.feedbacks.push(feedback);
  link(project, 'feedbacks', feedback.id);
}

export function seedIssue(
  builder: Builder,
  cyc: ContractCyclers,
  project: ProjectRecord,
  emitterId: string,
  at: number,
): void {
  const { rng } = builder;
  const type = cyc.issue();
  const issue = {
    id: nextId(builder, 'issue'),
    rid: ridOf('issue', builder.records.issues.length),
    type,
    emitterId,
    projectId: project.id,
    description: rng.chance(0.85) ? rng.pick(ISSUE_DESCRIPTIONS[type]) : undefined,
    createdAt: iso(at),
  };
  builder.records.issues.push(issue);
  link(project, 'issues', issue.id);
}
