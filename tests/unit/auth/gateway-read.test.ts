import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageReadDigest } from '@/lib/domain/page-read';
import {
  AuthenticationError,
  BusinessError,
  HttpError,
  NetworkError,
  NotFoundError,
  TimeoutError,
} from '@/lib/gateway/errors';

const navigation = vi.hoisted(() => ({
  redirect: vi.fn((to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  }),
  notFound: vi.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));
vi.mock('next/navigation', () => navigation);
vi.mock('@/lib/auth/request-context', () => ({
  currentPath: async () => '/projets/p-1?tab=documents',
}));

const { orNotFound, readOrExpire } = await import('@/lib/auth/gateway-read');

const info = { status: 500, statusText: 'Internal Server Error', body: {} };

async function digestOf(error: Error): Promise<ReturnType<typeof parsePageReadDigest>> {
  const thrown = await readOrExpire(() => Promise.reject(error)).catch((caught: unknown) => caught);
  return parsePageReadDigest((thrown as { digest?: unknown }).digest);
}

describe('readOrExpire', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('returns what the read returns', async () => {
    await expect(readOrExpire(async () => 42)).resolves.toBe(42);
  });

  it('ends the session on a 401/403, coming back to the page', async () => {
    await expect(readOrExpire(() => Promise.reject(new AuthenticationError('401')))).rejects.toThrow(
      'NEXT_REDIRECT',
    );
    expect(navigation.redirect).toHaveBeenCalledWith(
      `/deconnexion?motif=expired&redirect=${encodeURIComponent('/projets/p-1?tab=documents')}`,
    );
  });

  it('turns a coded failure into its page-read digest, with the gateway process id', async () => {
    const failure = new BusinessError('x', { ...info, code: 'FORBIDDEN', processId: 'proc-7' });
    expect(await digestOf(failure)).toEqual({ code: 'FORBIDDEN', requestId: 'proc-7' });
  });

  it('gives DEFAULT to an unknown code and a fresh id when the gateway sent none', async () => {
    const failure = await digestOf(new HttpError('x', { ...info, code: 'SOMETHING_NEW' }));
    expect(failure?.code).toBe('DEFAULT');
    expect(failure?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await digestOf(new NetworkError('reset')))?.code).toBe('DEFAULT');
  });

  it('tells a timeout apart', async () => {
    expect((await digestOf(new TimeoutError('slow', 60_000)))?.code).toBe('TIMEOUT');
  });

  it('logs the failure under its id, without the query string', async () => {
    await digestOf(new HttpError('x', { ...info, processId: 'proc-9' }));
    expect(console.error).toHaveBeenCalledWith(
      '[page read] DEFAULT (request proc-9) on /projets/p-1',
      expect.any(HttpError),
    );
  });

  it('leaves a 404 and non-gateway errors to the page', async () => {
    const missing = new NotFoundError('404', { statusText: 'Not Found', body: {} });
    await expect(readOrExpire(() => Promise.reject(missing))).rejects.toBe(missing);
    const bug = new TypeError('bug');
    await expect(readOrExpire(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});

describe('orNotFound', () => {
  it('shows the 404 page for a missing record', async () => {
    const missing = new NotFoundError('404', { statusText: 'Not Found', body: {} });
    await expect(orNotFound(() => Promise.reject(missing))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(navigation.notFound).toHaveBeenCalled();
  });
});
