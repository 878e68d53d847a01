'use server';

import { invalidForm, type ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { deleteViewSpec, renameViewSpec, saveViewSpec, shareViewSpec } from '@/lib/views/actions';
import { viewListInput } from '@/lib/views/schema';

/* The saved views' server actions (lib/views/actions.ts says who may run each, and on which view). */

/** The list is read first: its route's roles are the ones that may keep a view of it. */
export async function saveViewAction(raw: unknown): Promise<ActionResult<unknown>> {
  const list = viewListInput.safeParse(raw);
  if (!list.success) return invalidForm(list.error);
  return runAction(saveViewSpec(list.data.list), raw);
}

export async function renameViewAction(raw: unknown): Promise<ActionResult<unknown>> {
  return runAction(renameViewSpec, raw);
}

export async function shareViewAction(raw: unknown): Promise<ActionResult<unknown>> {
  return runAction(shareViewSpec, raw);
}

export async function deleteViewAction(raw: unknown): Promise<ActionResult<unknown>> {
  return runAction(deleteViewSpec, raw);
}
