/**
 * A round-robin HTTP load balancer for trying several replicas of the app on one machine, as ops
 * run them behind theirs: each request goes to the next upstream in turn, with no affinity, so two
 * requests of one session land on different replicas. Bodies stream both ways; an upstream that
 * does not answer is a 502.
 *
 *   npx tsx scripts/replicas/balancer.ts PORT UPSTREAM_URL [UPSTREAM_URL…]
 */
import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

/** Idempotent requests without a body can be sent again when the first socket failed before any answer. */
const RETRYABLE = new Set(['GET', 'HEAD']);

export function createBalancer(upstreams: string[]): Server {
  if (upstreams.length === 0) throw new Error('the balancer needs at least one upstream');
  const targets = upstreams.map((url) => new URL(url));
  // Node's agent honours a server's "Keep-Alive: timeout=5" only when it has a timeout of its own;
  // without one an idle socket the replica is closing can be reused and reset.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  let next = 0;

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, retries: number): void {
    const target = targets[next];
    next = (next + 1) % targets.length;
    const forwarded = request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // The Host the browser used stays, so the app's redirects point back at the balancer.
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else if (retries > 0) forward(incoming, outgoing, retries - 1);
      else outgoing.writeHead(502).end();
    });
    if (RETRYABLE.has(incoming.method ?? '')) forwarded.end();
    else incoming.pipe(forwarded);
  }

  return createServer((incoming, outgoing) =>
    forward(incoming, outgoing, RETRYABLE.has(incoming.method ?? '') ? 1 : 0),
  );
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
}

if (require.main === module) {
  const [port, ...upstreams] = process.argv.slice(2);
  if (!port || upstreams.length === 0) {
    console.error('usage: tsx scripts/replicas/balancer.ts PORT UPSTREAM_URL [UPSTREAM_URL…]');
    process.exit(2);
  }
  const server = createBalancer(upstreams);
  void listen(server, Number(port)).then(() =>
    console.log(`balancer on http://127.0.0.1:${port} → ${upstreams.join(', ')} (round-robin)`),
  );
}
