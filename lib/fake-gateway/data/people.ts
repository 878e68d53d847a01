/**
 * The people side of the fake gateway's store: users (particulars, professionals, staff) with
 * their companies and pp-accounts, staff credentials and roles, password tokens, payment
 * accounts, segment profiles, works, the works catalogue and the communications sent.
 * Records are normalised (ids for relations); views are built on read (people-views.ts).
 */
import type {
  CommunicationChannel,
  CommunicationStatus,
  DeactivationReason,
  PaymentAccountStatus,
  PaymentProvider,
  PlayerStatus,
  ProfessionalAccountStatus,
  ProfessionalSegment,
  RegistrationFeeStatus,
  UserAccountStatus,
  UserType,
} from '@/lib/domain/enums';
import {
  deactivationReason,
  emailNotificationType,
  communicationStatus,
  paymentAccountStatus,
  playerStatus,
  professionalSegment,
  registrationFeeStatus,
  smsNotificationType,
} from '@/lib/domain/enums';
import type { UserSummary } from '@/lib/domain/schemas';
import { ROLES, type Role } from '@/lib/domain/roles';
import { Table, ridCode, seedId, toIso, type Rng, type SeedContext } from '../core/seed-kit';
import { LazyMap } from '../core/lazy';
import {
  ADDITIONAL_ADDRESSES,
  COMMERCIAL_PROGRAMS,
  COMPANY_SUFFIXES,
  DEPARTMENTS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  JOBS,
  LAST_NAMES,
  LEGAL_CATEGORIES,
  STREET_NAMES,
  STREET_TYPES,
  TOWNS,
  TRADES,
  WORK_TYPE_LEAVES,
  luhnCheckDigit,
  slug,
  type Town,
} from './french';

// --- Records ------------------------------------------------------------------------------------

export interface Address {
  street: string;
  additionalAddress?: string;
  postalCode: string;
  cityName: string;
}

export interface CompanyRecord {
  id: string;
  rid: string;
  siret: string;
  name: string;
  legalCategory: string;
  address: Address;
  activityStartDate?: string;
  /** Department code of the address, for works and projects near the company. */
  department: string;
}

export interface UserRecord {
  id: string;
  /** Order of creation in the seed; seeds the details derived on read (registration, works…). */
  seq: number;
  /** Rank among the users of its type in the seed (-1 for users created at run time). */
  kindIndex: number;
  rid: string;
  type: UserType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: UserAccountStatus;
  createdAt: string;
  commercialPrograms: { code: string; label: string }[];
  /** PROFESSIONAL only. */
  companyId?: string;
  /** PROFESSIONAL always; PARTICULAR when they have a private account. */
  ppAccountId?: string;
  /** The professional (sa) account's status; PROFESSIONAL only. */
  saAccountStatus?: ProfessionalAccountStatus;
  /** LMSG only: the group identifier. */
  sgid?: string;
  deactivation?: { reason: DeactivationReason; comment?: string; at: string };
  anonymizedAt?: string;
  /** Where the user lives or works; projects of a particular are usually nearby. */
  town: Town;
}

export interface PpAccountRecord {
  id: string;
  userId: string;
  status: ProfessionalAccountStatus;
  statusReasons: DeactivationReason[];
  playerStatus: PlayerStatus;
  registrationFeeStatus: RegistrationFeeStatus;
  /** The professional pp-account this one is associated with. */
  associatedAccountId?: string;
}

export interface CredentialRecord {
  userId: string;
  roles: Role[];
  /** Plain text: this is a fake, and the demo password is documented anyway. */
  password: string | null;
}

export type PasswordTokenPurpose = 'CREATION' | 'RESET';

export interface PasswordTokenRecord {
  /** The token itself (the id of the table). */
  id: string;
  userId: string;
  email: string;
  purpose: PasswordTokenPurpose;
  createdAt: string;
  expiresAt: string;
  /** When set, POST /credentials/password/:token needs this code (sent by SMS in real life). */
  authenticationCode?: string;
  usedAt?: string;
}

