import type { ListFilter } from '@/components/data-table/filter-bar';
import { userAccountStatusFilter } from '@/lib/domain/enums';
import type { UserListItem } from '@/lib/domain/schemas';
import { userTypeFilter } from '@/lib/lists/users';

export const USERS_COLUMN_HEADERS = [
  'RID',
  'Nom',
  'E-mail',
  'Téléphone',
  'Type',
  'Statut',
  'Créé le',
] as const;

export const USERS_FILTERS: readonly ListFilter[] = [
  { kind: 'text', name: 'q', label: 'Recherche', placeholder: 'Nom, e-mail, téléphone, RID…' },
  { kind: 'select', name: 'type', label: 'Type', options: userTypeFilter.options },
  { kind: 'select', name: 'status', label: 'Statut du compte', options: userAccountStatusFilter.options },
];

/** What the table shows of a user: all the browser gets of each row (not the company nor the account). */
export type UserRow = Pick<
  UserListItem,
  'id' | 'rid' | 'firstName' | 'lastName' | 'email' | 'phone' | 'type' | 'userAccountStatus' | 'createdAt'
>;

export function toUserRow(user: UserListItem): UserRow {
  const { id, rid, firstName, lastName, email, phone, type, userAccountStatus, createdAt } = user;
  return { id, rid, firstName, lastName, email, phone, type, userAccountStatus, createdAt };
}
