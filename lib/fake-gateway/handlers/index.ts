import type { HttpHandler } from 'msw';
import { toMswHandlers, type RouteDef } from '../core/route';
import { linkRecordVersions } from '../core/versions';
import { communicationsHandlers } from './communications';
import { controlHandlers } from './control';
import { credentialsHandlers } from './credentials';
import { loggerHandlers } from './logger';
import { oauthHandlers } from './oauth';
import { paymentHandlers } from './payment';
import { ppAccountsHandlers } from './pp-accounts';
import { profilesHandlers } from './profiles';
import { projectDomainHandlers } from './project-domain';
import { documentControlHandlers } from './project-domain/documents';
import { syncHandlers } from './sync';
import { usersHandlers } from './users';
import { worksHandlers } from './works';

/** Every call of SPEC §7 plus the /__fake control endpoints, with the records' versions linked. */
export const allRoutes: readonly RouteDef[] = linkRecordVersions([
  ...controlHandlers,
  ...documentControlHandlers,
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
  ...projectDomainHandlers,
]);

/** msw handlers for every route under `baseUrl` (e.g. http://127.0.0.1:4010). */
export function createHandlers(baseUrl: string): HttpHandler[] {
  return toMswHandlers(allRoutes, baseUrl);
}
