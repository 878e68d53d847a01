'use server';

import { invalidForm, type ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { syncInput, syncSpec } from '@/lib/sync/spec';

/**
 * Re-synchronises any record: its type picks the route whose roles may run it, so the input is read
 * first; runAction then checks the session and the role table before the gateway is called.
 */
export async function syncRecordAction(raw: unknown): Promise<ActionResult> {
  const input = syncInput.safeParse(raw);
  if (!input.success) return invalidForm(input.error);
  return runAction(syncSpec(input.data.type), input.data);
}
