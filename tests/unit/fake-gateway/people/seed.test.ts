import { beforeAll, describe, expect, it } from 'vitest';
import {
  communicationChannel,
  communicationStatus,
  deactivationReason,
  documentStatus,
  paymentAccountStatus,
  paymentProvider,
  playerStatus,
  professionalAccountStatus,
  professionalSegment,
  registrationFeeStatus,
  registrationStatus,
  requirementCode,
  requirementStatus,
  userAccountStatus,
  userType,
} from '@/lib/domain/enums';
import { ROLES } from '@/lib/domain/roles';
import type { Requirement, UserState } from '@/lib/domain/schemas';
import { DEFAULT_CONFIG } from '@/lib/fake-gateway/core/config';
import { Table } from '@/lib/fake-gateway/core/table';
import { LazyMap } from '@/lib/fake-gateway/core/lazy';
import { isLuhnValid } from '@/lib/fake-gateway/core/luhn';
import type { PeopleData } from '@/lib/fake-gateway/data/people';
import { userStateView } from '@/lib/fake-gateway/data/user-state-views';
import { buildSeed, type SeedData } from '@/lib/fake-gateway/store';

const NOW = new Date('2020-03-03T10:00:00+01:00');
let seed: SeedData;
let people: PeopleData;

beforeAll(() => {
  seed = buildSeed(DEFAULT_CONFIG, NOW);
  people = seed.people;
});

/** Everything a seed holds, as plain data (lazy records are read for every user). */
function snapshot(data: SeedData): unknown {
  const plain = (value: unknown): unknown => {
    if (value instanceof Table) return value.values();
    if (value instanceof Map) return [...value.entries()];
    if (value instanceof LazyMap) return data.people.users.values().map((user) => value.get(user.id) ?? null);
    return value;
  };
  const section = (record: object) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => typeof value !== 'function')
        .map(([key, value]) => [key, plain(value)]),
    );
  return { people: section(data.people), projects: section(data.projects) };
}

