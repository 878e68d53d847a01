import { beforeEach, vi } from 'vitest';

// Unit tests run with the development defaults of .env.example; a line per gateway call is noise there.
process.env.TZ = 'UTC';
process.env.LOG_LEVEL ??= 'warn';

// Actions journal every run: a recorder stands in for the journal's database (see journal-stub.ts).
vi.mock('@/lib/journal/runtime', async () => (await import('./journal-stub')).journalRuntimeStub);
beforeEach(async () => {
  (await import('./journal-stub')).journalWrites.length = 0;
  // Every test starts with no failure counted against any account, address or link: the process's
  // counters are dropped where lib/limits keeps them, without importing the limiter into every file.
  delete (globalThis as { __boLimits?: unknown }).__boLimits;
});
