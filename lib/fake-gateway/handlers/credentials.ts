import { credentialsQuery } from '@/lib/domain/lists';
import { PASSWORD_TOKEN_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import {
  changePasswordQuery,
  createPasswordRequest,
  replaceRolesRequest,
  resetPasswordQuery,
} from '@/lib/domain/requests';
import { password as passwordRule } from '@/lib/domain/rules/password';
import type { PasswordTokenStatus } from '@/lib/domain/requests';
import {
  badRequest,
  fail,
  invalidState,
  paginate,
  parseForm,
  parseJson,
  parseQuery,
  route,
  toIso,
  type RouteContext,
} from '../core/route-kit';
import { normalizeText } from '../core/table';
import type { UserRecord } from '../data/people-records';
import { credentialsView } from '../data/people-views';
import { issuePasswordToken, usableToken } from './password-tokens';
import { requireRole, staffUser } from './staff-access';

function checkPasswordStrength(value: string): void {
  const checked = passwordRule.safeParse(value);
  if (!checked.success)
    throw badRequest(checked.error.issues[0]?.message ?? 'Mot de passe invalide.', checked.error.issues);
}

const tokenExpired = () => fail(404, 'NOT_FOUND', PASSWORD_TOKEN_EXPIRED_MESSAGE);

/** Moves an e-mail in the sign-in index. */
export function changeEmail(ctx: RouteContext<unknown>, user: UserRecord, email: string): void {
  const { people } = ctx.db;
  people.emailIndex.delete(user.email.toLowerCase());
  user.email = email;
  people.emailIndex.set(email.toLowerCase(), user.id);
  people.users.touch();
}

const staffSearchText = (user: UserRecord) => [
  user.firstName,
  user.lastName,
  user.email,
  user.rid,
  user.sgid,
];

export const credentialsHandlers = [
  route(
    'POST',
    '/credentials/password/:token/awake',
    (ctx): PasswordTokenStatus => {
      const token = usableToken(ctx, ctx.params.token);
      if (!token) throw tokenExpired();
      if (token.authenticationCode) {
        // Waking a token that needs a code sends the code by SMS.
        const user = ctx.db.people.users.require(token.userId);
        if (user.phone) {
          ctx.db.people.communications.insert({
            id: ctx.db.ids.next('communication'),
            userId: user.id,
            channel: 'SMS',
            type: 'AUTHENTICATION_CODE',
            recipientTo: user.phone,
            status: 'SENT',
            statusDate: toIso(ctx.now),
            sentAt: toIso(ctx.now),
          });
        }
      }
      return { email: token.email, authenticationCodeRequired: token.authenticationCode !== undefined };
    },
    { public: true },
  ),

  route(
    'POST',
    '/credentials/password/reset',
    (ctx) => {
      const { email } = parseQuery(ctx.query, resetPasswordQuery);
      const userId = ctx.db.people.emailIndex.get(email.trim().toLowerCase());
      const user = userId ? ctx.db.people.users.get(userId) : undefined;
      // Same answer for an unknown address, so the call does not tell which e-mails exist.
      if (
        user &&
        ctx.db.people.credentials.has(user.id) &&
        user.status !== 'INACTIVE' &&
        user.status !== 'CLOSED'
      ) {
        issuePasswordToken(ctx, user, 'RESET');
      }
      return undefined;
    },
    { public: true },
  ),

  route('POST', '/credentials/password/change', (ctx) => {
    const userId = ctx.me();
    const { oldPassword, newPassword } = parseQuery(ctx.query, changePasswordQuery);
    const credential = ctx.db.people.credentials.get(userId);
    if (!credential) throw fail(403, 'FORBIDDEN', "Ce compte n'a pas de mot de passe.");
    if (credential.password !== oldPassword)
      throw fail(400, 'UNMATCHING_PASSWORD', 'Mot de passe non reconnu.');
    checkPasswordStrength(newPassword);
    credential.password = newPassword;
    return undefined;
  }),

  route(
    'POST',
    '/credentials/password/:token',
    async (ctx) => {
      const body = await parseForm(ctx.request, createPasswordRequest);
      const token = usableToken(ctx, ctx.params.token);
      if (!token) throw tokenExpired();
      if (token.authenticationCode && body.authenticationCode?.trim() !== token.authenticationCode) {
        throw fail(400, 'INVALID_AUTHENTICATION_CODE', "Code d'authentification incorrect.");
      }
      checkPasswordStrength(body.password);
      const { people } = ctx.db;
      const user = people.users.require(token.userId);
      if (user.status === 'INACTIVE' || user.status === 'CLOSED')
        throw invalidState('Ce compte est désactivé.');
      const credential = people.credentials.get(user.id) ?? { userId: user.id, roles: [], password: null };
      credential.password = body.password;
      people.credentials.set(user.id, credential);
      // Setting the first password (or resetting it) activates an account not yet active.
      if (user.status === 'NEW' || user.status === 'PENDING_ACTIVATION') {
        user.status = 'ACTIVE';
        people.users.touch();
      }
      token.usedAt = toIso(ctx.now);
      return undefined;
    },
    { public: true },
  ),

  route('GET', '/credentials/mine', (ctx) =>
    credentialsView(ctx.db.people, ctx.db.people.users.require(ctx.me())),
  ),

  route('GET', '/credentials/lmsg', (ctx) => {
    requireRole(ctx, 'SUPPORT');
    const query = parseQuery(ctx.query, credentialsQuery);
    const { people } = ctx.db;
    const needle = query.q ? normalizeText(query.q) : undefined;
    return paginate(people.users, query, {
      sorters: {
        createdAt: (user) => user.createdAt,
        lastName: (user) => user.lastName,
        email: (user) => user.email,
      },
      defaultSort: 'lastName,asc',
      filter: (user) =>
        user.type === 'LMSG' &&
        (!query.status || user.status === query.status) &&
        (!query.role || (people.credentials.get(user.id)?.roles.includes(query.role) ?? false)) &&
        (!needle || people.users.searchText(user, 'staff-credentials', staffSearchText).includes(needle)),
      // The role filter reads the credentials, which change without touching the users table.
      filterKey: query.role ? undefined : JSON.stringify(['staff-credentials', query.status, needle]),
      view: (user) => credentialsView(people, user),
    });
  }),

  route('GET', '/credentials/:id', (ctx) => {
    requireRole(ctx, 'SUPPORT');
    return credentialsView(ctx.db.people, staffUser(ctx, ctx.params.id));
  }),

  route('PUT', '/credentials/:id/roles', async (ctx) => {
    requireRole(ctx, 'SUPPORT');
    const user = staffUser(ctx, ctx.params.id);
    const roles = await parseJson(ctx.request, replaceRolesRequest);
    const { people } = ctx.db;
    const credential = people.credentials.get(user.id) ?? { userId: user.id, roles: [], password: null };
    credential.roles = [...new Set(roles)];
    people.credentials.set(user.id, credential);
    people.users.touch();
    return credentialsView(people, user);
  }),

  route('POST', '/credentials/:id/email/release', (ctx) => {
    requireRole(ctx, 'SUPPORT');
    const user = staffUser(ctx, ctx.params.id);
    // Only a staff account that no longer works may give its address to a new account.
    if (user.status !== 'INACTIVE' && user.status !== 'CLOSED') {
      throw invalidState("L'email d'un compte actif ne peut pas être libéré.");
    }
    if (user.email.startsWith('libere-')) throw invalidState("L'email de ce compte est déjà libéré.");
    const [local, domain] = user.email.split('@');
    changeEmail(ctx, user, `libere-${user.rid.toLowerCase()}.${local}@${domain}`);
    return credentialsView(ctx.db.people, user);
  }),
];