export interface ProviderAccountRecord {
  id?: string;
  status: PaymentAccountStatus;
  statusDate?: string;
  provider: PaymentProvider;
}

export interface PaymentAccountRecord {
  id: string;
  userId: string;
  iobAccount: ProviderAccountRecord;
  pspAccount: ProviderAccountRecord;
}

export interface ProfileRecord {
  userId: string;
  segment: ProfessionalSegment;
  segmentDays: number;
  previousSegment: ProfessionalSegment;
  previousSegmentDays: number;
  timesSegmentChangedLast6Months: number;
  segmentMax: ProfessionalSegment;
}

export interface WorksRecord {
  userId: string;
  departments: string[];
  jobs: string[];
  types: { id: string; insured: boolean }[];
}

export interface CommunicationRecord {
  id: string;
  userId: string;
  channel: CommunicationChannel;
  type: string;
  recipientTo: string;
  status: CommunicationStatus;
  statusDate: string;
  sentAt: string;
}

export interface PeopleData {
  users: Table<UserRecord>;
  companies: Map<string, CompanyRecord>;
  ppAccounts: Table<PpAccountRecord>;
  /** Staff credentials by user id. */
  credentials: Map<string, CredentialRecord>;
  /** Lowercased e-mail → user id (sign-in, USERNAME_ALREADY_IN_USE). */
  emailIndex: Map<string, string>;
  passwordTokens: Table<PasswordTokenRecord>;
  /** By user id; built on first read (a 404 for users without one). */
  paymentAccounts: LazyMap<PaymentAccountRecord>;
  /** Payment account id → its user's id. */
  paymentAccountOwners: Map<string, string>;
  /** Professionals' segment statistics by user id, built on first read. */
  profiles: LazyMap<ProfileRecord>;
  /** Professionals' works by user id, built on first read. */
  works: LazyMap<WorksRecord>;
  communications: Table<CommunicationRecord>;
  /** Seed order, for the project seed to draw owners and professionals. */
  particularIds: string[];
  professionalIds: string[];
  staffIds: string[];
  /** The nested form of a user in other entities (owner, emitter, member…). */
  userSummary(id: string): UserSummary;
}

type UserRequired = Pick<
  UserRecord,
  | 'id'
  | 'seq'
  | 'kindIndex'
  | 'rid'
  | 'type'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'status'
  | 'createdAt'
  | 'commercialPrograms'
  | 'town'
>;

/**
 * Every user record has every field, in the same order (V8 then gives them one shape): list
 * filters read 100,000 of them per request, and mixed shapes make that several times slower.
 */
export function newUserRecord(fields: UserRequired & Partial<UserRecord>): UserRecord {
  return {
    id: fields.id,
    seq: fields.seq,
    kindIndex: fields.kindIndex,
    rid: fields.rid,
    type: fields.type,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    status: fields.status,
    createdAt: fields.createdAt,
    commercialPrograms: fields.commercialPrograms,
    companyId: fields.companyId,
    ppAccountId: fields.ppAccountId,
    saAccountStatus: fields.saAccountStatus,
    sgid: fields.sgid,
    deactivation: fields.deactivation,
    anonymizedAt: fields.anonymizedAt,
    town: fields.town,
  };
}

// --- Seed ---------------------------------------------------------------------------------------

