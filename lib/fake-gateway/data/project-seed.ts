/**
 * The deterministic project seed: max(300, 0.6 × FAKE_SCALE_USERS) projects owned by the seeded
 * particulars, each at a stage of its life with everything that stage implies. The first projects
 * are "showcase" ones with fixed shapes (SHOWCASE_SPECS), so demos and end-to-end tests find every
 * state rule's allowed and refused case; the cyclers make every enumeration value appear. Each
 * project is built in stages: its record (project-seed-base.ts), its story before a contract
 * (project-seed-pre-sales.ts) and, once signed, its contract (project-seed-signed.ts).
 */
import type { ProjectCancelReason, ProjectStatus } from '@/lib/domain/enums';
import type { SeedContext } from '../core/seed-kit';
import { DAY_MS } from '../core/time';
import type { PeopleData, UserRecord } from './people-records';
import { type ProjectRecord } from './project-records';
import { createProjectData, emptySeedRecords, type ProjectData } from './project-data';
import {
  baseProject,
  projectCyclers,
  seedSiteDocuments,
  stageFor,
  timelineFor,
  type Seeding,
} from './project-seed-base';
import { seedIssue } from './project-seed-acceptance';
import { contractCyclers } from './project-seed-contracts';
import { numberInvoices, registrationFeeLine, seedProviderInvoice } from './project-seed-invoices';
import { seedShowcaseDiscussions } from './project-seed-discussions';
import { HOUR_MS, between, iso } from './project-seed-kit';
import { matchingCyclers } from './project-seed-matching';
import { seedMatching, seedOpenQuotes } from './project-seed-pre-sales';
import { SHOWCASE_SPECS, seedShowcaseDocuments, type ProjectSpec } from './project-seed-showcase';
import { seedContract } from './project-seed-signed';
import { shareSupportInbox } from './project-seed-support-team';
import { seedStaffDiscussions } from './project-seed-threads';

/** Projects per particular at scale; the default scale still gets MIN_PROJECTS. */
export const PROJECTS_PER_PARTICULAR = 0.6;
export const MIN_PROJECTS = 300;

export function projectCountFor(particulars: number): number {
  return Math.max(MIN_PROJECTS, Math.ceil(PROJECTS_PER_PARTICULAR * particulars));
}
function seedProject(
  s: Seeding,
  index: number,
  owner: UserRecord,
  stage: ProjectStatus,
  spec?: ProjectSpec,
): ProjectRecord {
  const { rng } = s;
  const time = timelineFor(s, stage, owner);
  const project = baseProject(s, index, owner, stage, time);
  s.records.projects.push(project);
  if (stage !== 'DRAFT') seedSiteDocuments(s, project, time);
  if (stage === 'DRAFT' || stage === 'VALIDATING' || stage === 'VALIDATED') {
    time.seen(time.at(rng.float(0, 1)));
    project.lastEventDate = iso(time.latest);
    return project;
  }
  const publishedAt = Math.min(time.to, time.from + rng.int(20, 96) * HOUR_MS);
  project.publicationDate = iso(publishedAt);
  time.seen(publishedAt);

  const signed = stage === 'SIGNED' || stage === 'FINISHED';
  const seeded = seedMatching(
    s,
    project,
    spec,
    time,
    publishedAt,
    signed ? (stage === 'FINISHED' ? 'FINISHED' : 'CONTRACTUALIZED') : undefined,
  );
  if (signed) {
    const contractor = seeded[0]?.relationship.userId;
    if (contractor) seedContract(s, project, spec, time, contractor, seeded);
    else project.status = 'PUBLISHED';
  } else {
    seedOpenQuotes(s, project, seeded, time, spec);
  }
  if (stage === 'CANCELED') {
    const reasons = new Set<ProjectCancelReason>([s.projectCyc.cancel()]);
    if (rng.chance(0.25)) reasons.add(s.projectCyc.cancel());
    project.statusReasons = [...reasons];
    time.seen(time.to);
  }
  if (seeded.length > 0 && (spec?.issue || (!spec && rng.chance(0.12)))) {
    const pro = seeded[Math.floor(rng.next() * seeded.length)].relationship;
    seedIssue(
      s,
      s.contractCyc,
      project,
      rng.chance(0.5) ? project.ownerId : pro.userId,
      between(rng, Date.parse(pro.positionedAt), time.to),
    );
  }
  project.lastEventDate = iso(Math.max(time.latest, Date.parse(project.createdAt)));
  return project;
}

