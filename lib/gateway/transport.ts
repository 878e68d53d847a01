import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/*
 * The wire under http.ts: node:http with kept-alive agents rather than fetch. Every page and route
 * handler makes at least one gateway call, and fetch (undici's WHATWG streams, plus Next's patch of
 * it for its data cache, which an authenticated call must never use anyway) was the largest cost
 * left in the BFF's profile.
 */

/**
 * An idle kept-alive socket is dropped before the server's own idle timeout (5 s for Node and most
 * proxies): Node's agent ignores the server's Keep-Alive hint, and reusing a socket the server is
 * closing fails the call with a reset. The agent applies this timeout to free sockets only.
 */
const IDLE_SOCKET_MS = 4_000;

const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

export interface WireRequest {
  method: string;
  headers: Headers;
  body?: string | FormData;
  signal: AbortSignal;
}

export interface WireResponse {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Headers;
  text: string;
}

/** A multipart body in bytes, with the Content-Type that carries its boundary (the platform's own encoder). */
async function multipart(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

interface Prepared {
  target: URL;
  agent: http.Agent;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  open: typeof http.request;
}

async function prepare(url: string, init: WireRequest): Promise<Prepared> {
  const target = new URL(url);
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent) throw new TypeError(`Unsupported gateway protocol: ${target.protocol}`);
  const headers = Object.fromEntries(init.headers);
  let body: string | Buffer | undefined;
  if (init.body instanceof FormData) {
    const encoded = await multipart(init.body);
    body = encoded.bytes;
    headers['content-type'] = encoded.contentType;
  } else {
    body = init.body;
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  // Looked up at each call, not imported by name: msw's interceptor replaces it in unit tests.
  const open = target.protocol === 'https:' ? https.request : http.request;
  return { target, agent, headers, body, open };
}

/** Sends one request and reads the whole answer, which gives the socket back to its agent. */
export async function send(url: string, init: WireRequest): Promise<WireResponse> {
  const { target, agent, headers, body, open } = await prepare(url, init);

  return new Promise<WireResponse>((resolve, reject) => {
    const request = open(target, { method: init.method, headers, agent, signal: init.signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({
          status,
          statusText: response.statusMessage ?? '',
          ok: status >= 200 && status < 300,
          headers: headersOf(response),
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface WireStream {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Headers;
  /**
   * The body as the gateway sends it, chunk by chunk, read only as fast as its reader asks (the
   * socket is paused otherwise). Reading it to the end gives the socket back to its agent;
   * cancelling it closes the socket.
   */
  body: ReadableStream<Uint8Array>;
}

export interface WireStreamRequest extends WireRequest {
  /** The body fails with a TimeoutError when no byte arrives for this long. */
  idleTimeoutMs: number;
}

function idleTimeout(ms: number): Error {
  const error = new Error(`no data from the gateway for ${ms} ms`);
  error.name = 'TimeoutError';
  return error;
}

/** A web stream over a response, with backpressure: the socket pauses while the reader is full. */
function streamOf(response: IncomingMessage, idleTimeoutMs: number): ReadableStream<Uint8Array> {
  let idle: NodeJS.Timeout | undefined;
  // Once the stream is closed, errored or cancelled, the events still to come (a destroyed
  // response ends or errors) must not touch its controller: that would throw in a listener.
  let settled = false;
  const settle = () => {
    settled = true;
    clearTimeout(idle);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        idle = setTimeout(() => response.destroy(idleTimeout(idleTimeoutMs)), idleTimeoutMs);
        response.on('data', (chunk: Buffer) => {
          if (settled) return;
          idle?.refresh();
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) response.pause();
        });
        response.on('end', () => {
          if (settled) return;
          settle();
          controller.close();
        });
        response.on('error', (error) => {
          if (settled) return;
          settle();
          controller.error(error);
        });
        // A socket closed before the end emits neither 'end' nor, in every Node version, 'error'.
        response.on('close', () => {
          if (settled || response.complete) return;
          settle();
          controller.error(new Error('the gateway closed the connection before the end of the body'));
        });
      },
      pull() {
        response.resume();
      },
      cancel() {
        settle();
        response.destroy();
      },
    },
    // Up to 1 MB waits for a slow reader before the socket pauses: bounded memory per stream, and
    // few pause/resume round trips on a fast one.
    new ByteLengthQueuingStrategy({ highWaterMark: 1 << 20 }),
  );
}

/**
 * Sends one request and resolves as soon as the answer's status and headers are in, with the
 * body still to come. `signal` bounds the wait for the headers only: once the body flows,
 * `idleTimeoutMs` guards against a gateway that stops sending.
 */
export async function openStream(url: string, init: WireStreamRequest): Promise<WireStream> {
  const { target, agent, headers, body, open } = await prepare(url, init);
  const { signal } = init;
  signal.throwIfAborted();

  return new Promise<WireStream>((resolve, reject) => {
    // Not handed to http.request: an abort there would also cut a body already flowing.
    const abort = () =>
      request.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    const request = open(target, { method: init.method, headers, agent }, (response) => {
      signal.removeEventListener('abort', abort);
      const status = response.statusCode ?? 0;
      resolve({
        status,
        statusText: response.statusMessage ?? '',
        ok: status >= 200 && status < 300,
        headers: headersOf(response),
        body: streamOf(response, init.idleTimeoutMs),
      });
    });
    signal.addEventListener('abort', abort, { once: true });
    request.on('error', (error) => {
      signal.removeEventListener('abort', abort);
      reject(error);
    });
    request.end(body);
  });
}