/** The documented staff accounts (docs/gateway-contract.md). Local parts are lowercase. */
export const STAFF_ACCOUNTS: readonly {
  local: string;
  firstName: string;
  lastName: string;
  status: UserAccountStatus;
  roles: Role[];
}[] = [
  ...ROLES.map((role, index) => ({
    local: role.toLowerCase(),
    firstName: ['Sophie', 'Marc', 'Céline', 'Bruno', 'Nadia', 'Karim', 'Émilie', 'Vincent', 'Aurélie'][index],
    lastName: [
      'Marchand',
      'Dubreuil',
      'Lagarde',
      'Peyrac',
      'Benali',
      'Haddad',
      'Rolland',
      'Texier',
      'Guillot',
    ][index],
    status: 'ACTIVE' as const,
    roles: [role],
  })),
  { local: 'new', firstName: 'Noé', lastName: 'Nouvel', status: 'NEW', roles: ['CC'] },
  {
    local: 'pending-activation',
    firstName: 'Paule',
    lastName: 'Attente',
    status: 'PENDING_ACTIVATION',
    roles: ['CA'],
  },
  { local: 'inactive', firstName: 'Igor', lastName: 'Inactif', status: 'INACTIVE', roles: ['SUPPORT'] },
  { local: 'closed', firstName: 'Clara', lastName: 'Fermé', status: 'CLOSED', roles: ['SUPPORT'] },
  { local: 'sans-role', firstName: 'Sami', lastName: 'Sansrole', status: 'ACTIVE', roles: [] },
];

/** Password tokens seeded for the create-password and reset flows (docs/gateway-contract.md). */
export const SEEDED_PASSWORD_TOKENS = {
  /** nouveau compte (new@): valid, no authentication code. */
  creationValid: 'jeton-creation-valide',
  /** new@: expired on 2020-03-01. */
  creationExpired: 'jeton-creation-expire',
  /** pending-activation@: valid, needs the authentication code below. */
  creationWithCode: 'jeton-creation-code',
  /** cc@: valid reset token, no code. */
  resetValid: 'jeton-reinitialisation-valide',
  /** cc@: expired reset token. */
  resetExpired: 'jeton-reinitialisation-expire',
} as const;
/** The code POST /credentials/password/:token accepts for tokens that need one. */
export const AUTHENTICATION_CODE = '123456';

const DAY_MS = 86_400_000;
/** Shared by the users without a commercial program (most): never mutated, views copy it. */
const NO_PROGRAMS: { code: string; label: string }[] = [];
const SEED_START = Date.parse('2016-01-04T09:00:00+01:00');

/** Cycles through every value for the first records, then draws by weight: all values show. */
function coverOrDraw<T>(
  rng: Rng,
  values: readonly T[],
  index: number,
  weights?: readonly (readonly [T, number])[],
): T {
  if (index < values.length) return values[index];
  return weights ? rng.weighted(weights) : rng.pick(values);
}

const nameSlugs = new Map<string, string>();
/** Names come from short lists: their e-mail form is computed once each. */
function nameSlug(name: string): string {
  let value = nameSlugs.get(name);
  if (value === undefined) {
    value = slug(name, '.');
    nameSlugs.set(name, value);
  }
  return value;
}

function frenchMobile(rng: Rng): string {
  return `0${rng.chance(0.7) ? 6 : 7}${rng.digits(8)}`;
}

function siret(rng: Rng): string {
  const sirenBody = rng.digits(8);
  const siren = `${rng.int(1, 9)}${sirenBody.slice(1)}`;
  const sirenFull = siren + luhnCheckDigit(siren);
  const body = sirenFull + rng.digits(4);
  return body + luhnCheckDigit(body);
}

function sgid(rng: Rng): string {
  return `${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(7)}`;
}

function address(rng: Rng, town: Town): Address {
  return {
    street: `${rng.int(1, 180)} ${rng.pick(STREET_TYPES)} ${rng.pick(STREET_NAMES)}`,
    ...(rng.chance(0.2) ? { additionalAddress: rng.pick(ADDITIONAL_ADDRESSES) } : {}),
    postalCode: town.postalCode,
    cityName: town.cityName,
  };
}

function companyName(rng: Rng, lastName: string, town: Town): string {
  const trade = rng.pick(TRADES);
  switch (rng.int(0, 3)) {
    case 0:
      return `${lastName} ${trade}`;
    case 1:
      return `${trade} ${rng.pick(COMPANY_SUFFIXES)}`;
    case 2:
      return `${trade} du ${town.cityName}`;
    default:
      return `${lastName} ${rng.pick(COMPANY_SUFFIXES)}`;
  }
}

