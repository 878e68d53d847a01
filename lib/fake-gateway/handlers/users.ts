import type { DeactivationReason } from '@/lib/domain/enums';
import { usersQuery } from '@/lib/domain/lists';
import { matchTerm, phoneDigits } from '@/lib/domain/phone-match';
import { createStaffUserRequest, deactivateUserRequest, updateMyPhoneRequest } from '@/lib/domain/requests';
import { staffEmail } from '@/lib/domain/rules/email';
import { sgid as sgidRule } from '@/lib/domain/rules/identifiers';
import { mobilePhone } from '@/lib/domain/rules/phone';
import { z } from 'zod';
import {
  badRequest,
  businessConflict,
  invalidState,
  json,
  normalizeText,
  paginate,
  parseJson,
  parseQuery,
  ridCode,
  route,
  toIso,
  type RouteContext,
} from '../core/route-kit';
import { newUserRecord, type UserRecord } from '../data/people-records';
import { activeProjectCountOf } from '../data/projects';
import { credentialsView, userListItemView, userView } from '../data/people-views';
import { userStateView } from '../data/user-state-views';
import { changeEmail } from './credentials';
import { issuePasswordToken } from './password-tokens';
import { requireRole } from './staff-access';

/** Deactivated for one of these reasons, a professional's accounts are suspended, not terminated. */
const TEMPORARY_REASONS = new Set<DeactivationReason>(['VACATIONS', 'PLANIFICATION']);
/** Where the anonymisation rule (SPEC §4) wants each account. */
const ANONYMISABLE_ACCOUNT = new Set(['UNREGISTERED', 'TERMINATED']);

const userSearchText = (ctx: RouteContext<unknown>) => (user: UserRecord) => {
  const company = user.companyId ? ctx.db.people.companies.get(user.companyId) : undefined;
  return [
    user.firstName,
    user.lastName,
    user.email,
    user.rid,
    user.phone && phoneDigits(user.phone),
    company?.name,
    company?.siret,
    user.id,
  ];
};

function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(result.error.issues[0]?.message ?? 'Valeur invalide.', result.error.issues);
  return result.data;
}

