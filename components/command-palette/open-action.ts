'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { search } from '@/lib/gateway/search';
import { paletteLookupSchema } from './open-schema';
import { openablePath } from './open-target';

/**
 * An "Ouvrir …" or "Rechercher …" entry of the palette: GET /search with the typed value, then the
 * view of the first hit of the wanted types that the staff member may open, or none.
 */
export async function openFromPaletteAction(raw: unknown): Promise<ActionResult<string | null>> {
  return runAction(
    {
      route: 'home',
      journalAction: 'search',
      schema: paletteLookupSchema,
      details: ({ value }) => `« ${value} »`,
      run: async (session, { value, hitTypes }) =>
        openablePath(await search(session.token, value), hitTypes, session.user.roles),
    },
    raw,
  );
}