const ACCOUNT_STATUS_WEIGHTS: readonly (readonly [UserAccountStatus, number])[] = [
  ['ACTIVE', 76],
  ['PENDING_ACTIVATION', 7],
  ['NEW', 5],
  ['INACTIVE', 9],
  ['CLOSED', 3],
];
const ACCOUNT_STATUSES = ACCOUNT_STATUS_WEIGHTS.map(([status]) => status);

interface Builder {
  ctx: SeedContext;
  rng: Rng;
  data: PeopleData;
  /** Local part → how many addresses use it. */
  usedEmails: Map<string, number>;
  /** 3 at the default scale; 1 past 5,000 users, so the large seed stays quick to build. */
  maxCommunicationsPerUser: number;
  /** Walks the deactivation reasons in turn, so each one shows on some account. */
  reasonCounter: number;
}

/**
 * `camille.martin@…`, then `camille.martin2@…`: a counter per local part makes addresses unique
 * by construction (one map read per user at 100,000 users). Staff local parts are on another
 * domain, so they cannot meet a customer's.
 */
function uniqueEmail(builder: Builder, local: string, domain: string): string {
  const n = (builder.usedEmails.get(local) ?? 0) + 1;
  builder.usedEmails.set(local, n);
  return n === 1 ? `${local}@${domain}` : `${local}${n}@${domain}`;
}

function addUser(builder: Builder, user: UserRecord): void {
  builder.data.users.insert(user);
  builder.data.emailIndex.set(user.email.toLowerCase(), user.id);
}

/**
 * Account states that go with a user's status: a deactivated professional's accounts are
 * terminated or suspended with a reason; an account not yet activated is unregistered.
 */
function accountStatusFor(status: UserAccountStatus, index: number): ProfessionalAccountStatus {
  switch (status) {
    case 'ACTIVE':
      // Mostly registered; one in ten still registering, one in ten suspended (vacations, documents…).
      return index % 10 === 5 ? 'UNREGISTERED' : index % 10 === 7 ? 'SUSPENDED' : 'REGISTERED';
    case 'INACTIVE':
      // Half of them stay suspended (not anonymisable until terminated).
      return index % 2 === 0 ? 'TERMINATED' : 'SUSPENDED';
    case 'CLOSED':
      return 'TERMINATED';
    default:
      return 'UNREGISTERED';
  }
}

function seedStaff(builder: Builder, seqStart: number, extraStaff: number): number {
  const { rng, data, ctx } = builder;
  let seq = seqStart;
  const domain = ctx.config.staffDomain;
  const addStaff = (
    firstName: string,
    lastName: string,
    local: string,
    status: UserAccountStatus,
    roles: Role[],
  ) => {
    const id = seedId('user', seq);
    const createdAt = rng.dateBetween(
      Date.parse('2017-01-02T09:00:00+01:00'),
      ctx.now.getTime() - 30 * DAY_MS,
    );
    addUser(
      builder,
      newUserRecord({
        id,
        seq,
        kindIndex: seq - seqStart,
        rid: `E${ridCode(seq, 11)}`,
        type: 'LMSG',
        firstName,
        lastName,
        email: uniqueEmail(builder, local, domain),
        phone: status === 'NEW' ? null : frenchMobile(rng),
        status,
        createdAt: toIso(createdAt),
        commercialPrograms: [],
        sgid: sgid(rng),
        town: TOWNS[0],
        deactivation:
          status === 'INACTIVE' || status === 'CLOSED'
            ? {
                reason: status === 'CLOSED' ? 'ACCOUNT_CLOSED' : 'INACTIVE',
                at: toIso(ctx.now.getTime() - 20 * DAY_MS),
              }
            : undefined,
      }),
    );
    data.credentials.set(id, { userId: id, roles, password: ctx.config.demoPassword });
    data.staffIds.push(id);
    seq += 1;
    return id;
  };

  for (const account of STAFF_ACCOUNTS) {
    addStaff(account.firstName, account.lastName, account.local, account.status, account.roles);
  }
  for (let index = 0; index < extraStaff; index += 1) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const status: UserAccountStatus = index % 7 === 6 ? 'INACTIVE' : 'ACTIVE';
    const roles = rng.pickSome(ROLES, 1, 2);
    addStaff(firstName, lastName, `${slug(firstName, '.')}.${slug(lastName, '.')}`, status, roles);
  }
  return seq;
}

