import 'server-only';
import { z } from 'zod';
import { parseOrRefuse, type ActionSpec } from '@/lib/auth/run-action';
import type { Session } from '@/lib/auth/session';
import { listTitle, normalizeViewQuery, VIEW_LIST_SPECS } from './lists';
import { VIEW_MESSAGES as M } from './messages';
import { canChangeView, canSeeView } from './rules';
import { checkSharing, deleteViewInput, renameViewInput, saveViewInput, shareViewInput } from './schema';
import { countViewsOwnedBy, deleteView, findView, insertView, updateView } from './store';
import { VIEWS_PER_OWNER_MAX, type SavedView, type ViewList } from './types';
import { forgetViews, viewsDatabase } from './visible';

/*
 * Saving, renaming, re-sharing and deleting a view, each run by runAction and journaled. Saving runs
 * under the route of the view's list: a role that may not open a list cannot keep a view of it.
 * The others run under home and check the view itself: one the staff member cannot see reads as
 * missing, whatever its id; one they see but do not own (and are not SUPPORT for) is refused.
 */

/** A refusal that reads like the schema's own, as a message of the whole form. */
function refuse(message: string): never {
  parseOrRefuse(z.never({ error: message }), undefined);
  throw new Error('unreachable');
}

const describe = (view: Pick<SavedView, 'name' | 'list'>) => `« ${view.name} » (${listTitle(view.list)})`;

/** The view the input names, if this staff member may change it. */
async function changeable(session: Session, id: string): Promise<SavedView> {
  const view = await findView(await viewsDatabase(), id);
  if (!view || (!canSeeView(session.user, view) && !canChangeView(session.user, view))) refuse(M.notFound);
  if (!canChangeView(session.user, view)) refuse(M.notYours);
  return view;
}

/** What the browser gets back of a changed view: not its owner's id. */
export type ChangedView = Pick<SavedView, 'id' | 'list' | 'name' | 'sharedRoles' | 'queue'>;

function changed(view: SavedView | null): ChangedView {
  if (!view) refuse(M.notFound);
  forgetViews();
  return { id: view.id, list: view.list, name: view.name, sharedRoles: view.sharedRoles, queue: view.queue };
}

export function saveViewSpec(list: ViewList): ActionSpec<typeof saveViewInput, ChangedView> {
  return {
    route: VIEW_LIST_SPECS[list].route,
    schema: saveViewInput,
    journalAction: 'saveView',
    run: async (session, input) => {
      const db = await viewsDatabase();
      if ((await countViewsOwnedBy(db, session.user.id)) >= VIEWS_PER_OWNER_MAX)
        refuse(M.tooMany(VIEWS_PER_OWNER_MAX));
      return changed(
        await insertView(db, {
          list: input.list,
          name: input.name,
          query: normalizeViewQuery(input.list, input.query),
          ownerId: session.user.id,
          ownerName: `${session.user.firstName} ${session.user.lastName}`.trim(),
          sharedRoles: input.sharedRoles,
          queue: input.queue,
        }),
      );
    },
    details: (input) => describe(input),
    success: (view) => M.saved(view.name),
    failure: M.failed,
  };
}

export const renameViewSpec: ActionSpec<typeof renameViewInput, ChangedView> = {
  route: 'home',
  schema: renameViewInput,
  journalAction: 'renameView',
  run: async (session, { id, name }) => {
    await changeable(session, id);
    return changed(await updateView(await viewsDatabase(), id, { name }));
  },
  details: (input, view) => (view ? describe(view) : `vue ${input.id}`),
  success: M.renamed,
  failure: M.failed,
};

export const shareViewSpec: ActionSpec<typeof shareViewInput, ChangedView> = {
  route: 'home',
  schema: shareViewInput,
  journalAction: 'shareView',
  run: async (session, input) => {
    const view = await changeable(session, input.id);
    const sharing = parseOrRefuse(
      shareViewInput.superRefine((value, ctx) => checkSharing(view.list, value, ctx)),
      input,
    );
    return changed(
      await updateView(await viewsDatabase(), view.id, {
        sharedRoles: sharing.sharedRoles,
        queue: sharing.queue,
      }),
    );
  },
  details: (input, view) =>
    view ? `${describe(view)} : ${view.sharedRoles.join(', ') || 'privée'}` : `vue ${input.id}`,
  success: M.shared,
  failure: M.failed,
};

export const deleteViewSpec: ActionSpec<typeof deleteViewInput, ChangedView> = {
  route: 'home',
  schema: deleteViewInput,
  journalAction: 'deleteView',
  run: async (session, { id }) => {
    const view = await changeable(session, id);
    if (!(await deleteView(await viewsDatabase(), id))) refuse(M.notFound);
    return changed(view);
  },
  details: (input, view) => (view ? describe(view) : `vue ${input.id}`),
  success: M.removed,
  failure: M.failed,
};
