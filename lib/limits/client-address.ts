import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/*
 * Who a request comes from, for the per-address limits. Next's standalone server sets
 * X-Forwarded-For to the socket's address only when the request has none (`??=`), so on its own a
 * client reaching the app directly could name any address. appendSocketAddress() (instrumentation.ts)
 * makes the server do what a proxy does, append the address it sees, before Next reads the request;
 * clientAddress() then reads the entry TRUSTED_PROXY_HOPS from the right: with no proxy (0) the
 * socket's own address, behind one balancer (1) the address the balancer saw. Entries further left
 * are the client's to write and never read.
 */

const FORWARDED_FOR = 'x-forwarded-for';
const REQUEST_START = 'http.server.request.start';

const globalHook = globalThis as typeof globalThis & { __boSocketAddress?: true };

/** Once per process: every HTTP request's X-Forwarded-For ends with the address of its socket. */
export function appendSocketAddress(): void {
  if (globalHook.__boSocketAddress) return;
  globalHook.__boSocketAddress = true;
  // Published by Node's HTTP server before it emits 'request', so before Next sees the headers.
  subscribe(REQUEST_START, (message) => {
    const { request } = message as { request: IncomingMessage };
    const socket = request.socket.remoteAddress;
    if (!socket) return;
    const sent = request.headers[FORWARDED_FOR];
    const chain = Array.isArray(sent) ? sent.join(', ') : sent;
    request.headers[FORWARDED_FOR] = chain ? `${chain}, ${socket}` : socket;
  });
}

/** An IPv6 client is counted by its /64: one subscriber or host gets a whole /64 to pick from. */
function ipv6Prefix(address: string): string {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const filled = address.includes('::')
    ? [
        ...groups(head),
        ...Array<string>(8 - groups(head).length - groups(tail).length).fill('0'),
        ...groups(tail),
      ]
    : groups(head);
  return `${filled
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function normalised(entry: string | undefined): string {
  const address = entry?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? '';
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return ipv6Prefix(address);
  // A proxy that writes something else than an address: all such requests share one counter.
  return 'unknown';
}

/** The client's address as the limits count it (`hops`: the trusted proxies in front of the app). */
export function clientAddress(headers: Headers, hops: number): string {
  const chain = (headers.get(FORWARDED_FOR) ?? '').split(',');
  return normalised(chain[Math.max(0, chain.length - 1 - hops)]);
}
