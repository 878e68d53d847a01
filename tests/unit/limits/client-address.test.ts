import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendSocketAddress, clientAddress } from '@/lib/limits/client-address';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('the client address the limits count', () => {
  it('is the last entry with no proxy, the one before behind one balancer: never what the client wrote', () => {
    // What the server holds once appendSocketAddress() added the socket's address to a forged header.
    const forged = forwarded('198.51.100.7, 203.0.113.9');
    expect(clientAddress(forged, 0)).toBe('203.0.113.9');
    // Behind a balancer that appends (or replaces the header with) what it saw, then its own address.
    expect(clientAddress(forwarded('198.51.100.7, 203.0.113.9, 10.0.0.2'), 1)).toBe('203.0.113.9');
    expect(clientAddress(forwarded('203.0.113.9, 10.0.0.2'), 1)).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64, an IPv4-mapped one as IPv4, anything else as unknown', () => {
    expect(clientAddress(forwarded('2001:db8:0:12:a:b:c:d'), 0)).toBe('2001:db8:0:12::/64');
    expect(clientAddress(forwarded('2001:db8::1'), 0)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(forwarded('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(forwarded('nginx'), 0)).toBe('unknown');
    expect(clientAddress(new Headers(), 0)).toBe('unknown');
    expect(clientAddress(forwarded('203.0.113.9'), 3)).toBe('203.0.113.9');
  });
});

describe('appendSocketAddress', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    appendSocketAddress();
    server = createServer((request, response) => {
      response.end(clientAddress(new Headers(request.headers as Record<string, string>), 0));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('makes the server count the socket, whatever X-Forwarded-For a client reaching it directly sends', async () => {
    const forged: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '198.51.100.7' },
      { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' },
    ];
    for (const headers of forged) expect(await (await fetch(url, { headers })).text()).toBe('127.0.0.1');
  });
});