describe('people seed', () => {
  it('builds at least 500 users at the default scale, in well under a second', () => {
    const started = performance.now();
    const again = buildSeed(DEFAULT_CONFIG, NOW);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(again.people.users.size).toBe(DEFAULT_CONFIG.scaleUsers);
    expect(people.users.size).toBeGreaterThanOrEqual(500);
    expect(people.particularIds.length).toBeGreaterThan(250);
    expect(people.professionalIds.length).toBeGreaterThan(150);
  });

  it('gives identical data on two starts', () => {
    expect(JSON.stringify(snapshot(buildSeed(DEFAULT_CONFIG, NOW)))).toBe(JSON.stringify(snapshot(seed)));
  });

  it('has one ACTIVE staff account per role with the documented e-mail, plus one per other state and one without role', () => {
    const byEmail = (email: string) => people.users.require(people.emailIndex.get(email)!);
    for (const role of ROLES) {
      const user = byEmail(`${role.toLowerCase()}@groupe.example`);
      expect(user).toMatchObject({ type: 'LMSG', status: 'ACTIVE' });
      expect(people.credentials.get(user.id)).toMatchObject({ roles: [role], password: 'Renovation2020' });
    }
    expect(byEmail('new@groupe.example').status).toBe('NEW');
    expect(byEmail('pending-activation@groupe.example').status).toBe('PENDING_ACTIVATION');
    expect(byEmail('inactive@groupe.example').status).toBe('INACTIVE');
    expect(byEmail('closed@groupe.example').status).toBe('CLOSED');
    const noRole = byEmail('sans-role@groupe.example');
    expect(noRole.status).toBe('ACTIVE');
    expect(people.credentials.get(noRole.id)?.roles).toEqual([]);
  });

  it('gives every user a unique e-mail and a RID of the right shape', () => {
    const emails = new Set(people.users.values().map((user) => user.email.toLowerCase()));
    expect(emails.size).toBe(people.users.size);
    const rids = new Set<string>();
    for (const user of people.users.values()) {
      expect(user.rid).toMatch(/^[UCE][A-Z0-9]{4}$/);
      expect(user.rid[0]).toBe({ PARTICULAR: 'U', PROFESSIONAL: 'C', LMSG: 'E' }[user.type]);
      rids.add(user.rid);
    }
    expect(rids.size).toBe(people.users.size);
  });

  it('gives every professional a company with a Luhn-valid SIRET and a pp-account', () => {
    for (const id of people.professionalIds) {
      const user = people.users.require(id);
      const company = people.companies.get(user.companyId!)!;
      expect(company.siret).toMatch(/^\d{14}$/);
      expect(isLuhnValid(company.siret)).toBe(true);
      expect(isLuhnValid(company.siret.slice(0, 9))).toBe(true);
      expect(company.address.postalCode).toMatch(/^\d{5}$/);
      expect(people.ppAccounts.require(user.ppAccountId!).userId).toBe(id);
    }
  });

  it('shows every value of the people enumerations on at least one record', () => {
    const users = people.users.values();
    const pps = people.ppAccounts.values();
    const payments = users.flatMap((user) => people.paymentAccounts.get(user.id) ?? []);
    const profiles = people.professionalIds.flatMap((id) => people.profiles.get(id) ?? []);
    const states: UserState[] = users.map((user) => userStateView(people, user, NOW));
    const requirements = states.flatMap((state) =>
      [
        state.userAccountState.registration,
        state.ppAccountState?.registration,
        state.saAccountState?.registration,
      ]
        .flatMap((registration) => registration?.requirements ?? [])
        .flatMap(function walk(requirement: Requirement): Requirement[] {
          return [requirement, ...requirement.children.flatMap(walk)];
        }),
    );
    const registrations = states.flatMap((state) =>
      [
        state.userAccountState.registration,
        state.ppAccountState?.registration,
        state.saAccountState?.registration,
      ].filter((registration) => registration !== undefined && registration !== null),
    );
    const communications = people.communications.values();
    const seen: [{ values: readonly string[] }, Iterable<string>][] = [
      [userType, users.map((user) => user.type)],
      [userAccountStatus, users.map((user) => user.status)],
      [
        professionalAccountStatus,
        [...pps.map((pp) => pp.status), ...users.flatMap((user) => user.saAccountStatus ?? [])],
      ],
      [playerStatus, pps.map((pp) => pp.playerStatus)],
      [registrationFeeStatus, pps.map((pp) => pp.registrationFeeStatus)],
      [deactivationReason, pps.flatMap((pp) => pp.statusReasons)],
      [
        paymentAccountStatus,
        payments.flatMap((account) => [account.iobAccount.status, account.pspAccount.status]),
      ],
      [
        paymentProvider,
        payments.flatMap((account) => [account.iobAccount.provider, account.pspAccount.provider]),
      ],
      [professionalSegment, profiles.flatMap((profile) => [profile.segment])],
      [registrationStatus, registrations.map((registration) => registration.status)],
      [requirementStatus, requirements.map((requirement) => requirement.status)],
      [requirementCode, requirements.map((requirement) => requirement.code)],
      [
        documentStatus,
        states.flatMap((state) =>
          [
            ...(state.ppAccountState?.registration.documents ?? []),
            ...(state.saAccountState?.registration.documents ?? []),
          ].map((document) => document.status),
        ),
      ],
      [communicationChannel, communications.map((communication) => communication.channel)],
      [communicationStatus, communications.map((communication) => communication.status)],
    ];
    for (const [catalogue, values] of seen) {
      const found = new Set(values);
      expect(catalogue.values.filter((value) => !found.has(value))).toEqual([]);
    }
  });

  it('seeds the documented password tokens', () => {
    const tokens = new Map(people.passwordTokens.values().map((token) => [token.id, token]));
    expect(tokens.get('jeton-creation-valide')).toMatchObject({
      email: 'new@groupe.example',
      purpose: 'CREATION',
    });
    expect(Date.parse(tokens.get('jeton-creation-valide')!.expiresAt)).toBeGreaterThan(NOW.getTime());
    expect(Date.parse(tokens.get('jeton-creation-expire')!.expiresAt)).toBeLessThan(NOW.getTime());
    expect(tokens.get('jeton-creation-code')).toMatchObject({
      email: 'pending-activation@groupe.example',
      authenticationCode: '123456',
    });
    expect(tokens.get('jeton-reinitialisation-valide')).toMatchObject({
      email: 'cc@groupe.example',
      purpose: 'RESET',
    });
  });
});
