/**
 * A map whose values are built on first read by a deterministic factory, then kept (and may be
 * replaced). The large seed has ~40,000 professionals whose works, profile and payment account
 * few requests ever read: building them on demand keeps the 100,000-user start in seconds.
 * The factory must depend only on the key (a per-record seed), never on the order of reads.
 */
export class LazyMap<V> {
  private readonly cache = new Map<string, V | null>();

  constructor(private readonly build: (key: string) => V | undefined) {}

  get(key: string): V | undefined {
    let value = this.cache.get(key);
    if (value === undefined) {
      value = this.build(key) ?? null;
      this.cache.set(key, value);
    }
    return value ?? undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: string): void {
    this.cache.set(key, null);
  }
}
