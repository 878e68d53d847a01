import type { ActionResult } from '@/lib/action-result';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/error-texts';

/**
 * Calls a server action from the browser. Next refuses some calls before any code of ours runs (a
 * body over `serverActions.bodySizeLimit`, an Origin that is not the app's) and the call then
 * rejects rather than answering an ActionResult, as it does when the server cannot be reached:
 * either way staff read the SPEC §8 failure. Its reference is the digest Next gives the error,
 * which the server's log line of the refusal carries beside the request id (instrumentation.ts).
 */
/**
 * The rejection of an action that called redirect(): Next follows the redirect itself, and the
 * rejection only stops the code after the call (its digest starts with Next's redirect code).
 */
function isRedirect(digest: unknown): boolean {
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;');
}

export async function callAction<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  input: I,
): Promise<ActionResult<T>> {
  try {
    return await action(input);
  } catch (error) {
    const digest =
      typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : null;
    // The page is being left: nothing to show, and the form stays busy until it goes.
    if (isRedirect(digest)) return new Promise<never>(() => undefined);
    return {
      ok: false,
      message: DEFAULT_ERROR_MESSAGE,
      ...(typeof digest === 'string' && digest !== '' ? { reference: digest } : {}),
    };
  }
}
