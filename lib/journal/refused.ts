/*
 * Whether the database refused an entry for what it holds, rather than failed. Both engines give a
 * refusal its SQLSTATE in `code`. Refusals are the classes an entry's own values cause: 22 (data
 * exception: a malformed date, a byte the encoding refuses), 23 (integrity constraint: a required
 * value missing) and 54 (program limit: a value too large for an index). Writing such an entry again
 * fails again, so it must not wait at the head of the queue. Anything else (no answer, a connection
 * lost or refused, a timeout, a server shutting down, a missing table) is the database's failure
 * and says nothing of the entry, which is kept for later.
 */

const CONTENT_CLASSES = new Set(['22', '23', '54']);

/** The SQLSTATE of a database error, or null for any other failure (a socket's `ECONNREFUSED`…). */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function refusedForContent(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && CONTENT_CLASSES.has(state.slice(0, 2));
}