export const usersHandlers = [
  route('GET', '/users', (ctx) => {
    const query = parseQuery(ctx.query, usersQuery);
    const { people } = ctx.db;
    const needle = query.q ? normalizeText(matchTerm(query.q)) : undefined;
    const searchText = userSearchText(ctx);
    return paginate(people.users, query, {
      sorters: {
        createdAt: (user) => user.createdAt,
        lastName: (user) => user.lastName,
        rid: (user) => user.rid,
        email: (user) => user.email,
      },
      defaultSort: 'createdAt,desc',
      filter:
        needle || query.type || query.status
          ? (user) =>
              (!query.type || user.type === query.type) &&
              (!query.status || user.status === query.status) &&
              (!needle || people.users.searchText(user, 'users', searchText).includes(needle))
          : undefined,
      filterKey: JSON.stringify(['users', query.type, query.status, needle]),
      view: (user) => userListItemView(people, user),
    });
  }),

  route('POST', '/users/type/lmsg', async (ctx) => {
    requireRole(ctx, 'SUPPORT');
    const body = await parseJson(ctx.request, createStaffUserRequest);
    const { people, config } = ctx.db;
    const email = checked(staffEmail(config.staffDomain), body.email).toLowerCase();
    const sgid = checked(sgidRule, body.sgid);
    const phone = checked(mobilePhone, body.phone);
    if (people.emailIndex.has(email))
      throw businessConflict('USERNAME_ALREADY_IN_USE', 'Cet email est déjà utilisé.');
    const seq = 1_000_000 + people.users.size;
    const user = newUserRecord({
      id: ctx.db.ids.next('user'),
      seq,
      kindIndex: -1,
      rid: `E${ridCode(seq, 11)}`,
      type: 'LMSG',
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email,
      phone,
      status: 'NEW',
      createdAt: toIso(ctx.now),
      commercialPrograms: [],
      sgid,
      town: { postalCode: '75011', cityName: 'Paris', department: '75' },
    });
    people.users.insert(user);
    people.emailIndex.set(email, user.id);
    people.credentials.set(user.id, { userId: user.id, roles: [], password: null });
    people.staffIds.push(user.id);
    issuePasswordToken(ctx, user, 'CREATION');
    return json(credentialsView(people, user), 201);
  }),

  route('PATCH', '/users/me', async (ctx) => {
    const user = ctx.db.people.users.require(ctx.me());
    const body = await parseJson(ctx.request, updateMyPhoneRequest);
    user.phone = checked(mobilePhone, body.phone);
    ctx.db.people.users.touch();
    return userView(ctx.db.people, user);
  }),

  route('GET', '/users/:id', (ctx) => userView(ctx.db.people, ctx.db.people.users.require(ctx.params.id))),

  route('GET', '/users/:id/status', (ctx) =>
    userStateView(ctx.db.people, ctx.db.people.users.require(ctx.params.id), ctx.now),
  ),

  route('POST', '/users/:id/deactivate', async (ctx) => {
    const { people } = ctx.db;
    const user = people.users.require(ctx.params.id);
    const body = await parseJson(ctx.request, deactivateUserRequest);
    if (user.status !== 'NEW' && user.status !== 'PENDING_ACTIVATION' && user.status !== 'ACTIVE') {
      throw invalidState('Seul un compte nouveau, en attente d’activation ou activé peut être désactivé.');
    }
    user.status = 'INACTIVE';
    user.deactivation = {
      reason: body.reason,
      ...(body.comment ? { comment: body.comment } : {}),
      at: toIso(ctx.now),
    };
    const accountStatus = TEMPORARY_REASONS.has(body.reason) ? 'SUSPENDED' : 'TERMINATED';
    if (user.ppAccountId) {
      people.ppAccounts.update(user.ppAccountId, (account) => {
        if (account.status !== 'TERMINATED') account.status = accountStatus;
        account.statusReasons = [body.reason];
        account.playerStatus = 'NONE';
      });
    }
    if (user.saAccountStatus && user.saAccountStatus !== 'TERMINATED') user.saAccountStatus = accountStatus;
    people.users.touch();
    ctx.db.tokens.revokeUser(user.id);
    return userView(people, user);
  }),

  route('POST', '/users/:id/reactivate', (ctx) => {
    const { people } = ctx.db;
    const user = people.users.require(ctx.params.id);
    if (user.status !== 'INACTIVE') throw invalidState('Seul un compte désactivé peut être réactivé.');
    if (user.anonymizedAt) throw invalidState('Un compte anonymisé ne peut pas être réactivé.');
    user.status = 'ACTIVE';
    user.deactivation = undefined;
    // A suspension ends with the deactivation; a terminated account must register again.
    const reopened = (status: string) =>
      status === 'SUSPENDED' ? 'REGISTERED' : status === 'TERMINATED' ? 'UNREGISTERED' : status;
    if (user.ppAccountId) {
      people.ppAccounts.update(user.ppAccountId, (account) => {
        account.status = reopened(account.status) as typeof account.status;
        account.statusReasons = [];
      });
    }
    if (user.saAccountStatus)
      user.saAccountStatus = reopened(user.saAccountStatus) as typeof user.saAccountStatus;
    people.users.touch();
    return userView(people, user);
  }),

  route('POST', '/users/:id/anonymize', (ctx) => {
    const { people } = ctx.db;
    const user = people.users.require(ctx.params.id);
    const pp = user.ppAccountId ? people.ppAccounts.get(user.ppAccountId) : undefined;
    const accountsClosed =
      (!pp || ANONYMISABLE_ACCOUNT.has(pp.status)) &&
      (!user.saAccountStatus || ANONYMISABLE_ACCOUNT.has(user.saAccountStatus));
    if (user.status !== 'INACTIVE' || !accountsClosed || user.anonymizedAt) {
      throw invalidState(
        'Ce compte ne peut pas être anonymisé : il doit être désactivé et ses comptes résiliés.',
      );
    }
    if (user.type === 'PARTICULAR' && activeProjectCountOf(ctx.db, user.id) > 0) {
      throw businessConflict('USER_WITH_PROJECTS', 'Le particulier a au moins un projet en cours.');
    }
    user.firstName = 'Anonyme';
    user.lastName = 'Anonyme';
    user.phone = null;
    user.status = 'CLOSED';
    user.anonymizedAt = toIso(ctx.now);
    user.deactivation = { reason: 'ACCOUNT_ANONYMIZED', at: toIso(ctx.now) };
    changeEmail(ctx, user, `anonyme-${user.rid.toLowerCase()}@anonyme.invalid`);
    const credential = people.credentials.get(user.id);
    if (credential) credential.password = null;
    if (pp) {
      people.ppAccounts.update(pp.id, (account) => {
        account.status = 'TERMINATED';
        account.statusReasons = ['ACCOUNT_ANONYMIZED'];
      });
    }
    ctx.db.tokens.revokeUser(user.id);
    return userView(people, user);
  }),
];
