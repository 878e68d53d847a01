import { afterAll, vi } from 'vitest';

// A file sharing its worker with the next one hands it the real console and clock back.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
