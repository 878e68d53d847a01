import type { ListFilter } from '@/components/data-table/filter-bar';
import { userAccountStatusFilter } from '@/lib/domain/enums';
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
