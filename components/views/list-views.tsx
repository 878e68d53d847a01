import 'server-only';
import { Suspense } from 'react';
import { toSearchParams, type ListQuery } from '@/components/data-table/url-state';
import type { Session } from '@/lib/auth/session';
import { ROLES } from '@/lib/domain/roles';
import { viewCounts } from '@/lib/views/counts';
import { canBeQueue, normalizeViewQuery, viewHref } from '@/lib/views/lists';
import { canChangeView, shareableRoles } from '@/lib/views/rules';
import type { SavedView, ViewList } from '@/lib/views/types';
import { visibleViews } from '@/lib/views/visible';
import type { ListViewRow } from './view-fields';
import { ViewsBar } from './views-bar';

async function viewsOf(session: Session, list: ViewList): Promise<SavedView[]> {
  try {
    return (await visibleViews(session.user)).filter((view) => view.list === list);
  } catch {
    // The database is down: the list still shows, with its button to save (which will say so).
    return [];
  }
}

/**
 * "Enregistrer la vue" and "Vues enregistrées" of a list page, with each view's count. The page's
 * own total becomes the count of the views keeping what is on screen, so opening a view refreshes
 * its count without another gateway call.
 */
async function ListViewsNow({
  session,
  list,
  query,
  total,
}: {
  session: Session;
  list: ViewList;
  /** The query the page parsed from its URL. */
  query: ListQuery;
  total: number;
}) {
  const search = toSearchParams(query).toString();
  viewCounts.note(session.user, list, search, total);
  const views = await viewsOf(session, list);
  const counts = await viewCounts.countsOf({ ...session.user, token: session.token }, views);
  const rows: ListViewRow[] = views.map((view) => ({
    id: view.id,
    name: view.name,
    href: viewHref(view),
    count: counts.get(view.id) ?? null,
    queue: view.queue,
    sharedRoles: view.sharedRoles,
    ownerName: view.ownerName,
    canChange: canChangeView(session.user, view),
  }));
  return (
    <ViewsBar
      list={list}
      query={normalizeViewQuery(list, search)}
      views={rows}
      shareable={shareableRoles(list, ROLES)}
      canQueue={canBeQueue(list)}
    />
  );
}

/** A list page's saved views, streamed after the list: a slow count never holds up the rows. */
export function ListViews(props: Parameters<typeof ListViewsNow>[0]) {
  return (
    <Suspense fallback={null}>
      <ListViewsNow {...props} />
    </Suspense>
  );
}
