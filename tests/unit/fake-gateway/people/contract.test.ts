/**
 * Contract: every call of the core and people side answers what the lib/domain schemas accept,
 * so the fake and the gateway client cannot drift. Each route of these modules must be listed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insuredTypesResponse, oauthErrorResponse, passwordTokenStatus } from '@/lib/domain/requests';
import {
  bankDetailsSchema,
  communicationSchema,
  credentialsSchema,
  departmentSchema,
  jobSchema,
  oauthTokenResponseSchema,
  pageOf,
  paymentAccountSchema,
  profileSegmentStatisticsSchema,
  userListItemSchema,
  userSchema,
  userStateSchema,
  userWorksSchema,
  workTypeSchema,
} from '@/lib/domain/schemas';
import { communicationsHandlers } from '@/lib/fake-gateway/handlers/communications';
import { credentialsHandlers } from '@/lib/fake-gateway/handlers/credentials';
import { loggerHandlers } from '@/lib/fake-gateway/handlers/logger';
import { oauthHandlers } from '@/lib/fake-gateway/handlers/oauth';
import { paymentHandlers } from '@/lib/fake-gateway/handlers/payment';
import { ppAccountsHandlers } from '@/lib/fake-gateway/handlers/pp-accounts';
import { profilesHandlers } from '@/lib/fake-gateway/handlers/profiles';
import { syncHandlers } from '@/lib/fake-gateway/handlers/sync';
import { usersHandlers } from '@/lib/fake-gateway/handlers/users';
import { worksHandlers } from '@/lib/fake-gateway/handlers/works';
import type { FakeGateway } from '@/lib/fake-gateway';
import { CLIENT, call, staffEmail, tokenFor, startFakeGateway, type CallOptions } from '../core/harness';

const { gateway } = startFakeGateway();

const noBody = z.undefined();
const errorBody = z.object({ code: z.string().min(1), message: z.string(), processId: z.string().min(1) });

interface Case {
  /** `METHOD /declared/path` */
  route: string;
  path: (gateway: FakeGateway) => string;
  options?: CallOptions & { as?: string };
  status: number;
  schema: z.ZodType;
}

const people = (g: FakeGateway) => g.db().people;
const pro = (g: FakeGateway) =>
  people(g).professionalIds.find((id) => people(g).paymentAccounts.get(id)?.pspAccount.id)!;
const staffId = (g: FakeGateway, local: string) => people(g).emailIndex.get(staffEmail(local))!;
const inactiveTerminated = (g: FakeGateway) =>
  people(g)
    .users.values()
    .find(
      (user) =>
        user.type === 'PROFESSIONAL' &&
        user.status === 'INACTIVE' &&
        user.saAccountStatus === 'TERMINATED' &&
        people(g).ppAccounts.get(user.ppAccountId!)?.status === 'TERMINATED',
    )!.id;
const activeParticular = (g: FakeGateway) =>
  people(g)
    .users.values()
    .find((user) => user.type === 'PARTICULAR' && user.status === 'ACTIVE')!.id;
const freePro = (g: FakeGateway, skip = 0) =>
  people(g)
    .professionalIds.map((id) => people(g).users.require(id))
    .filter((user) => people(g).ppAccounts.require(user.ppAccountId!).status === 'REGISTERED')[skip];