function seedPasswordTokens(builder: Builder): void {
  const { data, ctx } = builder;
  const byLocal = (local: string) => data.emailIndex.get(`${local}@${ctx.config.staffDomain}`)!;
  const now = ctx.now.getTime();
  const add = (
    id: string,
    local: string,
    purpose: PasswordTokenPurpose,
    expiresInDays: number,
    code?: string,
  ) => {
    const userId = byLocal(local);
    data.passwordTokens.insert({
      id,
      userId,
      email: data.users.require(userId).email,
      purpose,
      createdAt: toIso(now - 2 * DAY_MS),
      expiresAt: toIso(now + expiresInDays * DAY_MS),
      ...(code ? { authenticationCode: code } : {}),
    });
  };
  add(SEEDED_PASSWORD_TOKENS.creationValid, 'new', 'CREATION', 7);
  add(SEEDED_PASSWORD_TOKENS.creationExpired, 'new', 'CREATION', -2);
  add(SEEDED_PASSWORD_TOKENS.creationWithCode, 'pending-activation', 'CREATION', 7, AUTHENTICATION_CODE);
  add(SEEDED_PASSWORD_TOKENS.resetValid, 'cc', 'RESET', 1);
  add(SEEDED_PASSWORD_TOKENS.resetExpired, 'cc', 'RESET', -1);
}

