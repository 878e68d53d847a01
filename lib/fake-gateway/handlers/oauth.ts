import { oauthTokenRequest, type OauthErrorResponse } from '@/lib/domain/requests';
import { json, route } from '../core/route-kit';

/**
 * POST /oauth/token (form-encoded). Refusals use the OAuth error body of lib/domain/requests.ts:
 * 401 invalid_client for a wrong client, 400 invalid_grant for a wrong user, password or refresh
 * token, with `code: 'ACCOUNT_NOT_ACTIVE'` when the credentials are right but the account is not
 * ACTIVE (SPEC §4: only ACTIVE users may sign in).
 */
const oauthError = (status: number, body: OauthErrorResponse) => json(body, status);

const GRANT_TYPES = new Set(['password', 'refresh_token', 'client_credentials']);

export const oauthHandlers = [
  route(
    'POST',
    '/oauth/token',
    async ({ request, db, log }) => {
      if (!(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
        return oauthError(400, { error: 'invalid_request', error_description: 'form-encoded body expected' });
      }
      const form = new URLSearchParams(await request.text());
      const grantType = form.get('grant_type') ?? '';
      log.grant_type = grantType || undefined;
      if (grantType && !GRANT_TYPES.has(grantType))
        return oauthError(400, { error: 'unsupported_grant_type' });

      const parsed = oauthTokenRequest.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        return oauthError(400, {
          error: 'invalid_request',
          error_description: parsed.error.issues.map((issue) => issue.path.join('.')).join(', '),
        });
      }
      const body = parsed.data;
      if (body.client_id !== db.config.clientId || body.client_secret !== db.config.clientSecret) {
        return oauthError(401, { error: 'invalid_client' });
      }

      const { people } = db;
      if (body.grant_type === 'client_credentials') return db.tokens.issue({ kind: 'client' });

      if (body.grant_type === 'password') {
        const userId = people.emailIndex.get(body.username.trim().toLowerCase());
        const credential = userId ? people.credentials.get(userId) : undefined;
        if (!userId || !credential?.password || credential.password !== body.password) {
          return oauthError(400, { error: 'invalid_grant', error_description: 'Bad credentials' });
        }
        if (people.users.require(userId).status !== 'ACTIVE') {
          return oauthError(400, {
            error: 'invalid_grant',
            error_description: 'Account not active',
            code: 'ACCOUNT_NOT_ACTIVE',
          });
        }
        return db.tokens.issue({ kind: 'user', userId });
      }

      const userId = db.tokens.consumeRefresh(body.refresh_token);
      if (!userId)
        return oauthError(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      const user = people.users.get(userId);
      if (!user) return oauthError(400, { error: 'invalid_grant', error_description: 'Unknown user' });
      if (user.status !== 'ACTIVE') {
        return oauthError(400, {
          error: 'invalid_grant',
          error_description: 'Account not active',
          code: 'ACCOUNT_NOT_ACTIVE',
        });
      }
      return db.tokens.issue({ kind: 'user', userId });
    },
    { public: true },
  ),
];
