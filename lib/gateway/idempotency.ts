import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The Idempotency-Key of the writes made inside `withIdempotencyKey`: a bulk job's item sent again
 * after its replica died carries the key of its first try, and a gateway that honours the header
 * (docs/gateway-contract.md) answers it without writing twice.
 */
const keys = new AsyncLocalStorage<string>();

export function withIdempotencyKey<T>(key: string, work: () => Promise<T>): Promise<T> {
  return keys.run(key, work);
}

export function currentIdempotencyKey(): string | undefined {
  return keys.getStore();
}
