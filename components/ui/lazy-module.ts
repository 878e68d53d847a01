/**
 * What a page fetches on demand (a component, a library, a part of one), once, on first need or as
 * soon as the pointer or the focus reaches what uses it. A failed fetch is tried again on the next
 * call, where a plain `import()` kept in a variable (or React.lazy) would keep the failure for the
 * page's life. Defined outside any component, so that every user on the page shares one fetch.
 */
export interface LazyModule<T> {
  /** Fetches once; a failed fetch is tried again on the next call. */
  preload: () => Promise<T>;
  /** What was fetched, null until then. */
  loaded: () => T | null;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let fetched: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    preload: () =>
      (loading ??= load().then(
        (value) => (fetched = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => fetched,
  };
}
