/**
 * The streamed gateway call behind the document viewer: the bytes are handed on as they arrive
 * (never read whole first), with the same Authorization, timeout and error mapping as every call.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { businessErrorMessage } from '@/lib/domain/errors';
import { getDocumentContent } from '@/lib/gateway/documents';
import {
  AuthenticationError,
  BusinessError,
  HttpError,
  NotFoundError,
  TimeoutError,
} from '@/lib/gateway/errors';
import { requestStream } from '@/lib/gateway/http';
import { GATEWAY, mswGateway, TEST_TOKEN } from './support';

const server = mswGateway({ silence: ['warn'] });

const bytes = (text: string) => new TextEncoder().encode(text);

/** A promise and the function that settles it, to hold the fake gateway mid-answer. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

describe('getDocumentContent', () => {
  it('hands the first bytes on before the gateway has sent the last ones', async () => {
    const last = gate();
    let seen: Headers | undefined;
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, ({ request, params }) => {
        seen = request.headers;
        expect(params.id).toBe('d 1');
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(bytes('%PDF-1.4 first'));
            await last.opened;
            controller.enqueue(bytes(' last'));
            controller.close();
          },
        });
        return new HttpResponse(body, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="plan.pdf"',
          },
        });
      }),
    );

    const content = await getDocumentContent(TEST_TOKEN, 'd 1');

    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(content.headers.get('content-disposition')).toBe('inline; filename="plan.pdf"');
    expect(seen?.get('authorization')).toBe('Bearer access-123');
    const reader = content.body.getReader();
    // The gateway is still holding its last chunk: only a streamed body can give this one now.
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('%PDF-1.4 first');
    last.open();
    expect(await rest(reader)).toBe(' last');
  });

  it('lets the reader stop early', async () => {
    const never = gate();
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(bytes('a'));
            await never.opened;
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'image/png' } });
      }),
    );
    const content = await getDocumentContent(TEST_TOKEN, 'd1');
    const reader = content.body.getReader();
    await reader.read();
    await expect(reader.cancel()).resolves.toBeUndefined();
    never.open();
  });

  it('can be cancelled before it is read, whatever the gateway sends after', async () => {
    server.use(http.get(`${GATEWAY}/documents/:id/content`, () => new HttpResponse('%PDF-1.4 all of it')));
    const content = await getDocumentContent(TEST_TOKEN, 'd1');
    // A HEAD answer drops the body unread; the bytes and the end still arriving must go nowhere.
    await content.body.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it.each([
    [401, AuthenticationError],
    [403, AuthenticationError],
    [404, NotFoundError],
    [500, HttpError],
  ])('maps a %i answer like every other call', async (status, type) => {
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, () =>
        HttpResponse.json({ code: 'WHATEVER', message: 'no' }, { status }),
      ),
    );
    expect(await failureOf(getDocumentContent(TEST_TOKEN, 'd1'))).toBeInstanceOf(type);
  });

  it('turns a coded refusal into its business error and French message', async () => {
    server.use(
      http.get(`${GATEWAY}/documents/:id/content`, () =>
        HttpResponse.json({ code: 'EMPTY_DOCUMENT', processId: 'p-1' }, { status: 400 }),
      ),
    );
    const error = await failureOf(getDocumentContent(TEST_TOKEN, 'd1'));
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).code).toBe('EMPTY_DOCUMENT');
    expect((error as BusinessError).processId).toBe('p-1');
    expect((error as BusinessError).userMessage).toBe(businessErrorMessage('EMPTY_DOCUMENT'));
  });
});

describe('requestStream timeouts', () => {
  it('gives up when the headers do not come in time', async () => {
    const never = gate();
    server.use(
      http.get(`${GATEWAY}/slow`, async () => {
        await never.opened;
        return new HttpResponse('late');
      }),
    );
    const error = await failureOf(
      requestStream({ method: 'GET', path: '/slow', token: TEST_TOKEN, timeoutMs: 50 }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    never.open();
  });

  it('fails the body when the gateway stops sending mid-way', async () => {
    const never = gate();
    server.use(
      http.get(`${GATEWAY}/stalls`, () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(bytes('some'));
            await never.opened;
          },
        });
        return new HttpResponse(body);
      }),
    );
    const content = await requestStream({ method: 'GET', path: '/stalls', token: TEST_TOKEN, timeoutMs: 80 });
    const reader = content.body.getReader();
    await reader.read();
    const error = await failureOf(reader.read());
    expect((error as Error).name).toBe('TimeoutError');
    never.open();
  });

  it('stops waiting when the caller leaves', async () => {
    const never = gate();
    server.use(
      http.get(`${GATEWAY}/slow`, async () => {
        await never.opened;
        return new HttpResponse('late');
      }),
    );
    const left = new AbortController();
    const call = requestStream({ method: 'GET', path: '/slow', token: TEST_TOKEN, signal: left.signal });
    left.abort();
    expect(await failureOf(call)).not.toBeInstanceOf(TimeoutError);
    never.open();
  });
});
