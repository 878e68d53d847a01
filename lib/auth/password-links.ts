import 'server-only';
import type { ActionResult } from '@/lib/action-result';
import { PASSWORD_TOKEN_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import {
  checkPasswordToken as awake,
  createPassword,
  requestPasswordReset as sendResetEmail,
} from '@/lib/gateway/credentials';
import { BusinessError, HttpError, NotFoundError } from '@/lib/gateway/errors';
import type { GatewayToken } from '@/lib/gateway/http';
import { clientCredentialsGrant } from '@/lib/gateway/oauth';
import { consumeLimit, isLimited, LIMITS } from '@/lib/limits';
import { runPublicAction } from '@/lib/auth/run-public-action';
import { passwordTokenSchema, setPasswordInput } from '@/lib/domain/rules/sign-in';

/*
 * The e-mailed password links (creation and reset). A visitor has no session, so each call carries
 * the app's own client-credentials token (SPEC §4, §7). A link's code is tried at most
 * LIMITS.passwordLink times, then the link reads as expired; reset e-mails are limited per address.
 */

async function appToken(): Promise<GatewayToken> {
  const { tokenType, accessToken } = await clientCredentialsGrant();
  return { tokenType, accessToken };
}

/** How the gateway says a link is expired, used or unknown: 404, or another refusal of the request. */
function isDeadLink(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  return (
    (error instanceof HttpError || error instanceof BusinessError) &&
    error.status >= 400 &&
    error.status < 500
  );
}

export type PasswordLink =
  { valid: true; email: string; authenticationCodeRequired: boolean } | { valid: false };

/** Asks the gateway whether the link still works (`awake`), before the form is shown. */
export async function checkPasswordToken(token: string): Promise<PasswordLink> {
  const parsed = passwordTokenSchema.safeParse(token);
  if (!parsed.success || (await isLimited(LIMITS.passwordLink, parsed.data))) return { valid: false };
  try {
    const status = await awake(await appToken(), parsed.data);
    return {
      valid: true,
      email: status.email,
      authenticationCodeRequired: status.authenticationCodeRequired,
    };
  } catch (error) {
    if (isDeadLink(error)) return { valid: false };
    throw error;
  }
}

/**
 * Sends the reset e-mail. An unknown address is not an error a visitor may learn about, nor is a
 * limited one: beyond the limit the gateway is not asked and the visitor reads the same success.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  if (!(await consumeLimit(LIMITS.resetRequest, email.trim().toLowerCase()))) return;
  try {
    await sendResetEmail(await appToken(), { email });
  } catch (error) {
    if (error instanceof NotFoundError) return;
    throw error;
  }
}

/** A link whose tries are used up: it answers as an expired one, without asking the gateway. */
class LinkLocked extends Error {}

function linkFailureMessage(error: unknown): string | undefined {
  // A coded refusal (UNMATCHING_PASSWORD…) keeps its own message; a missing link is an expired one.
  if (error instanceof BusinessError) return error.userMessage;
  return error instanceof NotFoundError || error instanceof LinkLocked
    ? PASSWORD_TOKEN_EXPIRED_MESSAGE
    : undefined;
}

/** POST /credentials/password/:token with the new password (and the code when there is one). */
export async function setPasswordFromLink(
  raw: unknown,
  outcome: { name: string; success: string; failure: string; redirectTo: string },
): Promise<ActionResult> {
  return runPublicAction(
    {
      ...outcome,
      schema: setPasswordInput,
      run: async ({ token, password, authenticationCode }) => {
        if (!(await consumeLimit(LIMITS.passwordLink, token))) throw new LinkLocked();
        await createPassword(await appToken(), token, { password, authenticationCode });
      },
      messageFor: linkFailureMessage,
    },
    raw,
  );
}
