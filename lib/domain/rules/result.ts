/*
 * What a rule answers, apart from zod (./shared.ts wraps rules into zod schemas) so that a check a
 * browser runs as the user picks or types (the file checks) loads no schema library.
 */

export type RuleResult<O> = { ok: true; value: O } | { ok: false; message: string };

export const pass = <O>(value: O): RuleResult<O> => ({ ok: true, value });
export const fail = (message: string): RuleResult<never> => ({ ok: false, message });
