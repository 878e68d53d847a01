import type { z } from 'zod';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/domain/error-texts';

/**
 * The one result shape of every server action (ARCHITECTURE rule 4). Actions never throw to the
 * client: the client shows `message` as a toast and `fieldErrors` under the fields, then follows
 * `redirectTo` if present. A result with `sessionExpired` is the exception: the client stays on
 * the page with everything typed and asks to sign in again (components/auth/reauth-dialog.tsx).
 */
export type ActionResult<T = undefined> =
  | { ok: true; message?: string; data?: T; redirectTo?: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      redirectTo?: string;
      /** The request id of a failure staff may need to report ("Référence : …"); none for a refusal. */
      reference?: string;
      /**
       * The session ended (SPEC §8): `message` is its SPEC text and `redirectTo` the login page, for
       * a client that cannot ask the staff member to sign in again where they are.
       */
      sessionExpired?: true;
      /**
       * The record changed since the page read it, and nothing was written: `message` says so and
       * `changes` what changed (« Statut : En attente → Payée, par … à 10 h 42 »). The client keeps
       * the input and offers to reload the page and apply it again.
       */
      conflict?: { changes: string[] };
    };

/** The refusal of an action or a route handler whose session ended; `loginUrl` comes back to the page. */
export function sessionExpired(loginUrl: string): ActionResult<never> & { ok: false } {
  return { ok: false, sessionExpired: true, message: SESSION_EXPIRED_MESSAGE, redirectTo: loginUrl };
}

/** The refusal of a write on a record that changed since the page read it (lib/changes). */
export function conflicted(message: string, changes: string[]): ActionResult<never> & { ok: false } {
  return { ok: false, message, conflict: { changes } };
}

/** Whether an answer (a server action's result, a route handler's JSON body) says the session ended. */
export function isSessionExpired(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { sessionExpired?: unknown }).sessionExpired === true
  );
}

/** The text of a form whose fields did not pass the server's validation. */
export const INVALID_FORM_MESSAGE = 'Merci de corriger les champs en erreur.';

/** The key of a form-wide message: a schema issue without path, or on react-hook-form's `root`. */
const FORM_WIDE = 'form';

/**
 * The refusal of an input that failed its schema: the first message of each field, under the field.
 * A refusal of the form as a whole (e.g. "nothing changed") is the message itself.
 */
export function invalidForm(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    fieldErrors[path === '' || path === 'root' ? FORM_WIDE : path] ??= issue.message;
  }
  const onlyFormWide = Object.keys(fieldErrors).every((key) => key === FORM_WIDE);
  const message = onlyFormWide ? fieldErrors[FORM_WIDE] : INVALID_FORM_MESSAGE;
  return { ok: false, message: message ?? INVALID_FORM_MESSAGE, fieldErrors };
}
