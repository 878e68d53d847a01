import type { SqlQueries } from '@/lib/db/sql';
import { insertView } from '@/lib/views/store';

/*
 * The queue the demo and the end-to-end tests work on, on the fake gateway only, until the saved
 * views' demo seeds take it over. A fixed id: written again, it changes nothing.
 */
export const DEMO_INVOICE_QUEUE_ID = '00000000-0000-4000-8000-00000000f11e';

let seeded: Promise<unknown> | null = null;

export function seedDemoQueue(db: SqlQueries): Promise<unknown> {
  seeded ??= insertView(db, {
    id: DEMO_INVOICE_QUEUE_ID,
    list: 'invoices',
    name: 'Factures en attente à encaisser',
    query: 'status=PENDING&sort=dispatchedAt,asc',
    ownerId: null,
    ownerName: 'Back-office',
    sharedRoles: ['FINANCE', 'SUPPORT'],
    queue: true,
  }).catch(() => {
    seeded = null;
  });
  return seeded;
}
