import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { businessErrorMessage } from '@/lib/domain/errors';
import {
  AuthenticationError,
  BusinessError,
  GatewayError,
  HttpError,
  NetworkError,
  NotFoundError,
  SchemaError,
  TimeoutError,
  userMessageFor,
} from '@/lib/gateway/errors';
import { buildUrl, request } from '@/lib/gateway/http';
import { GATEWAY, mswGateway, stubGatewayEnv, TEST_TOKEN } from './support';

const server = mswGateway();

const itemSchema = z.object({ id: z.string(), createdAt: z.iso.datetime({ offset: true }) });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('headers', () => {
  it('sends the token as Authorization and asks for JSON', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${GATEWAY}/users/:id`, ({ request: req }) => {
        seen = req.headers;
        return HttpResponse.json({ id: 'u1', createdAt: '2020-03-03T10:00:00.000+01:00' });
      }),
    );

    const user = await request({
      method: 'GET',
      path: '/users/:id',
      params: { id: 'u1' },
      token: TEST_TOKEN,
      schema: itemSchema,
    });

    expect(user).toEqual({ id: 'u1', createdAt: '2020-03-03T10:00:00.000+01:00' });
    expect(seen?.get('authorization')).toBe('Bearer access-123');
    expect(seen?.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header when there is no token', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post(`${GATEWAY}/oauth/token`, ({ request: req }) => {
        seen = req.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await request({
      method: 'POST',
      path: '/oauth/token',
      body: { form: { grant_type: 'client_credentials' } },
      token: null,
    });

    expect(seen?.has('authorization')).toBe(false);
  });
});

describe('logging', () => {
  it('logs a quiet call (a read repeated every second) only when it fails', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let status = 200;
    server.use(
      http.get(`${GATEWAY}/users/u1`, () =>
        HttpResponse.json({ id: 'u1', createdAt: '2020-03-03T10:00:00.000+01:00' }, { status }),
      ),
    );
    const read = (quiet: boolean) =>
      request({ method: 'GET', path: '/users/u1', token: TEST_TOKEN, schema: itemSchema, quiet });
    const lines = () =>
      [...info.mock.calls, ...warn.mock.calls].filter(([line]) => String(line).includes('"gateway call"'));

    await read(true);
    expect(lines()).toHaveLength(0);
    await read(false);
    expect(lines()).toHaveLength(1);
    status = 502;
    await failureOf(read(true));
    expect(lines()).toHaveLength(2);
    expect(JSON.parse(String(lines()[1]![0]))).toMatchObject({ level: 'warn', gateway: { status: 502 } });
    vi.unstubAllEnvs();
  });
});

describe('URL composition', () => {
  it('encodes path parameters and builds the query: numbers, booleans, arrays; empty and null dropped', () => {
    const url = buildUrl('/projects/:id/documents', {
      params: { id: 'a b/c' },
      query: {
        page: 2,
        archived: false,
        documentIds: ['d1', 'd2', '', null],
        q: '',
        ownerId: null,
        size: undefined,
      },
      hash: 'feedback 1',
    });
    expect(url).toBe(
      `${GATEWAY}/projects/a%20b%2Fc/documents?page=2&archived=false&documentIds=d1&documentIds=d2#feedback%201`,
    );
  });

  it('sends the composed query to the gateway', async () => {
    let seen: URL | undefined;
    server.use(
      http.delete(`${GATEWAY}/projects/:id/documents`, ({ request: req }) => {
        seen = new URL(req.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await request({
      method: 'DELETE',
      path: '/projects/:id/documents',
      params: { id: 'p1' },
      query: { documentIds: ['d1', 'd2'], dryRun: true, ownerId: '' },
      token: TEST_TOKEN,
    });

    expect(seen?.pathname).toBe('/projects/p1/documents');
    expect(seen?.searchParams.getAll('documentIds')).toEqual(['d1', 'd2']);
    expect(seen?.searchParams.get('dryRun')).toBe('true');
    expect(seen?.searchParams.has('ownerId')).toBe(false);
  });

  it('refuses a path whose parameter is missing rather than calling a wrong URL', () => {
    expect(() => buildUrl('/users/:id', { params: {} })).toThrow(/Missing path parameter "id"/);
    // A failed call (an id missing from an earlier answer): the page shows its DEFAULT message.
    expect(() => buildUrl('/users/:id', { params: { id: '' } })).toThrow(GatewayError);
  });
});

describe('body encodings', () => {
  it('sends JSON', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.patch(`${GATEWAY}/users/me`, async ({ request: req }) => {
        contentType = req.headers.get('content-type');
        body = await req.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await request({
      method: 'PATCH',
      path: '/users/me',
      body: { json: { phone: '0612345678' } },
      token: TEST_TOKEN,
    });

    expect(contentType).toBe('application/json');
    expect(body).toEqual({ phone: '0612345678' });
  });

  it('sends a form-encoded body', async () => {
    let contentType: string | null = null;
    let form: URLSearchParams | undefined;
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token`, async ({ request: req }) => {
        contentType = req.headers.get('content-type');
        form = new URLSearchParams(await req.text());
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await request({
      method: 'POST',
      path: '/credentials/password/:token',
      params: { token: 'tok' },
      body: { form: { password: 'Secret123&=', authenticationCode: undefined } },
      token: TEST_TOKEN,
    });

    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form?.get('password')).toBe('Secret123&=');
    expect(form?.has('authenticationCode')).toBe(false);
  });

  it('sends multipart with a file and a JSON part, letting fetch set the boundary', async () => {
    let contentType: string | null = null;
    let fileText = '';
    let fileName = '';
    let quote: unknown;
    server.use(
      http.post(`${GATEWAY}/quotes/signed`, async ({ request: req }) => {
        contentType = req.headers.get('content-type');
        const data = await req.formData();
        const file = data.get('file') as File;
        fileName = file.name;
        fileText = await file.text();
        quote = JSON.parse(await (data.get('quote') as Blob).text());
        return HttpResponse.json({ id: 'q1', createdAt: '2020-03-03T10:00:00Z' }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'devis.pdf', { type: 'application/pdf' }));
    form.append('quote', new Blob([JSON.stringify({ projectId: 'p1' })], { type: 'application/json' }));

    const created = await request({
      method: 'POST',
      path: '/quotes/signed',
      body: { multipart: form },
      token: TEST_TOKEN,
      schema: itemSchema,
    });

    expect(created.id).toBe('q1');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fileName).toBe('devis.pdf');
    expect(fileText).toBe('%PDF-1.4');
    expect(quote).toEqual({ projectId: 'p1' });
  });

  it('sends plain text and reads a text answer', async () => {
    let contentType: string | null = null;
    let accept: string | null = null;
    let body = '';
    server.use(
      http.post(`${GATEWAY}/echo`, async ({ request: req }) => {
        contentType = req.headers.get('content-type');
        accept = req.headers.get('accept');
        body = await req.text();
        return HttpResponse.text('https://pay.test/link');
      }),
    );

    const answer = await request({
      method: 'POST',
      path: '/echo',
      body: { text: 'bonjour' },
      accept: 'text',
      token: TEST_TOKEN,
      schema: z.string(),
    });

    expect(answer).toBe('https://pay.test/link');
    expect(contentType).toMatch(/^text\/plain/);
    expect(accept).toBe('text/plain');
    expect(body).toBe('bonjour');
  });

  it('resolves to undefined on 204 and on an empty 200', async () => {
    server.use(
      http.post(`${GATEWAY}/a`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${GATEWAY}/b`, () => new HttpResponse('', { status: 200 })),
    );
    await expect(request({ method: 'POST', path: '/a', token: TEST_TOKEN })).resolves.toBeUndefined();
    await expect(request({ method: 'POST', path: '/b', token: TEST_TOKEN })).resolves.toBeUndefined();
  });
});

describe('timeouts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('aborts after the timeout with a TimeoutError', async () => {
    server.use(
      http.get(`${GATEWAY}/slow`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );

    const error = await failureOf(
      request({ method: 'GET', path: '/slow', token: TEST_TOKEN, timeoutMs: 30 }),
    );

    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(30);
    expect(userMessageFor(error, 'Erreur lors du chargement.')).toBe('Erreur lors du chargement.');
  });

  /** The delays of the timers the calls armed: the gateway's timeouts, not msw's own zero waits. */
  const callTimeouts = (timer: { mock: { calls: unknown[][] } }) =>
    timer.mock.calls.map(([, ms]) => ms).filter((ms) => typeof ms === 'number' && ms >= 1_000);

  it('allows 60 s for an ordinary call and 5 min for a multipart upload', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    server.use(http.post(`${GATEWAY}/upload`, () => new HttpResponse(null, { status: 204 })));

    await request({ method: 'POST', path: '/upload', body: { json: {} }, token: TEST_TOKEN });
    await request({
      method: 'POST',
      path: '/upload',
      body: { multipart: new FormData() },
      token: TEST_TOKEN,
    });

    expect(callTimeouts(timeout)).toEqual([60_000, 300_000]);
  });

  // A timer left armed for the minute after a call holds the request that made it in memory.
  it('ends its timer as soon as the answer is in, or the call failed', async () => {
    const armed = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    server.use(
      http.get(`${GATEWAY}/quick`, () => HttpResponse.json({})),
      http.get(`${GATEWAY}/broken`, () => HttpResponse.error()),
    );

    await request({ method: 'GET', path: '/quick', token: TEST_TOKEN });
    await expect(request({ method: 'GET', path: '/broken', token: TEST_TOKEN })).rejects.toBeInstanceOf(
      NetworkError,
    );

    const timers = armed.mock.results
      .filter((_, index) => armed.mock.calls[index][1] === 60_000)
      .map((result) => result.value);
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(cleared).toHaveBeenCalledWith(timer);
  });

  it("takes an ordinary call's timeout from GATEWAY_TIMEOUT_MS, never an upload's", async () => {
    stubGatewayEnv({ GATEWAY_TIMEOUT_MS: '2500' });
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    server.use(http.post(`${GATEWAY}/upload`, () => new HttpResponse(null, { status: 204 })));

    await request({ method: 'POST', path: '/upload', body: { json: {} }, token: TEST_TOKEN });
    await request({
      method: 'POST',
      path: '/upload',
      body: { multipart: new FormData() },
      token: TEST_TOKEN,
    });

    expect(callTimeouts(timeout)).toEqual([2_500, 300_000]);
  });

  it('reports a connection failure as a NetworkError', async () => {
    server.use(http.get(`${GATEWAY}/down`, () => HttpResponse.error()));
    await expect(request({ method: 'GET', path: '/down', token: TEST_TOKEN })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});

describe('failures', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([401, 403])('raises an AuthenticationError carrying the status on %i', async (status) => {
    server.use(http.get(`${GATEWAY}/users/u1`, () => HttpResponse.json({ error: 'denied' }, { status })));

    const error = await failureOf(
      request({ method: 'GET', path: '/users/u1', token: TEST_TOKEN, schema: itemSchema }),
    );

    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(status);
    expect(userMessageFor(error, 'Impossible de charger.')).toBe(
      'Votre session a expiré, merci de vous reconnecter.',
    );
  });

  it('raises a NotFoundError on 404', async () => {
    server.use(
      http.get(`${GATEWAY}/users/u1`, () => HttpResponse.json({}, { status: 404, statusText: 'Not Found' })),
    );

    const error = await failureOf(
      request({ method: 'GET', path: '/users/u1', token: TEST_TOKEN, schema: itemSchema }),
    );

    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
  });

  it('answers the documented default on 404 when the call has one', async () => {
    server.use(http.get(`${GATEWAY}/payment/payment-account`, () => new HttpResponse(null, { status: 404 })));

    const account = await request({
      method: 'GET',
      path: '/payment/payment-account',
      query: { userId: 'u1' },
      token: TEST_TOKEN,
      schema: itemSchema,
      notFound: () => null,
    });

    expect(account).toBeNull();
  });

  it('turns a known business code into a BusinessError with its French message', async () => {
    server.use(
      http.post(`${GATEWAY}/users/type/lmsg`, () =>
        HttpResponse.json(
          { code: 'USERNAME_ALREADY_IN_USE', processId: 'proc-42' },
          { status: 409, statusText: 'Conflict' },
        ),
      ),
    );

    const error = await failureOf(
      request({ method: 'POST', path: '/users/type/lmsg', body: { json: {} }, token: TEST_TOKEN }),
    );

    expect(error).toBeInstanceOf(BusinessError);
    const business = error as BusinessError;
    expect(business.code).toBe('USERNAME_ALREADY_IN_USE');
    expect(business.processId).toBe('proc-42');
    expect(business.status).toBe(409);
    expect(business.userMessage).toBe(businessErrorMessage('USERNAME_ALREADY_IN_USE'));
    expect(userMessageFor(error, 'Erreur lors de la création.')).toBe(business.userMessage);
    const line = JSON.parse(vi.mocked(console.warn).mock.calls.at(-1)?.[0] as string) as unknown;
    expect(line).toMatchObject({
      level: 'warn',
      event: 'gateway call',
      gateway: { method: 'POST', path: '/users/type/lmsg', status: 409 },
      code: 'USERNAME_ALREADY_IN_USE',
      processId: 'proc-42',
    });
  });

  it('keeps an unknown code as an HttpError with status, status text and body', async () => {
    const body = { code: 'SOMETHING_NEW', processId: 'p-1', detail: 'x' };
    server.use(
      http.post(`${GATEWAY}/quotes/q1/sign`, () =>
        HttpResponse.json(body, { status: 422, statusText: 'Unprocessable Entity' }),
      ),
    );

    const error = await failureOf(
      request({ method: 'POST', path: '/quotes/:id/sign', params: { id: 'q1' }, token: TEST_TOKEN }),
    );

    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
      body,
      code: 'SOMETHING_NEW',
      processId: 'p-1',
    });
    expect(userMessageFor(error, 'Erreur lors de la signature du devis.')).toBe(
      'Erreur lors de la signature du devis.',
    );
    expect(userMessageFor(error)).toBe('Une erreur est survenue.');
  });

  it('turns an unparseable error body into {}', async () => {
    server.use(
      http.get(
        `${GATEWAY}/boom`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );

    const error = await failureOf(request({ method: 'GET', path: '/boom', token: TEST_TOKEN }));

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', body: {} });
  });
});

