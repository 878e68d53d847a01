'use server';

import { invalidForm, type ActionResult } from '@/lib/action-result';
import { bulkJobInput } from '@/lib/jobs/bulk-input';

/** Stand-in for the job engine's action, which replaces this file: checks the input, starts nothing. */
export async function startBulkJobAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  const parsed = bulkJobInput.safeParse(raw);
  if (!parsed.success) return invalidForm(parsed.error);
  return { ok: false, message: 'Les travaux en masse ne sont pas encore disponibles.' };
}
