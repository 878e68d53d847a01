import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/*
 * The wire under http.ts: node:http with kept-alive agents rather than fetch. Every page and route
 * handler makes at least one gateway call, and fetch (undici's WHATWG streams, plus Next's patch of
 * it for its data cache, which an authenticated call must never use anyway) was the largest cost
 * left in the BFF's profile.
 */

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
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

/** Sends one request and reads the whole answer, which gives the socket back to its agent. */
export async function send(url: string, init: WireRequest): Promise<WireResponse> {
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
