import type { SqlQueries } from '@/lib/db/sql';
import { ROLE_GROUPS } from '@/lib/domain/roles';
import { insertView } from './store';
import type { NewView } from './types';

/*
 * The shared views the demo (the fake gateway) starts with, written once per process: their ids are
 * fixed, so writing them again on another replica or after a restart changes nothing, and a view
 * SUPPORT renamed or re-shared keeps its changes. No 'server-only': the tests seed their database.
 */

const SHIPPED = { ownerId: null, ownerName: 'Back-office' } as const;

/** The invoices queue FINANCE and SUPPORT share (the end-to-end tests work on it). */
export const PENDING_INVOICES_VIEW_ID = '0b5e5a1e-0000-4000-8000-000000000001';

export const SEEDED_VIEWS: readonly (NewView & { id: string })[] = [
  {
    ...SHIPPED,
    id: PENDING_INVOICES_VIEW_ID,
    list: 'invoices',
    name: 'Factures en attente depuis plus de 30 jours',
    query: 'sort=statusDate%2Casc&status=PENDING&statusOlderThan=30',
    sharedRoles: ['FINANCE', 'SUPPORT'],
    queue: true,
  },
  {
    ...SHIPPED,
    id: '0b5e5a1e-0000-4000-8000-000000000002',
    list: 'mailbox',
    name: 'Discussions non lues',
    query: 'unread=true',
    sharedRoles: ['SUPPORT', ...ROLE_GROUPS.CA, ...ROLE_GROUPS.CC],
    queue: true,
  },
  {
    ...SHIPPED,
    id: '0b5e5a1e-0000-4000-8000-000000000003',
    list: 'projects',
    name: 'Projets en validation',
    query: 'status=VALIDATING',
    sharedRoles: [...ROLE_GROUPS.CA],
    queue: true,
  },
  {
    ...SHIPPED,
    id: '0b5e5a1e-0000-4000-8000-000000000004',
    list: 'issues',
    name: 'Signalements à traiter',
    query: 'sort=createdAt%2Casc',
    sharedRoles: ['SUPPORT'],
    queue: true,
  },
  {
    ...SHIPPED,
    id: '0b5e5a1e-0000-4000-8000-000000000005',
    list: 'users',
    name: 'Professionnels inactifs',
    query: 'status=INACTIVE&type=PROFESSIONAL',
    sharedRoles: ['SUPPORT', ...ROLE_GROUPS.BD_CCO],
    queue: false,
  },
];

/** Writes the demo's shared views; those already there are left as they are. */
export async function seedViews(db: SqlQueries): Promise<void> {
  for (const view of SEEDED_VIEWS) await insertView(db, view);
}
