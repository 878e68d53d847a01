import type { ListFilter } from '@/components/data-table/filter-bar';
import { userAccountStatus } from '@/lib/domain/enums';
import { ROLE_LABELS, ROLES } from '@/lib/domain/roles';
import type { Credentials } from '@/lib/domain/schemas';

export const CREDENTIALS_COLUMN_HEADERS = ['Nom', 'E-mail', 'Rôles', 'Statut'] as const;

export const CREDENTIALS_FILTERS: readonly ListFilter[] = [
  { kind: 'text', name: 'q', label: 'Recherche', placeholder: 'Nom, e-mail, RID, SGID…' },
  {
    kind: 'select',
    name: 'role',
    label: 'Rôle',
    options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  },
  { kind: 'select', name: 'status', label: 'Statut du compte', options: userAccountStatus.options },
];

/** What a row shows: the page hands only this to the browser (not the phone, the type nor the dates). */
export type CredentialsRow = Pick<
  Credentials,
  'id' | 'rid' | 'firstName' | 'lastName' | 'email' | 'roles' | 'userAccountStatus'
>;

export function toCredentialsRow(staff: Credentials): CredentialsRow {
  const { id, rid, firstName, lastName, email, roles, userAccountStatus } = staff;
  return { id, rid, firstName, lastName, email, roles, userAccountStatus };
}
