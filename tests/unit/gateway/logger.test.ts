import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { sendLog } from '@/lib/gateway/logger';
import { GATEWAY, mswGateway, TEST_TOKEN } from './support';

const server = mswGateway({ silence: ['warn'] });

it('posts the report with the token', async () => {
  let body: unknown;
  let authorization: string | null = null;
  server.use(
    http.post(`${GATEWAY}/logger`, async ({ request }) => {
      authorization = request.headers.get('authorization');
      body = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );

  await sendLog(TEST_TOKEN, {
    level: 'error',
    message: 'Not found error',
    metadata: { path: '/nope' },
    stack: 'at x',
  });

  expect(authorization).toBe('Bearer access-123');
  expect(body).toEqual({
    level: 'error',
    message: 'Not found error',
    metadata: { path: '/nope' },
    stack: 'at x',
  });
});

it('posts without Authorization when there is no token', async () => {
  let hasAuthorization = true;
  server.use(
    http.post(`${GATEWAY}/logger`, ({ request }) => {
      hasAuthorization = request.headers.has('authorization');
      return new HttpResponse(null, { status: 204 });
    }),
  );

  await sendLog(null, { level: 'error', message: 'Browser runtime error' });

  expect(hasAuthorization).toBe(false);
});

it.each([
  ['a server error', () => HttpResponse.json({ code: 'DEFAULT' }, { status: 500 })],
  ['a 401', () => new HttpResponse(null, { status: 401 })],
  ['a network failure', () => HttpResponse.error()],
])('swallows %s', async (_, answer) => {
  server.use(http.post(`${GATEWAY}/logger`, answer));
  await expect(sendLog(TEST_TOKEN, { level: 'error', message: 'boom' })).resolves.toBeUndefined();
  // One JSON line of the server's log, as every other event.
  expect(console.warn).toHaveBeenCalledWith(
    expect.stringContaining('"event":"gateway logger report dropped"'),
  );
});