function seedCustomer(
  builder: Builder,
  seq: number,
  index: number,
  type: 'PARTICULAR' | 'PROFESSIONAL',
): void {
  const { rng, data, ctx } = builder;
  const id = seedId('user', seq);
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const town = rng.pick(TOWNS);
  const createdMs = rng.dateBetween(SEED_START, ctx.now.getTime() - DAY_MS).getTime();
  const status = coverOrDraw(rng, ACCOUNT_STATUSES, index, ACCOUNT_STATUS_WEIGHTS);
  const user = newUserRecord({
    id,
    seq,
    kindIndex: index,
    rid: `${type === 'PARTICULAR' ? 'U' : 'C'}${ridCode(seq, 7)}`,
    type,
    firstName,
    lastName,
    email: '',
    phone: rng.chance(0.95) ? frenchMobile(rng) : null,
    status,
    createdAt: toIso(createdMs),
    commercialPrograms: rng.chance(0.3)
      ? rng.pickSome(COMMERCIAL_PROGRAMS, 1, 2).map((p) => ({ ...p }))
      : NO_PROGRAMS,
    town,
  });

  const withPpAccount = type === 'PROFESSIONAL' || index % 5 === 0;
  let accountStatus: ProfessionalAccountStatus = 'UNREGISTERED';
  if (withPpAccount) {
    accountStatus = accountStatusFor(status, index);
    const reasons: DeactivationReason[] = [];
    if (accountStatus === 'SUSPENDED' || accountStatus === 'TERMINATED') {
      reasons.push(
        status === 'CLOSED'
          ? index % 4 === 0
            ? 'ACCOUNT_ANONYMIZED'
            : 'ACCOUNT_CLOSED'
          : deactivationReason.values[builder.reasonCounter++ % deactivationReason.values.length],
      );
    }
    const registered = accountStatus === 'REGISTERED';
    const pp: PpAccountRecord = {
      id: seedId('pp-account', seq),
      userId: id,
      status: accountStatus,
      statusReasons: reasons,
      playerStatus: registered
        ? coverOrDraw(rng, playerStatus.values.slice(1) as PlayerStatus[], index % 5, [
            ['READY_TO_PLAY', 6],
            ['WARM_UP', 3],
            ['BENCHED', 1],
          ])
        : 'NONE',
      registrationFeeStatus: coverOrDraw(rng, registrationFeeStatus.values, index % 7),
    };
    data.ppAccounts.insert(pp);
    user.ppAccountId = pp.id;
    if (status === 'INACTIVE' || status === 'CLOSED') {
      user.deactivation = {
        reason: reasons[0] ?? 'INACTIVE',
        at: toIso(rng.dateBetween(createdMs, ctx.now.getTime())),
      };
    }
  } else if (status === 'INACTIVE' || status === 'CLOSED') {
    user.deactivation = {
      reason: status === 'CLOSED' ? 'ACCOUNT_CLOSED' : 'INACTIVE',
      at: toIso(rng.dateBetween(createdMs, ctx.now.getTime())),
    };
  }

  if (type === 'PROFESSIONAL') {
    const name = companyName(rng, lastName, town);
    const company: CompanyRecord = {
      id: seedId('company', seq),
      rid: `S${ridCode(seq, 13)}`,
      siret: siret(rng),
      name,
      legalCategory: rng.pick(LEGAL_CATEGORIES),
      address: address(rng, town),
      department: town.department,
      ...(rng.chance(0.9)
        ? { activityStartDate: toIso(rng.dateBetween(Date.parse('1990-01-01T00:00:00Z'), createdMs)) }
        : {}),
    };
    data.companies.set(company.id, company);
    user.companyId = company.id;
    user.saAccountStatus = accountStatus;
    user.email = uniqueEmail(builder, `contact.${slug(name, '-').slice(0, 30)}`, rng.pick(EMAIL_DOMAINS));
    data.professionalIds.push(id);
  } else {
    user.email = uniqueEmail(
      builder,
      `${nameSlug(firstName)}.${nameSlug(lastName)}`,
      rng.pick(EMAIL_DOMAINS),
    );
    data.particularIds.push(id);
  }
  addUser(builder, user);
  if (hasSeededPaymentAccount(user)) data.paymentAccountOwners.set(seedId('payment-account', seq), id);
  seedCommunications(builder, user, index);
}

/** Whether the seed gives this user a payment account (decided eagerly, built lazily). */
function hasSeededPaymentAccount(user: UserRecord): boolean {
  if (user.kindIndex < 0) return false;
  if (user.type === 'PROFESSIONAL') return user.kindIndex % 10 !== 4;
  return user.type === 'PARTICULAR' && user.kindIndex % 3 === 0;
}

const PROVIDERS: readonly PaymentProvider[] = ['MANGOPAY', 'LEMONWAY', 'STRIPE'];
const PAYMENT_STATUS_WEIGHTS: readonly (readonly [PaymentAccountStatus, number])[] = [
  ['VALIDATED', 6],
  ['VALIDATING', 2],
  ['NONE', 1],
  ['CLOSED', 1],
];
const HIGH_SEGMENTS = ['PRO_VIP', 'PRO_SUPER_VIP', 'PRO_TO_WATCH'] as const;

