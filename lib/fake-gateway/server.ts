/**
 * The fake gateway as a real HTTP server: `npm run gateway` (tsx lib/fake-gateway/server.ts).
 * A small Node http adapter over the msw handlers (msw's `getResponse`): it reads the body once
 * (refusing oversized uploads with 413 before buffering them), hands a Fetch Request to the same
 * handlers unit tests use, and writes the Response back: whole with its Content-Length, or piped
 * chunk by chunk when the handler answers `transfer-encoding: chunked` (the CSV reports).
 * Keep-alive is on for the app's pooled connections. A `Response.error()` (an injected reset)
 * destroys the socket without answering.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { MAX_REQUEST_BYTES } from './core/body';
import { readConfig, type FakeConfig } from './core/config';
import { createHandlers } from './handlers';
import { configure, getDb } from './store';

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size >= MAX_REQUEST_BYTES) tooLarge = true;
      // Past the limit the rest is drained without keeping it.
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface RunningGateway {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function startGateway(overrides: Partial<FakeConfig> = {}): Promise<RunningGateway> {
  const config = configure({ ...readConfig(), ...overrides });
  let origin = `http://${config.host}:${config.port}`;
  getDb();
  let handlers = createHandlers(origin);

  const server = createServer(async (req, res) => {
    try {
      const method = req.method ?? 'GET';
      const declared = Number(req.headers['content-length'] ?? '0');
      if (declared >= MAX_REQUEST_BYTES) {
        // Answer before reading: the client may still be sending, so close the connection after.
        res.setHeader('connection', 'close');
        send(res, 413, {
          code: 'PAYLOAD_TOO_LARGE',
          message: "La taille du fichier n'est pas valide (10 Mo max).",
        });
        req.resume();
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      if (body === 'too-large') {
        send(res, 413, {
          code: 'PAYLOAD_TOO_LARGE',
          message: "La taille du fichier n'est pas valide (10 Mo max).",
        });
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      // The handlers answer under the configured origin whatever Host the client used (localhost, 127.0.0.1).
      const request = new Request(new URL(req.url ?? '/', origin), {
        method,
        headers,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        send(res, 404, {
          code: 'NOT_FOUND',
          message: `Route inconnue : ${method} ${new URL(request.url).pathname}`,
        });
        return;
      }
      if (response.type === 'error') {
        // An injected connection reset: no answer at all, the client sees the socket close.
        req.socket.destroy();
        return;
      }
      const outHeaders: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        outHeaders[name] = value;
      });
      if (response.headers.get('transfer-encoding') === 'chunked' && response.body) {
        // A streamed answer (the CSV reports): written as it is drawn, at the pace the client reads.
        res.writeHead(response.status, outHeaders);
        await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res).catch(
          () => undefined, // The client left; nothing to answer.
        );
        return;
      }
      const payload = Buffer.from(await response.arrayBuffer());
      outHeaders['content-length'] = String(payload.length);
      res.writeHead(response.status, outHeaders);
      res.end(payload);
    } catch (error) {
      console.error('[fake-gateway] request failed', error);
      if (!res.headersSent)
        send(res, 500, { code: 'INTERNAL_ERROR', message: 'Erreur interne de la fausse passerelle.' });
      else res.end();
    }
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  // Port 0 (tests, benchmark) picks a free port: rebuild the handlers for the real origin.
  if (port !== config.port) {
    configure({ port });
    origin = url;
    handlers = createHandlers(url);
  }
  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (isMain) {
  startGateway()
    .then((gateway) => {
      const db = getDb();
      console.log(
        `Fake gateway listening on ${gateway.url} (${db.people.users.size} users, seeded in ${Math.round(db.seedMs)} ms)`,
      );
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.log(`Fake gateway: ${signal} received, stopping`);
        gateway.close().then(() => process.exit(0));
        setTimeout(() => process.exit(0), 3_000).unref();
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
    })
    .catch((error: unknown) => {
      console.error('Fake gateway failed to start:', error);
      process.exit(1);
    });
}
