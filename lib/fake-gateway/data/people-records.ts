/**
 * The people records of the fake gateway's store: users (particulars, professionals, staff) with
 * their companies and pp-accounts, staff credentials and roles, password tokens, payment
 * accounts, segment profiles, works and the communications sent. Records are normalised (ids for
 * relations); views are built on read (people-views.ts); people.ts seeds them.
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
import type { UserSummary } from '@/lib/domain/schemas';
import type { Role } from '@/lib/domain/roles';
import type { LazyMap } from '../core/lazy';
import type { Table } from '../core/seed-kit';
import type { Town } from './french';

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
