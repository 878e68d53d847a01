import { beforeEach, vi } from 'vitest';

// Unit tests run with the development defaults of .env.example; a line per gateway call is noise there.
process.env.TZ = 'UTC';
process.env.LOG_LEVEL ??= 'warn';
// Four eyes would hold the money and access actions the other tests run directly: tests/unit/approvals set a policy.
process.env.APPROVAL_POLICY ??= 'none';

// Actions journal every run: a recorder stands in for the journal's database (see journal-stub.ts).
vi.mock('@/lib/journal/runtime', async () => (await import('./journal-stub')).journalRuntimeStub);
// A lazily loaded dialog is transformed on first import, which on a busy machine takes longer than
// Testing Library's default second; what the tests wait for still has to appear.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

beforeEach(async () => {
  (await import('./journal-stub')).journalWrites.length = 0;
  // Every test starts with no failure counted against any account, address or link: the process's
  // counters are dropped where lib/limits keeps them, without importing the limiter into every file.
  delete (globalThis as { __boLimits?: unknown }).__boLimits;
});
