import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBalancer, listen } from '@/scripts/replicas/balancer';

const servers: Server[] = [];

async function serve(server: Server): Promise<string> {
  servers.push(server);
  await listen(server, 0);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const upstream = (name: string) =>
  serve(createServer((request, response) => response.end(`${name} ${request.method} ${request.url}`)));

/** An address where nothing listens any more: a replica that went away. */
async function gone(): Promise<string> {
  const server = createServer();
  await listen(server, 0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((done) => server.close(done));
  return url;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('the replicas balancer', () => {
  it('sends each request to the next replica in turn, path and method unchanged', async () => {
    const front = await serve(createBalancer([await upstream('a'), await upstream('b')]));
    const answers = [];
    for (const path of ['/1', '/2', '/3', '/4?x=1'])
      answers.push(await (await fetch(`${front}${path}`)).text());
    expect(answers).toEqual(['a GET /1', 'b GET /2', 'a GET /3', 'b GET /4?x=1']);
  });

  it('retries a GET on the next replica when one does not answer, never a POST', async () => {
    const front = await serve(createBalancer([await gone(), await upstream('b')]));
    expect(await (await fetch(`${front}/page`)).text()).toBe('b GET /page');
    const post = await fetch(`${front}/action`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(502);
  });
});
