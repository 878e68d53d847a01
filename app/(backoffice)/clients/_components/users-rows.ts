import 'server-only';
import { formatDate } from '@/lib/domain/dates';
import type { UserListItem } from '@/lib/domain/schemas';

/**
 * What the table shows of a user: all the browser gets of each row (not the company nor the
 * account), its date as the cell writes it.
 */
export type UserRow = Pick<
  UserListItem,
  'id' | 'rid' | 'firstName' | 'lastName' | 'email' | 'phone' | 'type' | 'userAccountStatus'
> & { createdAt: string };

export function toUserRow(user: UserListItem): UserRow {
  const { id, rid, firstName, lastName, email, phone, type, userAccountStatus, createdAt } = user;
  return {
    id,
    rid,
    firstName,
    lastName,
    email,
    phone,
    type,
    userAccountStatus,
    createdAt: formatDate(createdAt),
  };
}