const cases: Case[] = [
  {
    route: 'POST /oauth/token',
    path: () => '/oauth/token',
    options: { form: { grant_type: 'client_credentials', ...CLIENT, scope: 'any' } },
    status: 200,
    schema: oauthTokenResponseSchema,
  },
  {
    route: 'POST /oauth/token',
    path: () => '/oauth/token',
    options: { form: { grant_type: 'password', ...CLIENT, scope: 'any', username: 'x', password: 'y' } },
    status: 400,
    schema: oauthErrorResponse,
  },
  {
    route: 'POST /logger',
    path: () => '/logger',
    options: { json: { level: 'info', message: 'ok' } },
    status: 204,
    schema: noBody,
  },
  { route: 'GET /users', path: () => '/users', status: 200, schema: pageOf(userListItemSchema) },
  { route: 'GET /users/:id', path: (g) => `/users/${pro(g)}`, status: 200, schema: userSchema },
  { route: 'GET /users/:id', path: () => '/users/unknown', status: 404, schema: errorBody },
  {
    route: 'GET /users/:id/status',
    path: (g) => `/users/${pro(g)}`.concat('/status'),
    status: 200,
    schema: userStateSchema,
  },
  {
    route: 'POST /users/type/lmsg',
    path: () => '/users/type/lmsg',
    options: {
      json: {
        firstName: 'Léo',
        lastName: 'Petit',
        email: 'leo.petit@groupe.example',
        phone: '0612345678',
        sgid: 'C1234567',
      },
    },
    status: 201,
    schema: credentialsSchema,
  },
  {
    route: 'PATCH /users/me',
    path: () => '/users/me',
    options: { method: 'PATCH', json: { phone: '0712345678' } },
    status: 200,
    schema: userSchema,
  },
  {
    route: 'POST /users/:id/deactivate',
    path: (g) => `/users/${activeParticular(g)}/deactivate`,
    options: { json: { reason: 'DISSATISFIED' } },
    status: 200,
    schema: userSchema,
  },
  {
    route: 'POST /users/:id/deactivate',
    path: (g) => `/users/${staffId(g, 'closed')}/deactivate`,
    options: { json: { reason: 'OTHER' } },
    status: 409,
    schema: errorBody,
  },
  {
    route: 'POST /users/:id/reactivate',
    path: (g) => `/users/${staffId(g, 'inactive')}/reactivate`,
    options: { method: 'POST' },
    status: 200,
    schema: userSchema,
  },
  {
    route: 'POST /users/:id/anonymize',
    path: (g) => `/users/${inactiveTerminated(g)}/anonymize`,
    options: { method: 'POST' },
    status: 200,
    schema: userSchema,
  },
  { route: 'GET /credentials/mine', path: () => '/credentials/mine', status: 200, schema: credentialsSchema },
  {
    route: 'GET /credentials/lmsg',
    path: () => '/credentials/lmsg',
    status: 200,
    schema: pageOf(credentialsSchema),
  },
  {
    route: 'GET /credentials/:id',
    path: (g) => `/credentials/${staffId(g, 'cc')}`,
    status: 200,
    schema: credentialsSchema,
  },
  {
    route: 'PUT /credentials/:id/roles',
    path: (g) => `/credentials/${staffId(g, 'cc')}/roles`,
    options: { method: 'PUT', json: ['CC', 'CA'] },
    status: 200,
    schema: credentialsSchema,
  },
  {
    route: 'POST /credentials/:id/email/release',
    path: (g) => `/credentials/${staffId(g, 'closed')}/email/release`,
    options: { method: 'POST' },
    status: 200,
    schema: credentialsSchema,
  },
  {
    route: 'POST /credentials/password/:token/awake',
    path: () => '/credentials/password/jeton-creation-code/awake',
    options: { method: 'POST' },
    status: 200,
    schema: passwordTokenStatus,
  },
  {
    route: 'POST /credentials/password/:token',
    path: () => '/credentials/password/jeton-creation-valide',
    options: { form: { password: 'Contrat2020' } },
    status: 204,
    schema: noBody,
  },
  {
    route: 'POST /credentials/password/reset',
    path: () => '/credentials/password/reset',
    options: { method: 'POST', query: { email: 'bd@groupe.example' } },
    status: 204,
    schema: noBody,
  },
  {
    route: 'POST /credentials/password/change',
    path: () => '/credentials/password/change',
    options: { method: 'POST', query: { oldPassword: 'Renovation2020', newPassword: 'Contrat2020' } },
    status: 204,
    schema: noBody,
  },
  {
    route: 'GET /payment/payment-account',
    path: (g) => `/payment/payment-account?userId=${pro(g)}`,
    status: 200,
    schema: paymentAccountSchema,
  },
  {
    route: 'GET /payment/project/:projectId/viban',
    path: (g) =>
      `/payment/project/${
        g
          .db()
          .projects.projects.values()
          .find((project) => project.paymentProvider !== 'NONE')?.id ?? 'none'
      }/viban`,
    status: 200,
    schema: bankDetailsSchema,
  },
  {
    route: 'GET /payment-accounts/:id/:provider/link',
    path: (g) => `/payment-accounts/${people(g).paymentAccounts.get(pro(g))!.id}/psp/link`,
    status: 200,
    schema: z.string().url(),
  },
  {
    route: 'POST /pp-accounts/:id/associate',
    path: (g) => `/pp-accounts/${freePro(g, 0).ppAccountId}/associate`,
    options: { json: { accountId: 'placeholder' } },
    status: 200,
    schema: userSchema,
  },
  {
    route: 'POST /pp-accounts/:id/dissociate',
    path: (g) =>
      `/pp-accounts/${
        people(g)
          .ppAccounts.values()
          .find((account) => account.associatedAccountId)!.id
      }/dissociate`,
    options: { method: 'POST' },
    status: 200,
    schema: userSchema,
  },
  {
    route: 'GET /profiles/:id',
    path: (g) => `/profiles/${people(g).professionalIds.find((id) => people(g).profiles.has(id))}`,
    status: 200,
    schema: profileSegmentStatisticsSchema,
  },
  { route: 'GET /works/jobs', path: () => '/works/jobs', status: 200, schema: z.array(jobSchema) },
  {
    route: 'GET /works/departments',
    path: () => '/works/departments',
    status: 200,
    schema: z.array(departmentSchema),
  },
  { route: 'GET /works/types', path: () => '/works/types', status: 200, schema: z.array(workTypeSchema) },
  {
    route: 'GET /works/types/:id/insured',
    path: (g) => `/works/types/${people(g).professionalIds[0]}/insured`,
    status: 200,
    schema: insuredTypesResponse,
  },
  {
    route: 'GET /works/:id',
    path: (g) => `/works/${people(g).professionalIds[0]}`,
    status: 200,
    schema: userWorksSchema,
  },
  {
    route: 'PATCH /works/:id',
    path: (g) => `/works/${people(g).professionalIds[0]}`,
    options: { method: 'PATCH', json: { jobs: ['job-plombier'] } },
    status: 200,
    schema: userWorksSchema,
  },
  {
    route: 'GET /communications',
    path: () => '/communications?statuses=SENT&statuses=OPENED',
    status: 200,
    schema: pageOf(communicationSchema),
  },
  {
    route: 'POST /tooling/domain-events/sync',
    path: () => '/tooling/domain-events/sync',
    options: { json: 'placeholder' },
    status: 204,
    schema: noBody,
  },
];

