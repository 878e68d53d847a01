import type { ListFilter } from '@/components/data-table/filter-bar';
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import { userAccountStatusFilter, userType } from '@/lib/domain/enums';
import { pickEnum } from '@/lib/domain/enums/define';

/** The list offers only the customers' types, not staff (SPEC §4). */
export const userTypeFilter = pickEnum(userType, ['PARTICULAR', 'PROFESSIONAL']);

export const USERS_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'createdAt,desc' };

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