/** The staff who answer customers in "Ma messagerie" (SPEC §1: SUPPORT and the CA and CC groups). */
function messagingStaff(people: PeopleData, domain: string): string[] {
  const ids = ['support', 'manager_ca', 'manager_cc', 'ca', 'cc'].flatMap((local) => {
    const id = people.emailIndex.get(`${local}@${domain}`);
    return id ? [id] : [];
  });
  if (ids.length > 0) return ids;
  return people.staffIds.filter((id) => people.users.get(id)?.status === 'ACTIVE').slice(0, 5);
}

function seedRegistrationFees(s: Seeding): void {
  const { rng, now } = s;
  s.allPros.forEach((proId, index) => {
    if (index % 4 !== 0) return;
    const pro = s.people.users.get(proId);
    if (!pro) return;
    const dispatchedAt = Math.min(now - HOUR_MS, Date.parse(pro.createdAt) + rng.int(1, 20) * DAY_MS);
    seedProviderInvoice(s, {
      type: 'BASIC',
      status: s.contractCyc.registrationFee(),
      recipientId: proId,
      line: registrationFeeLine(),
      dispatchedAt,
    });
  });
}

export function seedProjectData(ctx: SeedContext, people: PeopleData): ProjectData {
  const rng = ctx.rng.fork('projects');
  const userOf = (id: string) => people.users.get(id);
  const allPros = people.professionalIds;
  const activePros = allPros.filter((id) => userOf(id)?.status === 'ACTIVE');
  const s: Seeding = {
    ctx,
    rng,
    people,
    now: ctx.now.getTime(),
    records: emptySeedRecords(),
    counts: new Map(),
    staffIds: people.staffIds.filter(
      (id) => userOf(id)?.status === 'ACTIVE' && (people.credentials.get(id)?.roles.length ?? 0) > 0,
    ),
    projectCyc: projectCyclers(rng.fork('project-cyclers')),
    matchCyc: matchingCyclers(rng.fork('matching-cyclers')),
    contractCyc: contractCyclers(rng.fork('contract-cyclers')),
    activePros,
    allPros,
    showcase: {},
  };

  const target = projectCountFor(people.particularIds.length);
  const particulars = people.particularIds;
  const activeParticulars = particulars.filter((id) => userOf(id)?.status === 'ACTIVE');
  let index = 0;
  // Showcase projects first, owned by active particulars so their stage holds.
  SHOWCASE_SPECS.forEach((spec, position) => {
    const ownerId = activeParticulars[position % Math.max(1, activeParticulars.length)];
    const owner = ownerId ? userOf(ownerId) : undefined;
    if (!owner) return;
    const project = seedProject(s, index, owner, spec.stage, spec);
    s.showcase[spec.name] = project.id;
    index += 1;
  });
  // Then one to three projects per particular (a few have none) until the target is reached.
  const inactiveOwners = { count: 0 };
  const perOwner = rng.fork('owners');
  for (let pass = 0; index < target && particulars.length > 0 && pass < 50; pass += 1) {
    for (const ownerId of particulars) {
      if (index >= target) break;
      const owner = userOf(ownerId);
      if (!owner) continue;
      const count =
        pass === 0
          ? perOwner.weighted([
              [0, 25],
              [1, 50],
              [2, 18],
              [3, 7],
            ] as const)
          : perOwner.chance(0.3)
            ? 1
            : 0;
      for (let k = 0; k < count && index < target; k += 1) {
        seedProject(s, index, owner, stageFor(s, owner, inactiveOwners), undefined);
        index += 1;
      }
    }
  }
  seedRegistrationFees(s);
  const customers = [...activeParticulars.slice(0, 2000), ...activePros.slice(0, 2000)];
  const messagingStaffIds = messagingStaff(people, ctx.config.staffDomain);
  seedStaffDiscussions(s, s.matchCyc, messagingStaffIds, customers);
  const published = s.records.projects.find((project) => project.id === s.showcase.published);
  const showcaseDiscussions = seedShowcaseDiscussions(s, published, messagingStaffIds[0]);
  const showcaseDocuments = seedShowcaseDocuments(s);
  shareSupportInbox(s.records.discussions, people, ctx.config.staffDomain);

  const numbers = numberInvoices(s.records.providerInvoices);
  const data = createProjectData(s.records);
  data.counters.invoiceNumber = numbers.invoices;
  data.counters.creditNoteNumber = numbers.creditNotes;
  data.showcase = s.showcase;
  data.showcaseDocuments = showcaseDocuments;
  data.showcaseDiscussions = showcaseDiscussions;
  return data;
}
