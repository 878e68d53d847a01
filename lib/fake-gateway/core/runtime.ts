import type { Db } from '../store';

/*
 * The store registers itself here so the route wrapper can reach the current Db without
 * importing store.ts (which imports the seed modules, which import the core: a cycle).
 */
let provider: (() => Db) | undefined;

export function registerDb(get: () => Db): void {
  provider = get;
}

export function currentDb(): Db {
  if (!provider)
    throw new Error('The fake gateway store is not loaded: import lib/fake-gateway/store first.');
  return provider();
}
