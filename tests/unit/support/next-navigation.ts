/*
 * next/navigation for actions under test (`vi.mock('next/navigation', () => import(…))`): redirect()
 * throws as Next's does, so nothing after it runs, and unstable_rethrow lets that throw through.
 */

export class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}

export const RedirectType = { push: 'push', replace: 'replace' };

export function redirect(to: string): never {
  throw new Redirected(to);
}

export function unstable_rethrow(error: unknown): void {
  if (error instanceof Redirected) throw error;
}
