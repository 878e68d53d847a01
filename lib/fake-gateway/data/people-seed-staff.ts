/**
 * The staff side of the people seed: the documented staff accounts (docs/gateway-contract.md), a
 * few more drawn at random, their credentials and the password tokens of the create-password and
 * reset flows.
 */
import { ROLES, type Role } from '@/lib/domain/roles';
import type { UserAccountStatus } from '@/lib/domain/enums';
import { DAY_MS, ridCode, seedId, slug, toIso, type Rng } from '../core/seed-kit';
import { FIRST_NAMES, LAST_NAMES, TOWNS } from './french';
import { newUserRecord, type PasswordTokenPurpose } from './people-records';
import { addUser, frenchMobile, uniqueEmail, type Builder } from './people-seed-kit';

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

/**
 * The support team's second agent: the first of the extra staff, drawn like the others so that the
 * rest of the seed stays the same, and given every discussion of support@ once the projects are
 * seeded (project-seed.ts), so that two SUPPORT agents share one inbox.
 */
export const SECOND_SUPPORT_AGENT = {
  local: 'support-2',
  firstName: 'Julien',
  lastName: 'Fontaine',
  status: 'ACTIVE',
  roles: ['SUPPORT'],
} as const satisfies (typeof STAFF_ACCOUNTS)[number];

/**
 * The second FINANCE account, so that a request for approval (a credit note above its threshold)
 * has someone other than its requester to decide it: the second of the extra staff, drawn like the
 * others so that the rest of the seed stays the same.
 */
export const SECOND_FINANCE_AGENT = {
  local: 'finance-2',
  firstName: 'Laure',
  lastName: 'Vasseur',
  status: 'ACTIVE',
  roles: ['FINANCE'],
} as const satisfies (typeof STAFF_ACCOUNTS)[number];

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

function sgid(rng: Rng): string {
  return `${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(7)}`;
}

export function seedStaff(builder: Builder, seqStart: number, extraStaff: number): number {
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
    const agent = [SECOND_SUPPORT_AGENT, SECOND_FINANCE_AGENT][index];
    if (agent) addStaff(agent.firstName, agent.lastName, agent.local, agent.status, [...agent.roles]);
    else addStaff(firstName, lastName, `${slug(firstName, '.')}.${slug(lastName, '.')}`, status, roles);
  }
  return seq;
}

export function seedPasswordTokens(builder: Builder): void {
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
