import { NextResponse, type NextRequest } from 'next/server';
import { canAccessRoute, loginUrlFor, pathFor } from '@/lib/access';
import { sessionExpired } from '@/lib/action-result';
import { getSession } from '@/lib/auth/session';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { AuthenticationError } from '@/lib/gateway/errors';
import { search } from '@/lib/gateway/search';
import { errorFields, log } from '@/lib/log';
import { NO_STORE } from '@/lib/route-responses';
import { suggestionQuerySchema } from '@/components/shell/search-schema';
import { suggestionsOf, type SearchSuggestion } from '@/components/shell/search-suggestions';

export const dynamic = 'force-dynamic';

function answer(status: number, body: object): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': NO_STORE } });
}

/**
 * GET ?valeur=: the live suggestions of the header search and the palette, from the gateway's
 * GET /search, as a read (nothing is journaled: Enter still runs the journaled search). Who may
 * search is the header search's rule (the home route's roles); a hit is suggested only to roles
 * that may open its view. The proxy lets route handlers through: the role table is checked here,
 * and the gateway token never leaves the server.
 */
export async function GET(request: NextRequest) {
  const session = await getSession();
  if (!session) return answer(401, sessionExpired(loginUrlFor(pathFor('home'))));
  if (!canAccessRoute(session.user.roles, 'home')) return answer(403, { message: DEFAULT_ERROR_MESSAGE });

  const query = suggestionQuerySchema.safeParse({ valeur: request.nextUrl.searchParams.get('valeur') });
  if (!query.success) return answer(400, { message: DEFAULT_ERROR_MESSAGE });

  try {
    const suggestions: SearchSuggestion[] = suggestionsOf(
      await search(session.token, query.data.valeur),
      session.user.roles,
    );
    return answer(200, { suggestions });
  } catch (error) {
    if (error instanceof AuthenticationError)
      return answer(401, sessionExpired(loginUrlFor(pathFor('home'))));
    log('error', 'search suggestions failed', { userId: session.user.id, error: errorFields(error) });
    return answer(502, { message: DEFAULT_ERROR_MESSAGE });
  }
}
