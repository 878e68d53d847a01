/**
 * What every seeded project starts from: the seeding state the project seed modules share, the
 * cyclers of the project's own fields, its stage and life span, the project record itself and the
 * documents of its site.
 */
import {
  authorisationStatus,
  ownership,
  paymentProvider,
  projectCancelReason,
  projectSearch,
  startingPeriod,
  type PaymentProvider,
  type ProjectCancelReason,
  type ProjectStatus,
  type ProjectTag,
} from '@/lib/domain/enums';
import type { Rng } from '../core/seed-kit';
import { DAY_MS } from '../core/time';
import { COMMERCIAL_PROGRAMS, TOWNS } from './french';
import type { UserRecord } from './people-records';
import { ridOf } from './project-ids';
import { type ProjectRecord } from './project-records';
import { link } from './project-links';
import {
  SIGNED_PAYMENT_LEVELS,
  Timeline,
  type ContractCyclers,
  type PaymentLevel,
} from './project-seed-contracts';
import {
  HOUR_MS,
  PICTURE_TYPE,
  SITE_DOCUMENT_TYPE,
  addDocument,
  between,
  cycler,
  iso,
  nextId,
  roundTo,
  type Builder,
  type Cycler,
} from './project-seed-kit';
import type { MatchingCyclers } from './project-seed-matching';
import { WORK_TYPE_LEAVES } from './works-catalogue';
import { BUDGET_BY_FAMILY, CRC_COMMENTS, DESCRIPTIONS_BY_FAMILY } from './project-texts';

// Shared by many projects, never mutated in place.
const WORK_NEEDS = new Map(WORK_TYPE_LEAVES.map((leaf) => [leaf.sku, { bsku: leaf.sku, label: leaf.label }]));
const LOCATIONS = new Map(
  TOWNS.map((town) => [town, { postalCode: town.postalCode, cityName: town.cityName }]),
);
const NO_PROGRAMS: ProjectRecord['commercialPrograms'] = [];
const PROGRAMS = COMMERCIAL_PROGRAMS.map((program) => [{ ...program }]);

const STAGE_WEIGHTS: readonly (readonly [ProjectStatus, number])[] = [
  ['PUBLISHED', 33],
  ['SIGNED', 28],
  ['FINISHED', 12],
  ['CANCELED', 12],
  ['DRAFT', 5],
  ['VALIDATING', 5],
  ['VALIDATED', 5],
];

const TAG_SETS: readonly (readonly ProjectTag[])[] = [
  [],
  ['INSTALLATION_ONLY'],
  ['REPAIR_MAINTENANCE'],
  ['RGE'],
  ['MANUAL_POSITIONING'],
  ['RGE', 'INSTALLATION_ONLY'],
];

export interface ProjectCyclers {
  tags: Cycler<readonly ProjectTag[]>;
  cancel: Cycler<ProjectCancelReason>;
  search: Cycler<(typeof projectSearch.values)[number]>;
  period: Cycler<(typeof startingPeriod.values)[number]>;
  authorisation: Cycler<(typeof authorisationStatus.values)[number]>;
  ownership: Cycler<(typeof ownership.values)[number]>;
  provider: Cycler<PaymentProvider>;
  payment: Cycler<PaymentLevel>;
}

export interface Seeding extends Builder {
  projectCyc: ProjectCyclers;
  matchCyc: MatchingCyclers;
  contractCyc: ContractCyclers;
  activePros: string[];
  allPros: string[];
  showcase: Record<string, string>;
}

export function projectCyclers(rng: Rng): ProjectCyclers {
  return {
    tags: cycler(rng, TAG_SETS, [
      [TAG_SETS[0], 12],
      [TAG_SETS[1], 2],
      [TAG_SETS[2], 2],
      [TAG_SETS[3], 2],
      [TAG_SETS[4], 1],
      [TAG_SETS[5], 1],
    ]),
    cancel: cycler(rng, projectCancelReason.values),
    search: cycler(rng, projectSearch.values),
    period: cycler(rng, startingPeriod.values),
    authorisation: cycler(rng, authorisationStatus.values),
    ownership: cycler(rng, ownership.values, [
      ['OWNER', 12],
      ['TENANT', 2],
      ['ACQUISITION_IN_PROGRESS', 1],
      ['LOOKING_FOR_PROPERTY', 1],
      ['UNKNOWN', 1],
    ]),
    provider: cycler(rng, paymentProvider.values, [
      ['MANGOPAY', 5],
      ['LEMONWAY', 3],
      ['STRIPE', 3],
      ['NONE', 1],
    ]),
    payment: cycler(rng, SIGNED_PAYMENT_LEVELS),
  };
}

/** The stage a project of this owner may be at: accounts not activated only draft, closed ones are over. */
export function stageFor(s: Seeding, owner: UserRecord, inactiveOwners: { count: number }): ProjectStatus {
  const { rng } = s;
  switch (owner.status) {
    case 'NEW':
    case 'PENDING_ACTIVATION':
      return rng.chance(0.6) ? 'DRAFT' : 'VALIDATING';
    case 'INACTIVE':
      // One deactivated owner in three still has a project in progress (USER_WITH_PROJECTS).
      inactiveOwners.count += 1;
      if (inactiveOwners.count % 3 === 1) return 'PUBLISHED';
      return rng.chance(0.6) ? 'CANCELED' : 'FINISHED';
    case 'CLOSED':
      return rng.chance(0.6) ? 'CANCELED' : 'FINISHED';
    default:
      return rng.weighted(STAGE_WEIGHTS);
  }
}

