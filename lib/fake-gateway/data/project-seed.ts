/**
 * The deterministic project seed: max(300, 0.6 × FAKE_SCALE_USERS) projects owned by the seeded
 * particulars, each at a stage of its life with everything that stage implies. The first projects
 * are "showcase" ones with fixed shapes (SHOWCASE_SPECS), so demos and end-to-end tests find every
 * state rule's allowed and refused case; the cyclers make every enumeration value appear.
 */
import {
  authorisationStatus,
  ownership,
  paymentProvider,
  projectCancelReason,
  projectSearch,
  startingPeriod,
  type ConstructionStatus,
  type OptionCode,
  type OptionStatus,
  type PaymentProvider,
  type ProjectCancelReason,
  type ProjectStatus,
  type ProjectTag,
  type RelationshipStatus,
} from '@/lib/domain/enums';
import type { Rng, SeedContext } from '../core/seed-kit';
import { DAY_MS } from '../core/time';
import { COMMERCIAL_PROGRAMS, TOWNS, WORK_TYPE_LEAVES } from './french';
import type { PeopleData, UserRecord } from './people-records';
import { ridOf } from './project-ids';
import {
  createProjectData,
  emptySeedRecords,
  link,
  type ProjectData,
  type ProjectRecord,
} from './project-records';
import { MAX_PRE_SALES_RELATIONSHIPS, isSelectedRelationship, roundCents } from './project-rules';
import { seedShowcaseDiscussions } from './project-seed-discussions';
import {
  SIGNED_PAYMENT_LEVELS,
  Timeline,
  contractCyclers,
  feeLine,
  numberInvoices,
  optionLine,
  registrationFeeLine,
  seedFeedback,
  seedIssue,
  seedProfessionalInvoice,
  seedProviderInvoice,
  seedQuote,
  seedWorksAcceptance,
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
import {
  drawProfessionals,
  matchingCyclers,
  seedOpenMatch,
  seedRelationship,
  seedStaffDiscussions,
  type MatchingCyclers,
  type MatchingWindow,
  type RelationshipPlan,
} from './project-seed-matching';
import { BUDGET_BY_FAMILY, CRC_COMMENTS, DESCRIPTIONS_BY_FAMILY } from './project-texts';

/** Projects per particular at scale; the default scale still gets MIN_PROJECTS. */
export const PROJECTS_PER_PARTICULAR = 0.6;
export const MIN_PROJECTS = 300;

export function projectCountFor(particulars: number): number {
  return Math.max(MIN_PROJECTS, Math.ceil(PROJECTS_PER_PARTICULAR * particulars));
}

// Shared by many projects, never mutated in place.
const WORK_NEEDS = new Map(WORK_TYPE_LEAVES.map((leaf) => [leaf.sku, { bsku: leaf.sku, label: leaf.label }]));
const LOCATIONS = new Map(
  TOWNS.map((town) => [town, { postalCode: town.postalCode, cityName: town.cityName }]),
);
const NO_PROGRAMS: ProjectRecord['commercialPrograms'] = [];
const PROGRAMS = COMMERCIAL_PROGRAMS.map((program) => [{ ...program }]);

/** The fixed shape of a showcase project; anything left out is drawn. */
interface ProjectSpec {
  name: string;
  stage: ProjectStatus;
  active?: RelationshipStatus[];
  closed?: RelationshipStatus[];
  openMatches?: number;
  pendingQuote?: boolean;
  payment?: PaymentLevel;
  construction?: ConstructionStatus;
  acceptance?: 'PENDING' | 'VALIDATED';
  options?: { code: OptionCode; status: OptionStatus }[];
  feedback?: boolean;
  issue?: boolean;
}

/**
 * The showcase projects, first in the seed (so their ids never change), each named for what it
 * demonstrates (ProjectData.showcase, docs/gateway-contract.md, "The project side").
 */
export const SHOWCASE_SPECS: readonly ProjectSpec[] = [
  // Accept a match, send a message, cancel or sign a pending quote.
  {
    name: 'published',
    stage: 'PUBLISHED',
    active: ['ACCEPTED', 'MET'],
    closed: ['WITHDRAWN'],
    openMatches: 2,
    pendingQuote: true,
    issue: true,
  },
  // Four active relationships: accepting a match or reactivating answers MAX_ACTIVE_RELATIONSHIPS.
  {
    name: 'full',
    stage: 'PUBLISHED',
    active: ['POSITIONED', 'ACCEPTED', 'MEETING_SCHEDULED', 'MET'],
    closed: ['REFUSED'],
    openMatches: 1,
  },
  // Signed, nothing paid, no option: unsign, change the down payment, schedule and start the works.
  { name: 'signed', stage: 'SIGNED', payment: 'NONE', construction: 'NOT_STARTED', options: [] },
  // Down payment paid, interim pending, guarantee active: unsign and down-payment changes are refused.
  {
    name: 'paying',
    stage: 'SIGNED',
    payment: 'INTERIM_PENDING',
    construction: 'STARTED',
    options: [{ code: 'DOWN_PAYMENT_GUARANTEE', status: 'ACTIVE' }],
  },
  // Works finished, report pending: validate or cancel the works acceptance.
  {
    name: 'acceptance',
    stage: 'SIGNED',
    payment: 'FINAL_PENDING',
    construction: 'WORKS_ACCEPTANCE',
    acceptance: 'PENDING',
    options: [],
  },
  // Down payment awaiting payment: the invoice can be marked paid or cancelled.
  {
    name: 'downPaymentPending',
    stage: 'SIGNED',
    payment: 'DP_PENDING',
    construction: 'NOT_STARTED',
    options: [{ code: 'LEGAL_PROTECTION', status: 'PENDING_ACTIVATION' }],
  },
  {
    name: 'finished',
    stage: 'FINISHED',
    payment: 'FINISHED',
    construction: 'FINISHED',
    feedback: true,
    options: [{ code: 'LEGAL_PROTECTION', status: 'ACTIVE' }],
  },
  { name: 'canceled', stage: 'CANCELED' },
  { name: 'draft', stage: 'DRAFT' },
  { name: 'validating', stage: 'VALIDATING' },
  { name: 'validated', stage: 'VALIDATED' },
  // Three selected relationships, one slot left among the active ones: accepting its open match
  // answers MAX_PRE_SALES_RELATIONSHIPS. Last, so the showcase projects above keep their ids.
  {
    name: 'preSalesFull',
    stage: 'PUBLISHED',
    active: ['ACCEPTED', 'MEETING_SCHEDULED', 'MET'],
    closed: [],
    openMatches: 1,
  },
];

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

interface ProjectCyclers {
  tags: Cycler<readonly ProjectTag[]>;
  cancel: Cycler<ProjectCancelReason>;
  search: Cycler<(typeof projectSearch.values)[number]>;
  period: Cycler<(typeof startingPeriod.values)[number]>;
  authorisation: Cycler<(typeof authorisationStatus.values)[number]>;
  ownership: Cycler<(typeof ownership.values)[number]>;
  provider: Cycler<PaymentProvider>;
  payment: Cycler<PaymentLevel>;
}

interface Seeding extends Builder {
  projectCyc: ProjectCyclers;
  matchCyc: MatchingCyclers;
  contractCyc: ContractCyclers;
  activePros: string[];
  allPros: string[];
  showcase: Record<string, string>;
}

function projectCyclers(rng: Rng): ProjectCyclers {
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
function stageFor(s: Seeding, owner: UserRecord, inactiveOwners: { count: number }): ProjectStatus {
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
function timelineFor(s: Seeding, stage: ProjectStatus, owner: UserRecord): Timeline {
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

function baseProject(
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

function seedSiteDocuments(s: Seeding, project: ProjectRecord, time: Timeline): void {
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

/** Drawn active statuses kept within MAX_PRE_SALES_RELATIONSHIPS: the extra selections stay positioned. */
function withinPreSalesLimit(statuses: RelationshipStatus[]): RelationshipStatus[] {
  let selected = 0;
  return statuses.map((status) =>
    isSelectedRelationship(status) && ++selected > MAX_PRE_SALES_RELATIONSHIPS ? 'POSITIONED' : status,
  );
}

/**
 * Fixed documents of the `published` showcase, added after everything else (so no other id or
 * draw moves): one of each status, a PDF and an image that render, and a type no browser shows
 * inline (docs/gateway-contract.md, "Showcase records").
 */
const SHOWCASE_DOCUMENTS = [
  { key: 'pdf', name: 'Plan du rez-de-chaussée.pdf', status: 'VALIDATED', mimeType: 'application/pdf' },
  { key: 'image', name: 'Photo de la façade.png', status: 'VALIDATED', mimeType: 'image/png' },
  { key: 'new', name: 'Descriptif des travaux.pdf', status: 'NEW', mimeType: 'application/pdf' },
  { key: 'validable', name: 'Photo de la toiture.png', status: 'VALIDABLE', mimeType: 'image/png' },
  { key: 'refused', name: 'Devis fournisseur refusé.pdf', status: 'REFUSED', mimeType: 'application/pdf' },
  { key: 'expired', name: 'Attestation de propriété.pdf', status: 'EXPIRED', mimeType: 'application/pdf' },
  { key: 'empty', name: 'Diagnostic amiante.pdf', status: 'EMPTY', mimeType: 'application/pdf' },
  { key: 'other', name: 'Relevé des mesures.csv', status: 'NEW', mimeType: 'text/csv' },
] as const;

function seedShowcaseDocuments(s: Seeding): Record<string, string> {
  const project = s.records.projects.find((candidate) => candidate.id === s.showcase.published);
  if (!project) return {};
  const ids: Record<string, string> = {};
  const from = Date.parse(project.createdAt);
  SHOWCASE_DOCUMENTS.forEach((spec, index) => {
    const document = addDocument(s, {
      kind: 'site',
      name: spec.name,
      status: spec.status,
      type: spec.mimeType.startsWith('image/') ? PICTURE_TYPE : SITE_DOCUMENT_TYPE,
      mimeType: spec.mimeType,
      createdAt: Math.min(s.now, from + (index + 1) * HOUR_MS),
      projectId: project.id,
      ownerId: project.ownerId,
    });
    link(project, 'documents', document.id);
    ids[spec.key] = document.id;
  });
  return ids;
}

/** Matches, relationships and discussions of a published, signed, finished or cancelled project. */
function seedMatching(
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
function seedOpenQuotes(
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

/** Signed and finished projects: contract, payments, options, construction, acceptance, feedback. */
function seedContract(
  s: Seeding,
  project: ProjectRecord,
  spec: ProjectSpec | undefined,
  time: Timeline,
  contractorId: string,
  seeded: ReturnType<typeof seedMatching>,
) {
  const { rng, now, contractCyc } = s;
  const finished = project.status === 'FINISHED';
  const signedAt = time.at(rng.float(0.45, 0.55));
  const initial = seedQuote(s, contractCyc, project, {
    ownerId: contractorId,
    type: 'INITIAL',
    status: 'SIGNED',
    dispatchedAt: time.at(rng.float(0.3, 0.44)),
    decidedAt: signedAt,
    withDownPayment: true,
  });
  project.contractorId = contractorId;
  for (const { relationship } of seeded) {
    if (
      relationship.userId === contractorId ||
      relationship.status !== 'NOT_RETAINED' ||
      !relationship.acceptedAt ||
      rng.chance(0.4)
    )
      continue;
    const dispatchedAt = between(rng, Date.parse(relationship.acceptedAt), signedAt);
    seedQuote(s, contractCyc, project, {
      ownerId: relationship.userId,
      type: 'INITIAL',
      status: 'NOT_RETAINED',
      dispatchedAt,
      decidedAt: signedAt,
      withDownPayment: rng.chance(0.5),
    });
  }
  const quotes = [initial];
  if (!spec && rng.chance(0.25)) {
    const status = contractCyc.amendment();
    const dispatchedAt = time.at(rng.float(0.6, 0.8));
    quotes.push(
      seedQuote(s, contractCyc, project, {
        ownerId: contractorId,
        type: 'AMENDMENT',
        status,
        dispatchedAt,
        decidedAt: status === 'PENDING' ? undefined : Math.min(now, dispatchedAt + rng.int(1, 10) * DAY_MS),
        withDownPayment: false,
      }),
    );
  }
  const total = roundCents(
    quotes.filter((quote) => quote.status === 'SIGNED').reduce((sum, quote) => sum + quote.amount.inclTax, 0),
  );

  // Professional invoices up to the payment level.
  const level: PaymentLevel = spec?.payment ?? (finished ? 'FINISHED' : s.projectCyc.payment());
  const rank = SIGNED_PAYMENT_LEVELS.indexOf(level) === -1 ? 6 : SIGNED_PAYMENT_LEVELS.indexOf(level);
  const downPayment = roundCents((total * (initial.downPayment?.percentage ?? 30)) / 100);
  const withInterim = rank === 3 || rank === 4 || (rank >= 5 && rng.chance(0.5));
  const interim = withInterim ? roundCents(total * rng.float(0.3, 0.4)) : 0;
  const paidInvoices: { amount: number; paidAt: number }[] = [];
  const invoiceStep = (
    type: 'DOWN_PAYMENT' | 'INTERIM_PAYMENT' | 'FINAL_PAYMENT',
    amount: number,
    fraction: number,
    paid: boolean,
  ) => {
    const dispatchedAt = Math.min(now - HOUR_MS, time.at(fraction));
    const paidAt = paid ? Math.min(now - HOUR_MS, dispatchedAt + rng.int(1, 10) * DAY_MS) : undefined;
    if (!spec && rng.chance(0.06)) {
      seedProfessionalInvoice(s, project, {
        type,
        status: 'CANCELED',
        ownerId: contractorId,
        amount: amount * 1.1,
        dispatchedAt: dispatchedAt - 2 * DAY_MS,
        comment: 'Montant erroné, facture remplacée.',
      });
    }
    seedProfessionalInvoice(s, project, {
      type,
      status: paid ? 'PAID' : 'PENDING',
      ownerId: contractorId,
      amount,
      dispatchedAt,
      paidAt,
    });
    time.seen(dispatchedAt, paidAt);
    if (paidAt !== undefined) paidInvoices.push({ amount, paidAt });
  };
  if (rank >= 1) invoiceStep('DOWN_PAYMENT', downPayment, 0.56, rank >= 2);
  if (withInterim) invoiceStep('INTERIM_PAYMENT', interim, 0.72, rank >= 4);
  if (rank >= 5) invoiceStep('FINAL_PAYMENT', roundCents(total - downPayment - interim), 0.88, rank >= 6);

  // The marketplace's fee on each payment made through it.
  for (const paid of paidInvoices) {
    const status = spec ? (spec.name === 'paying' ? 'PENDING' : 'PAID') : contractCyc.feeStatus();
    const dispatchedAt = Math.min(now - HOUR_MS, paid.paidAt + rng.int(0, 24) * HOUR_MS);
    seedProviderInvoice(s, {
      type: 'FEE',
      status,
      recipientId: contractorId,
      line: feeLine(s, paid.amount),
      dispatchedAt,
      project,
    });
  }

  // Options and their invoices to the owner.
  const options =
    spec?.options ??
    [
      rng.chance(0.5)
        ? { code: 'DOWN_PAYMENT_GUARANTEE' as const, status: contractCyc.optionStatus() }
        : undefined,
      rng.chance(0.3) ? { code: 'LEGAL_PROTECTION' as const, status: contractCyc.optionStatus() } : undefined,
    ].filter((option) => option !== undefined);
  for (const option of options) {
    const requestedAt = Math.min(now - HOUR_MS, signedAt + rng.int(1, 48) * HOUR_MS);
    const activatedAt =
      option.status === 'ACTIVE' || option.status === 'TERMINATED'
        ? Math.min(now - HOUR_MS, requestedAt + rng.int(1, 5) * DAY_MS)
        : undefined;
    const statusAt =
      option.status === 'TERMINATED'
        ? between(rng, activatedAt ?? requestedAt, time.to)
        : (activatedAt ?? requestedAt);
    project.options.push({
      code: option.code,
      status: option.status,
      statusDate: iso(statusAt),
      activatedAt: activatedAt !== undefined ? iso(activatedAt) : undefined,
    });
    time.seen(statusAt);
    if (option.status === 'REQUESTED') continue;
    const invoiceStatus =
      option.status === 'PENDING_ACTIVATION'
        ? 'PENDING'
        : option.status === 'ABORTED'
          ? 'CANCELED_BY_CREDIT_NOTE'
          : 'PAID';
    seedProviderInvoice(s, {
      type: option.code === 'DOWN_PAYMENT_GUARANTEE' ? 'INSURANCE' : 'BASIC',
      status: invoiceStatus,
      recipientId: project.ownerId,
      line: optionLine(option.code, downPayment),
      dispatchedAt: requestedAt,
      paidAt: activatedAt,
      project,
    });
  }

  // Construction and works acceptance.
  const construction: ConstructionStatus =
    spec?.construction ??
    (finished
      ? 'FINISHED'
      : rank >= 5
        ? 'WORKS_ACCEPTANCE'
        : rank >= 3
          ? 'STARTED'
          : rank === 2 && rng.chance(0.5)
            ? 'STARTED'
            : 'NOT_STARTED');
  project.construction.status = construction;
  if (construction === 'NOT_STARTED') {
    if (spec?.name !== 'signed' && rng.chance(0.5)) {
      const start = Math.floor(now / DAY_MS) * DAY_MS + rng.int(5, 40) * DAY_MS + 7 * HOUR_MS;
      project.construction.startDate = iso(start);
      project.construction.endDate = iso(start + rng.int(3, 60) * DAY_MS);
    }
  } else {
    const start = Math.min(now - DAY_MS, time.at(0.6));
    const end =
      construction === 'STARTED' ? Math.max(now + rng.int(3, 40) * DAY_MS, start + DAY_MS) : time.at(0.85);
    project.construction.startDate = iso(start);
    project.construction.endDate = iso(end);
    time.seen(start);
  }
  if (construction === 'WORKS_ACCEPTANCE' || construction === 'FINISHED') {
    const effectiveAt = time.at(0.86);
    if (!spec && rng.chance(0.15))
      seedWorksAcceptance(s, project, contractorId, 'CANCELED', effectiveAt - 3 * DAY_MS);
    const status = spec?.acceptance ?? (construction === 'FINISHED' ? 'VALIDATED' : contractCyc.acceptance());
    const acceptance = seedWorksAcceptance(s, project, contractorId, status, effectiveAt);
    time.seen(Date.parse(acceptance.statusDate));
    if (
      spec?.feedback ||
      (!spec && (finished ? rng.chance(0.85) : status === 'VALIDATED' && rng.chance(0.3)))
    ) {
      seedFeedback(s, contractCyc, project, contractorId, Math.min(now - HOUR_MS, time.at(0.95)));
    }
  }
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

  const numbers = numberInvoices(s.records.providerInvoices);
  const data = createProjectData(s.records);
  data.counters.invoiceNumber = numbers.invoices;
  data.counters.creditNoteNumber = numbers.creditNotes;
  data.showcase = s.showcase;
  data.showcaseDocuments = showcaseDocuments;
  data.showcaseDiscussions = showcaseDiscussions;
  return data;
}
