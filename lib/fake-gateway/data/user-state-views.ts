/**
 * A user's registration state as the gateway sends it (GET /users/:id/status): the requirements of
 * their pp and sa accounts with their documents, built on read from a per-user seed, and the owner
 * of a registration document.
 */
import type {
  DocumentStatus,
  ProfessionalAccountStatus,
  RegistrationStatus,
  RequirementCode,
  RequirementStatus,
} from '@/lib/domain/enums';
import { documentType, requirementCode } from '@/lib/domain/enums';
import type {
  AccountRegistration,
  Document,
  Registration,
  Requirement,
  UserState,
} from '@/lib/domain/schemas';
import { DAY_MS, createRng, seedId, seedNumber, toIso, type Rng } from '../core/seed-kit';
import type { PeopleData, UserRecord } from './people-records';

const DOCUMENT_STATUS_OF: Record<RequirementStatus, DocumentStatus> = {
  COMPLETED: 'VALIDATED',
  COMPLETING: 'VALIDABLE',
  REFUSED: 'REFUSED',
  EXPIRED: 'EXPIRED',
  EXPIRE_SOON: 'VALIDATED',
  UNCOMPLETED: 'EMPTY',
};

/** Statuses a requirement may have for an account in a given state; the user's seq picks one. */
function requirementStatusFor(
  rng: Rng,
  account: ProfessionalAccountStatus | 'USER',
  variant: number,
): RequirementStatus {
  switch (account) {
    case 'REGISTERED':
      return variant % 4 === 1 && rng.chance(0.5) ? 'EXPIRE_SOON' : 'COMPLETED';
    case 'UNREGISTERED':
      return (['UNCOMPLETED', 'COMPLETING', 'REFUSED', 'COMPLETED'] as const)[(variant + rng.int(0, 3)) % 4];
    case 'SUSPENDED':
      return rng.chance(0.5) ? 'EXPIRED' : 'COMPLETED';
    case 'TERMINATED':
      return rng.chance(0.5) ? 'EXPIRED' : 'UNCOMPLETED';
    default:
      return 'COMPLETED';
  }
}

function registrationStatusOf(
  requirements: Requirement[],
  account: ProfessionalAccountStatus | 'USER',
): RegistrationStatus {
  if (account === 'TERMINATED') return 'NONE';
  const statuses = requirements.flatMap(function walk(requirement): RequirementStatus[] {
    return [requirement.status, ...requirement.children.flatMap(walk)];
  });
  if (statuses.includes('EXPIRED')) return 'EXPIRED';
  if (
    statuses.some((status) => status === 'UNCOMPLETED' || status === 'COMPLETING' || status === 'REFUSED')
  ) {
    return 'UNCOMPLETED';
  }
  if (statuses.includes('EXPIRE_SOON')) return 'EXPIRE_SOON';
  return 'COMPLETED';
}

interface RequirementSpec {
  code: RequirementCode;
  mandatory: boolean;
  documentType?: string;
  expires?: boolean;
  children?: RequirementSpec[];
}

const PP_REQUIREMENTS: RequirementSpec[] = [
  { code: 'POSITIONING', mandatory: true },
  { code: 'PAYMENT', mandatory: true },
  {
    code: 'INSURANCE',
    mandatory: true,
    children: [
      { code: 'INSURANCE_DC', mandatory: true, documentType: 'insurance_dc', expires: true },
      { code: 'INSURANCE_RC', mandatory: true, documentType: 'insurance_rc', expires: true },
    ],
  },
  { code: 'RGE_CERTIFICATE', mandatory: false, expires: true },
  { code: 'QUALITY_CHARTER', mandatory: true, documentType: 'contractor_quality_chart' },
  { code: 'REGISTRATION_FEE', mandatory: true },
];

const SA_REQUIREMENTS: RequirementSpec[] = [
  { code: 'GTC', mandatory: true },
  {
    code: 'ADMINISTRATIVE',
    mandatory: true,
    children: [{ code: 'FISCAL_BUNDLE', mandatory: true, documentType: 'fiscal_bundle', expires: true }],
  },
  {
    code: 'SOFTWARE',
    mandatory: false,
    children: [
      {
        code: 'SOFTWARE_CONTRACT_QUOTES_INVOICES',
        mandatory: false,
        documentType: 'software_contract_quotes_invoices',
      },
    ],
  },
];

const USER_REQUIREMENTS: RequirementSpec[] = [
  { code: 'EMAIL', mandatory: true },
  { code: 'GTC', mandatory: true },
];

type DocumentKind = 'pp' | 'sa';

function documentSlots(specs: RequirementSpec[]): number {
  return specs.reduce(
    (count, spec) => count + (spec.documentType ? 1 : 0) + documentSlots(spec.children ?? []),
    0,
  );
}

/** How many documents each account's registration lists (one per requirement with a type). */
const DOCUMENT_SLOTS: Record<DocumentKind, number> = {
  pp: documentSlots(PP_REQUIREMENTS),
  sa: documentSlots(SA_REQUIREMENTS),
};

const SLOTS_PER_USER = 16;

function registrationDocumentId(kind: string, seq: number, index: number): string {
  return seedId(`registration-document-${kind}`, seq * SLOTS_PER_USER + index);
}

