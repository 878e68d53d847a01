import type { Role } from '@/lib/domain/roles';
import { forbidden, notFound, type RouteContext } from '../core/route-kit';
import type { UserRecord } from '../data/people-records';

/**
 * Staff administration (credentials, roles, staff creation) is SUPPORT's (SPEC §6); the fake
 * refuses it to other roles and to client-credentials tokens with 403 FORBIDDEN, as the
 * gateway would.
 */
export function requireRole(ctx: RouteContext<unknown>, role: Role): string {
  const userId = ctx.me();
  if (!ctx.db.people.credentials.get(userId)?.roles.includes(role)) throw forbidden();
  return userId;
}

/** A staff (LMSG) user, or 404: credentials exist for staff only. */
export function staffUser(ctx: RouteContext<unknown>, id: string): UserRecord {
  const user = ctx.db.people.users.get(id);
  if (!user || user.type !== 'LMSG') throw notFound('Identifiants', id);
  return user;
}