/** The lazily built records of a user; each draws from the user's own generator. */
function lazyBuilders(ctx: SeedContext, root: Rng, data: PeopleData) {
  const userRng = (kind: string, user: UserRecord) => root.fork(`${kind}-${user.seq}`);
  const seededUser = (userId: string) => {
    const user = data.users.get(userId);
    return user && user.kindIndex >= 0 ? user : undefined;
  };

  const profile = (userId: string): ProfileRecord | undefined => {
    const user = seededUser(userId);
    // One professional in ten has no segment history yet: GET /profiles/:id answers 404 for them.
    if (!user || user.type !== 'PROFESSIONAL' || user.kindIndex % 10 === 9) return undefined;
    const rng = userRng('profile', user);
    const segment = coverOrDraw(rng, professionalSegment.values, Math.floor(user.kindIndex / 2) % 30);
    const previousSegment = rng.chance(0.6) ? rng.pick(professionalSegment.values) : 'PRO_NO_SEGMENT';
    return {
      userId,
      segment,
      segmentDays: rng.int(1, 400),
      previousSegment,
      previousSegmentDays: previousSegment === 'PRO_NO_SEGMENT' ? 0 : rng.int(1, 300),
      timesSegmentChangedLast6Months: rng.int(0, 6),
      segmentMax: rng.chance(0.5) ? segment : rng.pick(HIGH_SEGMENTS),
    };
  };

  const works = (userId: string): WorksRecord | undefined => {
    const user = data.users.get(userId);
    if (!user || user.type !== 'PROFESSIONAL') return undefined;
    const rng = userRng('works', user);
    const nearby = rng
      .pickSome(DEPARTMENTS, 0, 3)
      .map((department) => department.code)
      .filter((code) => code !== user.town.department);
    return {
      userId,
      departments: [user.town.department, ...nearby],
      jobs: rng.pickSome(JOBS, 1, 3).map((job) => job.id),
      types: rng
        .pickSome(WORK_TYPE_LEAVES, 1, 5)
        .map((type) => ({ id: type.id, insured: type.insured && rng.chance(0.8) })),
    };
  };

  const paymentAccount = (userId: string): PaymentAccountRecord | undefined => {
    const user = seededUser(userId);
    if (!user || !hasSeededPaymentAccount(user)) return undefined;
    const rng = userRng('payment', user);
    const index = user.kindIndex;
    const providerAccount = (salt: number): ProviderAccountRecord => {
      const status = coverOrDraw(
        rng,
        paymentAccountStatus.values,
        (index + salt) % 9,
        PAYMENT_STATUS_WEIGHTS,
      );
      if (status === 'NONE') return { status, provider: index % 11 === 0 ? 'NONE' : rng.pick(PROVIDERS) };
      return {
        id: `${rng.pick(['acc', 'wlt', 'cus'])}_${rng.hex(12)}`,
        status,
        statusDate: toIso(rng.daysBefore(ctx.now, 1, 700)),
        provider: rng.pick(PROVIDERS),
      };
    };
    const account: PaymentAccountRecord = {
      id: seedId('payment-account', user.seq),
      userId,
      iobAccount: providerAccount(0),
      pspAccount: providerAccount(4),
    };
    if (index % 11 === 0) account.iobAccount = { status: 'NONE', provider: 'NONE' };
    return account;
  };

  return { profile, works, paymentAccount };
}

const EMAIL_TYPES = emailNotificationType.values;
const SMS_TYPES = smsNotificationType.values;

/**
 * Types the back-office has no label for (SPEC §4 shows only examples of the ~130): it must show
 * their code. Not drawn: one communication in 97 takes one instead of its drawn type, so the rest
 * of the seed draws the same values as without them.
 */
export const UNLABELLED_NOTIFICATION_TYPES = {
  EMAIL: 'PRO_MONTHLY_ACTIVITY_REPORT',
  SMS: 'SATISFACTION_SURVEY',
} as const satisfies Record<CommunicationChannel, string>;

function typeOf(rng: Rng, channel: CommunicationChannel, counter: number): string {
  const drawn =
    channel === 'SMS'
      ? coverOrDraw(rng, SMS_TYPES, counter % 60)
      : coverOrDraw(rng, EMAIL_TYPES, counter % 60);
  return counter % 97 === 61 ? UNLABELLED_NOTIFICATION_TYPES[channel] : drawn;
}

