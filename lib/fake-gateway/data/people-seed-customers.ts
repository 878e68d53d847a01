/**
 * The customers of the people seed: particulars and professionals with their pp-account, their
 * company (professionals) and their communications, and the few accounts that start associated.
 */
import type {
  DeactivationReason,
  PlayerStatus,
  ProfessionalAccountStatus,
  UserAccountStatus,
} from '@/lib/domain/enums';
import { deactivationReason, playerStatus, registrationFeeStatus } from '@/lib/domain/enums';
import { DAY_MS, luhnCheckDigit, ridCode, seedId, slug, toIso, type Rng } from '../core/seed-kit';
import {
  ADDITIONAL_ADDRESSES,
  COMMERCIAL_PROGRAMS,
  COMPANY_SUFFIXES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LEGAL_CATEGORIES,
  STREET_NAMES,
  STREET_TYPES,
  TOWNS,
  TRADES,
  type Town,
} from './french';
import {
  newUserRecord,
  type Address,
  type CompanyRecord,
  type PeopleData,
  type PpAccountRecord,
} from './people-records';
import { seedCommunications } from './people-seed-communications';
import { addUser, coverOrDraw, frenchMobile, uniqueEmail, type Builder } from './people-seed-kit';
import { hasSeededPaymentAccount } from './people-seed-on-read';

/** Shared by the users without a commercial program (most): never mutated, views copy it. */
const NO_PROGRAMS: { code: string; label: string }[] = [];
const SEED_START = Date.parse('2016-01-04T09:00:00+01:00');

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

function siret(rng: Rng): string {
  const sirenBody = rng.digits(8);
  const siren = `${rng.int(1, 9)}${sirenBody.slice(1)}`;
  const sirenFull = siren + luhnCheckDigit(siren);
  const body = sirenFull + rng.digits(4);
  return body + luhnCheckDigit(body);
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

export function seedCustomer(
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

/**
 * A few accounts start associated, so the association shows and dissociation can be tried: the
 * first particulars with a pp-account, each with a registered professional's account.
 */
export function seedAssociations(data: PeopleData): void {
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
