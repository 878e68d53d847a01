/**
 * Views of the people records, as the gateway sends them (the shapes of lib/domain/schemas).
 * Built on read from the normalised records, so a state change shows everywhere at once.
 */
import type {
  Communication,
  Company,
  Credentials,
  PaymentAccount,
  PpAccount,
  ProfileSegmentStatistics,
  User,
  UserListItem,
  UserWorks,
} from '@/lib/domain/schemas';
import type {
  CommunicationRecord,
  CompanyRecord,
  PaymentAccountRecord,
  PeopleData,
  ProfileRecord,
  UserRecord,
  WorksRecord,
} from './people-records';

export function companyView(company: CompanyRecord): Company {
  return {
    id: company.id,
    rid: company.rid,
    siret: company.siret,
    name: company.name,
    legalCategory: company.legalCategory,
    address: { ...company.address },
    ...(company.activityStartDate ? { activityStartDate: company.activityStartDate } : {}),
  };
}

export function ppAccountView(people: PeopleData, ppAccountId: string): PpAccount {
  const account = people.ppAccounts.require(ppAccountId);
  let associatedAccount: PpAccount['associatedAccount'];
  if (account.associatedAccountId) {
    const other = people.ppAccounts.get(account.associatedAccountId);
    const otherUser = other && people.users.get(other.userId);
    const otherCompany = otherUser?.companyId ? people.companies.get(otherUser.companyId) : undefined;
    if (other && otherUser && otherCompany) {
      associatedAccount = {
        id: other.id,
        rid: otherUser.rid,
        company: { id: otherCompany.id, rid: otherCompany.rid },
      };
    }
  }
  return {
    id: account.id,
    status: account.status,
    statusReasons: [...account.statusReasons],
    playerStatus: account.playerStatus,
    registrationFeeStatus: account.registrationFeeStatus,
    ...(associatedAccount ? { associatedAccount } : {}),
  };
}

function baseOf(user: UserRecord) {
  return {
    id: user.id,
    rid: user.rid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    userAccountStatus: user.status,
    createdAt: user.createdAt,
  };
}

/** A row of GET /users. */
export function userListItemView(people: PeopleData, user: UserRecord): UserListItem {
  const base = baseOf(user);
  switch (user.type) {
    case 'PROFESSIONAL':
      return {
        ...base,
        type: 'PROFESSIONAL',
        company: companyView(people.companies.get(user.companyId!)!),
        ppAccount: ppAccountView(people, user.ppAccountId!),
      };
    case 'PARTICULAR':
      return { ...base, type: 'PARTICULAR' };
    default:
      return { ...base, type: 'LMSG' };
  }
}

/** GET /users/:id: the particular's pp-account shows in this full form only (SPEC §3). */
export function userView(people: PeopleData, user: UserRecord): User {
  const item = userListItemView(people, user);
  const commercialPrograms = user.commercialPrograms.map((program) => ({ ...program }));
  if (item.type === 'PARTICULAR' && user.ppAccountId) {
    return { ...item, ppAccount: ppAccountView(people, user.ppAccountId), commercialPrograms };
  }
  return { ...item, commercialPrograms };
}

export function credentialsView(people: PeopleData, user: UserRecord): Credentials {
  const roles = people.credentials.get(user.id)?.roles ?? [];
  return { ...userListItemView(people, user), roles: [...roles] };
}

export function paymentAccountView(account: PaymentAccountRecord): PaymentAccount {
  return { id: account.id, iobAccount: { ...account.iobAccount }, pspAccount: { ...account.pspAccount } };
}

export function profileView(profile: ProfileRecord): ProfileSegmentStatistics {
  return {
    segment: profile.segment,
    segmentDays: profile.segmentDays,
    previousSegment: profile.previousSegment,
    previousSegmentDays: profile.previousSegmentDays,
    timesSegmentChangedLast6Months: profile.timesSegmentChangedLast6Months,
    segmentMax: profile.segmentMax,
  };
}

/** A professional's works; qualified types are the ones they are insured for. */
export function worksView(works: WorksRecord): UserWorks {
  return {
    departments: [...works.departments],
    jobs: [...works.jobs],
    types: works.types.map((type) => type.id),
    qualifiedTypes: works.types.filter((type) => type.insured).map((type) => type.id),
  };
}

export function communicationView(communication: CommunicationRecord): Communication {
  return {
    id: communication.id,
    channel: communication.channel,
    type: communication.type,
    recipientTo: communication.recipientTo,
    userId: communication.userId,
    status: communication.status,
    statusDate: communication.statusDate,
    sentAt: communication.sentAt,
  };
}