function seedCommunications(builder: Builder, user: UserRecord, index: number): void {
  const { rng, data, ctx } = builder;
  const count = index < 40 ? 3 : rng.int(0, builder.maxCommunicationsPerUser);
  const createdMs = Date.parse(user.createdAt);
  for (let n = 0; n < count; n += 1) {
    const channel: CommunicationChannel = user.phone && (index + n) % 3 === 2 ? 'SMS' : 'EMAIL';
    const sentAt = rng.dateBetween(createdMs, ctx.now.getTime());
    const status = coverOrDraw<CommunicationStatus>(rng, communicationStatus.values, (index * 3 + n) % 20, [
      ['SENT', 4],
      ['OPENED', 4],
      ['CLICKED', 2],
      ['NOT_DELIVERED', 1],
      ['LEAVE_ME_ALONE', 0.3],
    ]);
    const statusDate =
      status === 'SENT'
        ? sentAt
        : new Date(Math.min(ctx.now.getTime(), sentAt.getTime() + rng.int(60, 3 * 86_400) * 1000));
    const counter = data.communications.size;
    data.communications.insert({
      id: seedId('communication', counter),
      userId: user.id,
      channel,
      type: typeOf(rng, channel, counter),
      recipientTo: channel === 'SMS' ? user.phone! : user.email,
      status,
      statusDate: toIso(statusDate),
      sentAt: toIso(sentAt),
    });
  }
}

export function userSummaryOf(user: UserRecord): UserSummary {
  return {
    id: user.id,
    rid: user.rid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    type: user.type,
  };
}

/**
 * Seeds `ctx.scaleUsers` users: the documented staff accounts, a few more staff, then
 * particulars (60 %) and professionals (40 %) with everything hanging off them.
 */
export function seedPeople(ctx: SeedContext): PeopleData {
  const users = new Table<UserRecord>('Utilisateur');
  const rng = ctx.rng.fork('people');
  const data: PeopleData = {
    users,
    companies: new Map(),
    ppAccounts: new Table('Compte'),
    credentials: new Map(),
    emailIndex: new Map(),
    passwordTokens: new Table('Jeton'),
    paymentAccounts: new LazyMap((userId) => builders.paymentAccount(userId)),
    paymentAccountOwners: new Map(),
    profiles: new LazyMap((userId) => builders.profile(userId)),
    works: new LazyMap((userId) => builders.works(userId)),
    communications: new Table('Communication'),
    particularIds: [],
    professionalIds: [],
    staffIds: [],
    userSummary: (id) => userSummaryOf(users.require(id)),
  };
  const builders = lazyBuilders(ctx, rng, data);
  const builder: Builder = {
    ctx,
    rng,
    data,
    usedEmails: new Map(),
    reasonCounter: 0,
    maxCommunicationsPerUser: ctx.scaleUsers > 5_000 ? 1 : 3,
  };
  const extraStaff = Math.min(40, Math.max(4, Math.floor(ctx.scaleUsers / 50)));
  let seq = seedStaff(builder, 0, extraStaff);
  seedPasswordTokens(builder);

  let particulars = 0;
  let professionals = 0;
  while (seq < ctx.scaleUsers) {
    // Alternating by weight keeps both kinds spread over the whole creation period.
    if (builder.rng.chance(0.4)) {
      seedCustomer(builder, seq, professionals, 'PROFESSIONAL');
      professionals += 1;
    } else {
      seedCustomer(builder, seq, particulars, 'PARTICULAR');
      particulars += 1;
    }
    seq += 1;
  }
  seedAssociations(data);
  return data;
}

/**
 * A few accounts start associated, so the association shows and dissociation can be tried: the
 * first particulars with a pp-account, each with a registered professional's account.
 */
function seedAssociations(data: PeopleData): void {
  const targets = data.professionalIds
    .map((id) => data.ppAccounts.require(data.users.require(id).ppAccountId!))
    .filter((account) => account.status === 'REGISTERED');
  const sources = data.particularIds
    .map((id) => data.users.require(id))
    .filter((user) => user.ppAccountId && user.status === 'ACTIVE')
    .slice(0, Math.min(3, targets.length));
  sources.forEach((user, index) => {
    data.ppAccounts.require(user.ppAccountId!).associatedAccountId = targets[index].id;
  });
}
