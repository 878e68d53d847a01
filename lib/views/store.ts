import type { SqlQueries } from '@/lib/db/sql';
import type { Role } from '@/lib/domain/roles';
import type { NewView, SavedView, ViewChanges, ViewList } from './types';

/*
 * The saved views' table (lib/db/migrations/005-saved-views.ts). No 'server-only': the tests and
 * the benchmark run it on a database of their own. Who may see or change a view is decided by
 * ./rules.ts, not here.
 */

interface Row {
  id: string;
  list: string;
  name: string;
  query: string;
  owner_id: string | null;
  owner_name: string;
  shared_roles: string[] | null;
  queue: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'id::text as id, list, name, query, owner_id, owner_name, shared_roles, queue, created_at, updated_at';

function viewOf(row: Row): SavedView {
  return {
    id: row.id,
    list: row.list as ViewList,
    name: row.name,
    query: row.query,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    sharedRoles: (row.shared_roles ?? []) as Role[],
    queue: row.queue,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findView(db: SqlQueries, id: string): Promise<SavedView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<Row>(`select ${COLUMNS} from saved_views where id = $1`, [id]);
  return row ? viewOf(row) : null;
}

/** The views a staff member owns, and those shared with any of their roles, by name. */
export async function viewsVisibleTo(
  db: SqlQueries,
  staffId: string,
  roles: readonly Role[],
): Promise<SavedView[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from saved_views
      where owner_id = $1 or shared_roles && $2::text[]
      order by lower(name), id`,
    [staffId, roles],
  );
  return rows.map(viewOf);
}

/** How many views a staff member owns. */
export async function countViewsOwnedBy(db: SqlQueries, staffId: string): Promise<number> {
  const [row] = await db.query<{ owned: number }>(
    'select count(*)::int as owned from saved_views where owner_id = $1',
    [staffId],
  );
  return row?.owned ?? 0;
}

/** Inserts a view; an id already taken (a seeded view written again) changes nothing. */
export async function insertView(db: SqlQueries, view: NewView): Promise<SavedView | null> {
  const [row] = await db.query<Row>(
    `insert into saved_views (id, list, name, query, owner_id, owner_name, shared_roles, queue)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (id) do nothing
     returning ${COLUMNS}`,
    [
      view.id ?? crypto.randomUUID(),
      view.list,
      view.name,
      view.query,
      view.ownerId,
      view.ownerName,
      view.sharedRoles,
      view.queue,
    ],
  );
  return row ? viewOf(row) : null;
}

export async function updateView(
  db: SqlQueries,
  id: string,
  changes: ViewChanges,
): Promise<SavedView | null> {
  const [row] = await db.query<Row>(
    `update saved_views set
        name = coalesce($2, name),
        query = coalesce($3, query),
        shared_roles = coalesce($4::text[], shared_roles),
        queue = coalesce($5, queue),
        updated_at = now()
      where id = $1
      returning ${COLUMNS}`,
    [id, changes.name ?? null, changes.query ?? null, changes.sharedRoles ?? null, changes.queue ?? null],
  );
  return row ? viewOf(row) : null;
}

export async function deleteView(db: SqlQueries, id: string): Promise<boolean> {
  const rows = await db.query(`delete from saved_views where id = $1 returning id`, [id]);
  return rows.length > 0;
}
