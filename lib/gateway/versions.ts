import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Record versions over the wire (docs/gateway-contract.md, "Record versions"): a gateway may send an
 * ETag with the read of one record and honour If-Match on the writes to it. The client keeps each
 * record's ETag beside the parsed record (so no read's type changes), and a runner that checked a
 * version asks for If-Match on the first write of its run (`withIfMatch`).
 */

const ETAGS = new WeakMap<object, string>();

/** Remembers the ETag the gateway sent with `record`. */
export function rememberEtag(record: unknown, etag: string | null): void {
  if (etag && record !== null && typeof record === 'object') ETAGS.set(record, etag);
}

/** The ETag the gateway sent with `record` (a value a read of this client answered), if any. */
export function etagOf(record: object): string | undefined {
  return ETAGS.get(record);
}

export interface WriteCondition {
  /** The record's read path template, e.g. /billing/invoices/:id. */
  readPath: string;
  id: string;
  etag: string;
  /** Set once a write carried If-Match, or the record's version was read again. */
  checked: boolean;
}

const conditions = new AsyncLocalStorage<WriteCondition>();

/** Runs `work` with its first write to the record conditional on `etag` (If-Match). */
export function withIfMatch<T>(
  condition: Omit<WriteCondition, 'checked'>,
  work: () => Promise<T>,
): Promise<T> {
  return conditions.run({ ...condition, checked: false }, work);
}

/** The condition still to check for a call of the run under way, if any. */
export function pendingCondition(method: string): WriteCondition | undefined {
  const condition = conditions.getStore();
  return method !== 'GET' && condition && !condition.checked ? condition : undefined;
}

/** Whether a write to `path` with `params` writes the record `condition` names. */
export function writesRecord(
  condition: WriteCondition,
  path: string,
  params: Readonly<Record<string, string | number>> | undefined,
): boolean {
  const under = path === condition.readPath || path.startsWith(`${condition.readPath}/`);
  return under && String(params?.id ?? '') === condition.id;
}
