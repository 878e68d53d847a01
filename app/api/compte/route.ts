import { handleRoute } from '@/lib/auth/handle-route';
import { getMyCredentials } from '@/lib/gateway/credentials';
import { json } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

/**
 * The signed-in staff member's own credentials as JSON, for the browser code that needs them
 * without a page render; also the BFF hop `npm run bench` measures against the direct gateway call.
 * Guarded as the account page is: a visitor or a role it refuses is redirected, not answered.
 */
export const GET = handleRoute({ route: 'account', answers: 'page' }, async ({ session }) =>
  json(200, await getMyCredentials(session.token)),
);
