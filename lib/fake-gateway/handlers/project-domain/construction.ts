/**
 * Construction and works acceptance (SPEC §7): scheduling and starting the works of a signed
 * project, validating or cancelling a pending works-acceptance report, and recording one already
 * validated (which puts the construction in WORKS_ACCEPTANCE).
 */
import { WORKS_DATES_MESSAGES } from '@/lib/domain/rules/date';
import {
  constructionStartedRequest,
  scheduleConstructionRequest,
  validatedWorksAcceptancePart,
} from '@/lib/domain/requests';
import {
  badRequest,
  invalidState,
  json,
  parseJson,
  parseMultipart,
  route,
  toIso,
} from '../../core/route-kit';
import { nextRid } from '../../data/project-ids';
import { type ProjectRecord, type WorksAcceptanceRecord } from '../../data/project-records';
import { link } from '../../data/project-links';
import type { Db } from '../../store';
import { dayToIso, projectEvent, requireUser, storeUpload, touched } from './common';
import { projectView, worksAcceptanceView } from './views';

function requireContract(project: ProjectRecord): void {
  if (!project.contractorId || (project.status !== 'SIGNED' && project.status !== 'FINISHED')) {
    throw invalidState("Le projet n'a pas de devis signé.");
  }
}

/** SPEC §5 "Works dates": the end must not precede the start. */
function checkDates(startDate: string | undefined, endDate: string | undefined): void {
  if (startDate && endDate && endDate < startDate) throw badRequest(WORKS_DATES_MESSAGES.endBeforeStart);
}

/** The same rule on stored instants (a new start against a scheduled end, or the reverse). */
function checkInstants(start: string | undefined, end: string | undefined): void {
  if (start && end && Date.parse(end) < Date.parse(start))
    throw badRequest(WORKS_DATES_MESSAGES.endBeforeStart);
}

/** A validated report ends the works: the construction moves on to WORKS_ACCEPTANCE. */
function worksAccepted(project: ProjectRecord): void {
  if (project.construction.status === 'NOT_STARTED' || project.construction.status === 'STARTED') {
    project.construction.status = 'WORKS_ACCEPTANCE';
  }
}

function constructionView(db: Db, project: ProjectRecord) {
  return projectView(db, project).construction;
}

export const constructionHandlers = [
  /** Schedules the works (start and end days), before they start or while they run. */
  route('PUT', '/projects/:id/construction', async (ctx) => {
    const { db, now } = ctx;
    const project = db.projects.projects.require(ctx.params.id);
    const { startDate, endDate } = await parseJson(ctx.request, scheduleConstructionRequest);
    if (startDate === undefined && endDate === undefined)
      throw badRequest('Indiquez une date de début ou de fin.');
    checkDates(startDate, endDate);
    requireContract(project);
    if (project.construction.status !== 'NOT_STARTED' && project.construction.status !== 'STARTED') {
      throw invalidState('Les travaux sont terminés.');
    }
    const nextStart = startDate !== undefined ? dayToIso(startDate) : project.construction.startDate;
    const nextEnd = endDate !== undefined ? dayToIso(endDate) : project.construction.endDate;
    checkInstants(nextStart, nextEnd);
    project.construction.startDate = nextStart;
    project.construction.endDate = nextEnd;
    projectEvent(db, project, now);
    return constructionView(db, project);
  }),

  /** NOT_STARTED → STARTED on the given day. */
  route('POST', '/projects/:id/construction/started', async (ctx) => {
    const { db, now } = ctx;
    const project = db.projects.projects.require(ctx.params.id);
    const { startDate } = await parseJson(ctx.request, constructionStartedRequest);
    requireContract(project);
    if (project.construction.status !== 'NOT_STARTED') throw invalidState('Les travaux ont déjà démarré.');
    const start = dayToIso(startDate);
    checkInstants(start, project.construction.endDate);
    project.construction.status = 'STARTED';
    project.construction.startDate = start;
    projectEvent(db, project, now);
    return constructionView(db, project);
  }),

  route('GET', '/works-acceptances/:id', (ctx) =>
    worksAcceptanceView(ctx.db, ctx.db.projects.worksAcceptances.require(ctx.params.id)),
  ),

  /** PENDING → VALIDATED; the construction moves on to WORKS_ACCEPTANCE. */
  route('POST', '/works-acceptances/:id/validate', (ctx) => {
    const { db, now } = ctx;
    const acceptance = db.projects.worksAcceptances.require(ctx.params.id);
    if (acceptance.status !== 'PENDING') throw invalidState('Seul un PV en attente peut être validé.');
    const project = db.projects.projects.require(acceptance.projectId);
    acceptance.status = 'VALIDATED';
    acceptance.statusDate = toIso(now);
    worksAccepted(project);
    touched(db.projects.worksAcceptances);
    projectEvent(db, project, now);
    return worksAcceptanceView(db, acceptance);
  }),

  /** PENDING → CANCELED. */
  route('POST', '/works-acceptances/:id/cancel', (ctx) => {
    const { db, now } = ctx;
    const acceptance = db.projects.worksAcceptances.require(ctx.params.id);
    if (acceptance.status !== 'PENDING') throw invalidState('Seul un PV en attente peut être annulé.');
    acceptance.status = 'CANCELED';
    acceptance.statusDate = toIso(now);
    touched(db.projects.worksAcceptances);
    projectEvent(db, db.projects.projects.require(acceptance.projectId), now);
    return worksAcceptanceView(db, acceptance);
  }),

  /**
   * Multipart `file` and `worksAcceptance` (JSON): a report signed outside the platform, recorded
   * VALIDATED. Answers 201 with it.
   */
  route('POST', '/works-acceptances/validated', async (ctx) => {
    const { db, now } = ctx;
    const form = await parseMultipart(ctx.request);
    const part = await form.json('worksAcceptance', validatedWorksAcceptancePart);
    const file = form.file('file');
    const project = db.projects.projects.require(part.projectId);
    const owner = requireUser(ctx, part.ownerId);
    if (owner.type !== 'PROFESSIONAL') throw badRequest("Le propriétaire d'un PV est un professionnel.");
    requireContract(project);
    if (project.construction.status === 'FINISHED') throw invalidState('Le chantier est déjà terminé.');
    const at = toIso(now);
    const document = await storeUpload(ctx, file, {
      kind: 'works-acceptance',
      type: { code: 'works_acceptance', name: 'PV de fin de chantier' },
      status: 'VALIDATED',
      projectId: project.id,
      ownerId: owner.id,
    });
    const acceptance: WorksAcceptanceRecord = {
      id: db.ids.next('works-acceptance'),
      rid: nextRid(db.projects, 'worksAcceptance'),
      ownerId: owner.id,
      projectId: project.id,
      documentId: document.id,
      status: 'VALIDATED',
      statusDate: at,
      dispatchedAt: at,
      effectiveDate: dayToIso(part.effectiveDate),
      unconditional: part.unconditional,
    };
    db.projects.worksAcceptances.insert(acceptance);
    db.projects.byRid.worksAcceptance.set(acceptance.rid, acceptance.id);
    link(project, 'worksAcceptances', acceptance.id);
    worksAccepted(project);
    projectEvent(db, project, now);
    return json(worksAcceptanceView(db, acceptance), 201);
  }),
];
