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
const request = vi.hoisted(() => ({ id: 'req-42' as string | undefined }));
vi.mock('@/lib/auth/request-context', () => ({
  currentPath: async () => '/projets/p-1?tab=documents',
  currentRequest: async () => ({ requestId: request.id, route: '/projets/p-1' }),
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
    request.id = 'req-42';
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

  it('turns a coded failure into its page-read digest, with the request id', async () => {
    const failure = new BusinessError('x', { ...info, code: 'FORBIDDEN', processId: 'proc-7' });
    expect(await digestOf(failure)).toEqual({ code: 'FORBIDDEN', requestId: 'req-42' });
  });

  it('gives DEFAULT to an unknown code, and a fresh id outside a request', async () => {
    request.id = undefined;
    const failure = await digestOf(new HttpError('x', { ...info, code: 'SOMETHING_NEW' }));
    expect(failure?.code).toBe('DEFAULT');
    expect(failure?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await digestOf(new NetworkError('reset')))?.code).toBe('DEFAULT');
  });

  it('tells a timeout apart', async () => {
    expect((await digestOf(new TimeoutError('slow', 60_000)))?.code).toBe('TIMEOUT');
  });

  it('logs the failure as one JSON line under the request id, with the gateway process id', async () => {
    await digestOf(new HttpError('x', { ...info, processId: 'proc-9' }));
    const line = vi.mocked(console.error).mock.calls.at(-1)?.[0] as string;
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      event: 'page read failed',
      requestId: 'req-42',
      route: '/projets/p-1',
      code: 'DEFAULT',
      processId: 'proc-9',
    });
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
