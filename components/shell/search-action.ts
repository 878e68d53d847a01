'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { search } from '@/lib/gateway/search';
import { globalSearchSchema, type GlobalSearchOutcome } from './search-schema';
import { firstHitPath } from './search-target';

/** GET /search with the header's term; the client opens the first hit or says there was none (SPEC §2). */
export async function globalSearchAction(raw: unknown): Promise<ActionResult<GlobalSearchOutcome>> {
  return runAction(
    {
      route: 'home',
      journalAction: 'search',
      schema: globalSearchSchema,
      details: ({ search: value }) => `« ${value} »`,
      run: async (session, { search: value }) => ({
        value,
        path: firstHitPath(await search(session.token, value)),
      }),
    },
    raw,
  );
}
