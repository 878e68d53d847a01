import { beforeEach, vi } from 'vitest';

// Unit tests run with the development defaults of .env.example; a line per gateway call is noise there.
process.env.TZ = 'UTC';
process.env.LOG_LEVEL ??= 'warn';

// Actions journal every run: a recorder stands in for the journal's database (see journal-stub.ts).
vi.mock('@/lib/journal/runtime', async () => (await import('./journal-stub')).journalRuntimeStub);
// Four eyes holds no action unless a test sets a policy (see approvals-stub.ts).
vi.mock(
  '@/lib/approvals/runtime',
  async () => (await import('./approvals-runtime-stub')).approvalRuntimeStub,
);
// A lazily loaded dialog is transformed on first import, which on a busy machine takes longer than
// Testing Library's default second; what the tests wait for still has to appear.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

beforeEach(async () => {
  (await import('./journal-stub')).journalWrites.length = 0;
  (await import('./approvals-stub')).approvalsStub.policy = 'none';
  // Every test starts with no failure counted against any account, address or link: the process's
  // counters are dropped where lib/limits keeps them, without importing the limiter into every file.
  delete (globalThis as { __boLimits?: unknown }).__boLimits;
});