const routesOfThisSide = [
  ...oauthHandlers,
  ...loggerHandlers,
  ...credentialsHandlers,
  ...usersHandlers,
  ...paymentHandlers,
  ...ppAccountsHandlers,
  ...profilesHandlers,
  ...worksHandlers,
  ...communicationsHandlers,
  ...syncHandlers,
];

describe('contract of the core and people calls', () => {
  it('lists a case for every route', () => {
    const covered = new Set(cases.map((entry) => entry.route));
    expect(
      routesOfThisSide.map((route) => `${route.method} ${route.path}`).filter((route) => !covered.has(route)),
    ).toEqual([]);
  });

  it.each(cases.map((entry) => [`${entry.route} → ${entry.status}`, entry] as const))(
    '%s parses with its schema',
    async (_, entry) => {
      const token = await tokenFor(staffEmail('support'));
      const options: CallOptions = { token, ...entry.options };
      if (entry.route === 'POST /pp-accounts/:id/associate')
        options.json = {
          accountId: gateway.db().people.ppAccounts.require(freePro(gateway, 1).ppAccountId!).id,
        };
      if (entry.route === 'POST /tooling/domain-events/sync')
        options.json = [{ type: 'USER', mode: 'ID', id: activeParticular(gateway) }];
      const result = await call(entry.path(gateway), options);
      expect(result.status, result.text).toBe(entry.status);
      const parsed = entry.schema.safeParse(result.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );
});
