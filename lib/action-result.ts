import type { z } from 'zod';

/**
 * The one result shape of every server action (ARCHITECTURE rule 4). Actions never throw to the
 * client: the client shows `message` as a toast and `fieldErrors` under the fields, then follows
 * `redirectTo` if present.
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
    };

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
