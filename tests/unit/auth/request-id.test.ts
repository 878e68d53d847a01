import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubGatewayEnv } from '../gateway/support';
import { proxy } from '@/proxy';

/*
 * Every request gets an id: proxy.ts hands it to the render (which logs it and sends it
 * to the gateway) and to the browser, which shows it as the reference of a failure.
 */

/** What the render of the forwarded request reads as its X-Request-Id. */
const forwardedId = (response: Response) => response.headers.get('x-middleware-request-x-request-id');

async function idsFor(path: string, sent?: string) {
  const response = await proxy(
    new NextRequest(`http://localhost${path}`, {
      headers: sent === undefined ? {} : { 'x-request-id': sent },
    }),
  );
  return { answered: response.headers.get('x-request-id'), forwarded: forwardedId(response) };
}

beforeEach(() => stubGatewayEnv());

describe('the request id', () => {
  it('keeps the id a load balancer sent, for the render and the browser alike', async () => {
    expect(await idsFor('/connexion', 'lb-1234.abcd_EF-9')).toEqual({
      answered: 'lb-1234.abcd_EF-9',
      forwarded: 'lb-1234.abcd_EF-9',
    });
  });

  it('replaces a missing, unsafe or overlong id with a new UUID', async () => {
    for (const sent of [undefined, '', 'a b', '<script>', 'a:b', 'x'.repeat(65), 'idé']) {
      const { answered, forwarded } = await idsFor('/connexion', sent);
      expect(answered).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(forwarded).toBe(answered);
    }
  });

  it('gives each request its own id', async () => {
    const first = await idsFor('/connexion');
    const second = await idsFor('/connexion');
    expect(first.answered).not.toBe(second.answered);
  });

  it('gives a route handler an id too, on a redirect as well', async () => {
    expect((await idsFor('/api/exports')).answered).toBeTruthy();
    expect((await idsFor('/clients')).answered).toBeTruthy();
  });
});
