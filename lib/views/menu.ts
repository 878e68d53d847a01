import type { MenuSectionId } from '@/lib/access';
import { listTitle, VIEW_LIST_SPECS, viewHref } from './lists';
import type { SavedView } from './types';

/** A saved view as the side menu and the command palette list it: a plain link to its list. */
export interface MenuView {
  id: string;
  label: string;
  href: string;
  section: MenuSectionId;
  /** The list's title, for the palette to match what is typed. */
  listTitle: string;
  queue: boolean;
}

export function menuViewsOf(views: readonly SavedView[]): MenuView[] {
  return views.map((view) => ({
    id: view.id,
    label: view.name,
    href: viewHref(view),
    section: VIEW_LIST_SPECS[view.list].section,
    listTitle: listTitle(view.list),
    queue: view.queue,
  }));
}

/** The page of a queue, where "Traiter le suivant" takes its next item (lib/queues). */
export function queueHref(viewId: string): string {
  return `/files/${encodeURIComponent(viewId)}`;
}
