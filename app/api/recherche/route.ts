import { handleRoute } from '@/lib/auth/handle-route';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { search } from '@/lib/gateway/search';
import { json } from '@/lib/route-responses';
import { suggestionQuerySchema } from '@/components/shell/search-schema';
import { suggestionsOf, type SearchSuggestion } from '@/components/shell/search-suggestions';

export const dynamic = 'force-dynamic';

/**
 * GET ?valeur=: the live suggestions of the header search and the palette, from the gateway's
 * GET /search, as a read (nothing is journaled: Enter still runs the journaled search). Who may
 * search is the header search's rule (the home route's roles, checked by the runner); a hit is
 * suggested only to roles that may open its view. The gateway token never leaves the server.
 */
export const GET = handleRoute(
  { route: 'home', answers: 'json', forbidden: DEFAULT_ERROR_MESSAGE, event: 'search suggestions failed' },
  async ({ request, session }) => {
    const query = suggestionQuerySchema.safeParse({ valeur: request.nextUrl.searchParams.get('valeur') });
    if (!query.success) return json(400, { message: DEFAULT_ERROR_MESSAGE });
    const suggestions: SearchSuggestion[] = suggestionsOf(
      await search(session.token, query.data.valeur),
      session.user.roles,
    );
    return json(200, { suggestions });
  },
);
