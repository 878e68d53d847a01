import type { ListFilter } from '@/components/data-table/filter-bar';
import { discussionStatus } from '@/lib/domain/enums';

export const MAILBOX_SUBTITLE = 'Vos discussions avec les clients et les professionnels.';

export const MAILBOX_COLUMN_HEADERS = [
  'Avec',
  'Projet',
  'Type',
  'Statut',
  'Non lus',
  'Dernier message',
] as const;

export const MAILBOX_FILTERS: readonly ListFilter[] = [
  { kind: 'select', name: 'status', label: 'Statut', options: discussionStatus.options },
  {
    kind: 'select',
    name: 'unread',
    label: 'Lecture',
    allLabel: 'Toutes',
    options: [
      { value: 'true', label: 'Avec des messages non lus' },
      { value: 'false', label: 'Sans message non lu' },
    ],
  },
];