describe('response validation', () => {
  beforeEach(() => {
    server.use(
      http.get(`${GATEWAY}/items/i1`, () => HttpResponse.json({ id: 'i1', createdAt: '2020-03-03 10:00' })),
    );
  });

  it('fails with a SchemaError and logs "Error parsing data" outside production', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const error = await failureOf(
      request({
        method: 'GET',
        path: '/items/:id',
        params: { id: 'i1' },
        token: TEST_TOKEN,
        schema: itemSchema,
      }),
    );

    expect(error).toBeInstanceOf(SchemaError);
    const schemaError = error as SchemaError;
    expect(schemaError.message).toBe('Error parsing data');
    expect(schemaError.status).toBe(200);
    expect(schemaError.data).toEqual({ id: 'i1', createdAt: '2020-03-03 10:00' });
    expect(schemaError.issues.map((issue) => issue.path)).toEqual([['createdAt']]);
    expect(JSON.parse(log.mock.calls.at(-1)?.[0] as string)).toMatchObject({
      level: 'error',
      event: 'Error parsing data',
      gateway: { method: 'GET', path: '/items/:id', status: 200 },
      issues: [{ path: 'createdAt' }],
    });
  });

  it('logs and returns the raw data in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const item = await request({
      method: 'GET',
      path: '/items/:id',
      params: { id: 'i1' },
      token: TEST_TOKEN,
      schema: itemSchema,
    });

    expect(item).toEqual({ id: 'i1', createdAt: '2020-03-03 10:00' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"event":"Error parsing data"'));
  });
  it('mends the raw data in production where its schema says how: [] for a list, optional fields dropped', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${GATEWAY}/lists/l1`, () =>
        HttpResponse.json({ name: 'Liste', items: null, note: 12345, owner: 12345 }),
      ),
    );

    const list = await request({
      method: 'GET',
      path: '/lists/:id',
      params: { id: 'l1' },
      token: TEST_TOKEN,
      schema: z.object({
        id: z.string(),
        name: z.string(),
        items: z.array(itemSchema),
        note: z.string().optional(),
        owner: z.string(),
      }),
    });

    // The missing id and the mistyped required owner stay as sent, for the screen to draw.
    expect(list).toEqual({ name: 'Liste', items: [], owner: 12345 });
    expect(JSON.parse(log.mock.calls.at(-1)?.[0] as string)).toMatchObject({
      event: 'Error parsing data',
      issues: expect.arrayContaining([{ path: 'items', code: 'invalid_type' }]),
    });
  });

  it('fails an answer that is not its entity at all in production: there is no record to draw', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${GATEWAY}/items/i3`, () => HttpResponse.json({ access_token: 0 })));

    const error = await failureOf(
      request({
        method: 'GET',
        path: '/items/:id',
        params: { id: 'i3' },
        token: TEST_TOKEN,
        schema: itemSchema,
      }),
    );

    expect(error).toBeInstanceOf(SchemaError);
  });

  it('fails a body that is not JSON even in production: there is no data to show', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        `${GATEWAY}/items/i2`,
        () =>
          new HttpResponse('{"id":"i2","createdAt":', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );

    const error = await failureOf(
      request({
        method: 'GET',
        path: '/items/:id',
        params: { id: 'i2' },
        token: TEST_TOKEN,
        schema: itemSchema,
      }),
    );

    expect(error).toBeInstanceOf(SchemaError);
    expect(JSON.parse(log.mock.calls.at(-1)?.[0] as string)).toMatchObject({
      event: 'Error parsing data',
      issues: [{ path: '', code: 'invalid_json' }],
    });
  });
});