interface RegistrationBuild {
  rng: Rng;
  now: number;
  user: UserRecord;
  account: ProfessionalAccountStatus | 'USER';
  documents: Document[];
  variant: number;
  kind: string;
}

function buildRequirement(spec: RequirementSpec, build: RegistrationBuild): Requirement {
  const children = (spec.children ?? []).map((child) => buildRequirement(child, build));
  let status = requirementStatusFor(build.rng, build.account, build.variant + build.documents.length);
  // A parent is only as complete as its children.
  if (children.length > 0) status = children.find((child) => child.status !== 'COMPLETED')?.status ?? status;
  let expireAt: string | undefined;
  if (spec.expires && status !== 'UNCOMPLETED') {
    const days =
      status === 'EXPIRED'
        ? -build.rng.int(1, 120)
        : status === 'EXPIRE_SOON'
          ? build.rng.int(1, 25)
          : build.rng.int(40, 400);
    expireAt = toIso(build.now + days * DAY_MS + 10 * 3_600_000);
  }
  if (spec.documentType) {
    const index = build.documents.length;
    // An uncompleted requirement has an empty slot, or a document sent but not yet looked at.
    const documentStatus =
      status === 'UNCOMPLETED' ? (build.rng.chance(0.5) ? 'EMPTY' : 'NEW') : DOCUMENT_STATUS_OF[status];
    build.documents.push({
      id: registrationDocumentId(build.kind, build.user.seq, index),
      name: `${documentType.label(spec.documentType)} - ${build.user.lastName}.pdf`,
      status: documentStatus,
      type: { code: spec.documentType, name: documentType.label(spec.documentType) },
      mimeType: 'application/pdf',
      createdAt: toIso(build.now - build.rng.int(5, 300) * DAY_MS),
    });
  }
  return {
    code: spec.code,
    label: requirementCode.label(spec.code),
    status,
    mandatory: spec.mandatory,
    ...(spec.documentType
      ? { documentType: { code: spec.documentType, name: documentType.label(spec.documentType) } }
      : {}),
    ...(expireAt ? { expireAt } : {}),
    children,
  };
}

function registration(
  specs: RequirementSpec[],
  user: UserRecord,
  account: ProfessionalAccountStatus | 'USER',
  kind: string,
  now: number,
): AccountRegistration {
  const build: RegistrationBuild = {
    rng: createRng(`registration-${kind}-${user.seq}`),
    now,
    user,
    account,
    documents: [],
    variant: user.seq,
    kind,
  };
  const requirements = specs.map((spec) => buildRequirement(spec, build));
  return { status: registrationStatusOf(requirements, account), requirements, documents: build.documents };
}

function userRegistration(user: UserRecord, now: number): Registration {
  if (user.status === 'NEW') {
    return {
      status: 'NONE',
      requirements: USER_REQUIREMENTS.map((spec) => ({
        code: spec.code,
        label: requirementCode.label(spec.code),
        status: 'UNCOMPLETED',
        mandatory: spec.mandatory,
        children: [],
      })),
    };
  }
  const { status, requirements } = registration(USER_REQUIREMENTS, user, 'USER', 'user', now);
  return { status, requirements };
}

/**
 * GET /users/:id/status. Requirements and documents are drawn from the user's own seed on each
 * read (same answer every time); their statuses follow the account's current status.
 */
export function userStateView(people: PeopleData, user: UserRecord, now: Date): UserState {
  const nowMs = now.getTime();
  const pp = user.ppAccountId ? people.ppAccounts.get(user.ppAccountId) : undefined;
  return {
    userAccountState: { type: user.type, status: user.status, registration: userRegistration(user, nowMs) },
    ppAccountState: pp
      ? { status: pp.status, registration: registration(PP_REQUIREMENTS, user, pp.status, 'pp', nowMs) }
      : null,
    saAccountState:
      user.type === 'PROFESSIONAL' && user.saAccountStatus
        ? {
            status: user.saAccountStatus,
            registration: registration(SA_REQUIREMENTS, user, user.saAccountStatus, 'sa', nowMs),
          }
        : null,
  };
}

/** Whether GET /users/:id/status shows a registration of that account (same tests as userStateView). */
function hasAccount(people: PeopleData, user: UserRecord, kind: DocumentKind): boolean {
  if (kind === 'pp') return user.ppAccountId !== undefined && people.ppAccounts.has(user.ppAccountId);
  return user.type === 'PROFESSIONAL' && Boolean(user.saAccountStatus);
}

/**
 * The user whose GET /users/:id/status lists a document of that id, read from the id itself
 * (registration documents are drawn on read, so no table holds them).
 */
export function registrationDocumentOwner(people: PeopleData, documentId: string): UserRecord | undefined {
  for (const kind of ['pp', 'sa'] as const) {
    const n = seedNumber(`registration-document-${kind}`, documentId);
    if (n === undefined) continue;
    const seq = Math.floor(n / SLOTS_PER_USER);
    // Registration documents are seeded users' only, and those have the id of their seq.
    const user = people.users.get(seedId('user', seq));
    if (user?.seq === seq && n % SLOTS_PER_USER < DOCUMENT_SLOTS[kind] && hasAccount(people, user, kind))
      return user;
  }
  return undefined;
}
