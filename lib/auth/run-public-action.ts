import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { invalidForm, type ActionResult } from '@/lib/action-result';
import { userMessageFor } from '@/lib/gateway/errors';
import { errorFields, log } from '@/lib/log';

export interface PublicActionSpec<S extends z.ZodType, T> {
  schema: S;
  run: (input: z.output<S>) => Promise<T>;
  /** The info alert of a success. */
  success?: string;
  /** The action's own French message when the failure carries no specific one. */
  failure?: string;
  /** A screen-specific reading of a failure (e.g. a sign-in refusal), tried before the generic one. */
  messageFor?: (error: unknown) => string | undefined;
  redirectTo?: string;
  /** Logged with unexpected failures. */
  name: string;
}

/**
 * runAction's counterpart for the public screens: a visitor has no session and no role, so there is
 * no access check and no session to clear; the rest is the same ActionResult, the same zod
 * validation and the same French messages (SPEC §8).
 */
export async function runPublicAction<S extends z.ZodType, T>(
  spec: PublicActionSpec<S, T>,
  raw: unknown,
): Promise<ActionResult> {
  const input = spec.schema.safeParse(raw);
  if (!input.success) return invalidForm(input.error);
  try {
    // What the gateway answered stays on the server: a visitor only learns that it worked.
    await spec.run(input.data);
    return { ok: true, message: spec.success, redirectTo: spec.redirectTo };
  } catch (error) {
    // redirect() and notFound() are Next's control flow, not failures.
    unstable_rethrow(error);
    const specific = spec.messageFor?.(error);
    if (specific) return { ok: false, message: specific };
    // One JSON line: a visitor can send wrong codes at will, each would print the whole error.
    log('error', 'public action failed', { action: spec.name, error: errorFields(error) });
    return { ok: false, message: userMessageFor(error, spec.failure) };
  }
}