/** The project's life span: created at `from`, last business event no later than `to`. */
export function timelineFor(s: Seeding, stage: ProjectStatus, owner: UserRecord): Timeline {
  const { rng, now } = s;
  const ownerSince = Date.parse(owner.createdAt) + HOUR_MS;
  const ago = (min: number, max: number) => now - rng.int(min, max) * DAY_MS - rng.int(0, 23) * HOUR_MS;
  let from: number;
  let to: number;
  switch (stage) {
    case 'DRAFT':
    case 'VALIDATING':
    case 'VALIDATED':
      from = ago(1, 30);
      to = now - HOUR_MS;
      break;
    case 'PUBLISHED':
      from = ago(6, 120);
      to = now - rng.int(1, 20) * HOUR_MS;
      break;
    case 'SIGNED':
      from = ago(70, 420);
      to = now - rng.int(1, 48) * HOUR_MS;
      break;
    case 'FINISHED':
      from = ago(160, 900);
      to = now - rng.int(5, 90) * DAY_MS;
      break;
    default:
      from = ago(30, 900);
      to = from + (now - from) * rng.float(0.2, 0.95);
  }
  if (from < ownerSince) {
    // A recent account: squeeze the story between its creation and now.
    const span = to - from;
    from = Math.min(ownerSince, now - 2 * HOUR_MS);
    to = Math.min(now - HOUR_MS, from + span);
    if (to <= from) to = from + HOUR_MS;
  }
  return new Timeline(from, to, now);
}

function questions(s: Seeding): ProjectRecord['questions'] {
  const { rng, projectCyc } = s;
  const first = projectCyc.search();
  const second = rng.chance(0.4) ? projectCyc.search() : first;
  return {
    searches: second === first ? [first] : [first, second],
    startingPeriod: rng.chance(0.9) ? projectCyc.period() : undefined,
    authorisationStatus: rng.chance(0.9) ? projectCyc.authorisation() : undefined,
    ownership: rng.chance(0.9) ? projectCyc.ownership() : undefined,
  };
}

export function baseProject(
  s: Seeding,
  index: number,
  owner: UserRecord,
  stage: ProjectStatus,
  time: Timeline,
): ProjectRecord {
  const { rng, projectCyc } = s;
  const leaf = WORK_TYPE_LEAVES[Math.floor(rng.next() * WORK_TYPE_LEAVES.length)];
  const family = leaf.sku.split('-')[0];
  const [low, high] = BUDGET_BY_FAMILY[family] ?? [1_000, 20_000];
  const min = roundTo(rng.float(low, high * 0.6), 100);
  const max = roundTo(min * rng.float(1.3, 2.5), 100);
  const town = rng.chance(0.85) ? owner.town : TOWNS[Math.floor(rng.next() * TOWNS.length)];
  let tags = projectCyc.tags();
  if (leaf.associatedRgeSku && !tags.includes('RGE') && rng.chance(0.4)) tags = [...tags, 'RGE'];
  const descriptions = DESCRIPTIONS_BY_FAMILY[family] ?? [];
  return {
    id: nextId(s, 'project'),
    rid: ridOf('project', index),
    workNeed: WORK_NEEDS.get(leaf.sku)!,
    ownerId: owner.id,
    createdAt: iso(time.from),
    publicationDate: undefined,
    lastEventDate: iso(time.from),
    address: LOCATIONS.get(town) ?? { postalCode: town.postalCode, cityName: town.cityName },
    budget: { min, medium: rng.chance(0.5) ? roundTo((min + max) / 2, 100) : undefined, max },
    status: stage,
    statusReasons: [],
    description: descriptions.length > 0 && rng.chance(0.9) ? rng.pick(descriptions) : undefined,
    crcComment: rng.chance(0.3) ? rng.pick(CRC_COMMENTS) : undefined,
    questions: rng.chance(0.85) ? questions(s) : undefined,
    tags: tags as ProjectTag[],
    commercialPrograms: rng.chance(0.15) ? rng.pick(PROGRAMS) : NO_PROGRAMS,
    contractorId: undefined,
    paymentProvider: stage === 'SIGNED' || stage === 'FINISHED' ? projectCyc.provider() : 'NONE',
    construction: { status: 'NOT_STARTED', startDate: undefined, endDate: undefined },
    options: [],
    links: {},
  };
}

const PHOTO_NAMES = new Map<string, string>();

/** `Photo 2 - Pose de parquet.png`, one string shared by every project with that work need. */
function photoName(index: number, label: string): string {
  const key = `${index}|${label}`;
  let name = PHOTO_NAMES.get(key);
  if (name === undefined) {
    name = `Photo ${index + 1} - ${label}.png`;
    PHOTO_NAMES.set(key, name);
  }
  return name;
}

export function seedSiteDocuments(s: Seeding, project: ProjectRecord, time: Timeline): void {
  const { rng } = s;
  const count = rng.weighted([
    [0, 3],
    [1, 3],
    [2, 2],
    [3, 1],
  ] as const);
  for (let index = 0; index < count; index += 1) {
    const photo = rng.chance(0.6);
    const document = addDocument(s, {
      kind: 'site',
      name: photo
        ? photoName(index, project.workNeed.label)
        : rng.pick([
            'Plan du logement.pdf',
            'Diagnostic de performance énergétique.pdf',
            'Descriptif des travaux.pdf',
          ]),
      status: s.contractCyc.siteDocument(),
      type: photo ? PICTURE_TYPE : SITE_DOCUMENT_TYPE,
      mimeType: photo ? 'image/png' : 'application/pdf',
      createdAt: between(rng, time.from, time.at(0.1)),
      projectId: project.id,
      ownerId: project.ownerId,
    });
    link(project, 'documents', document.id);
  }
}
