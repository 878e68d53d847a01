import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_FILE_SIZE } from '@/lib/domain/constants';
import { pageOf, userListItemSchema } from '@/lib/domain/schemas';
import { parseMultipart } from '@/lib/fake-gateway/core/body';
import { startGateway, type RunningGateway } from '@/lib/fake-gateway/server';
import { CLIENT, DEMO_PASSWORD } from './harness';

let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startGateway({ port: 0 });
});
afterAll(() => gateway.close());

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      ...CLIENT,
      scope: 'any',
      username: 'support@groupe.example',
      password: DEMO_PASSWORD,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('HTTP server', () => {
  it('serves the handlers over HTTP with form-encoded token calls and JSON lists', async () => {
    const token = await signIn(gateway.url);
    const response = await fetch(`${gateway.url}/users?size=5&sort=lastName,asc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const page = pageOf(userListItemSchema).parse(await response.json());
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(500);
  });

  it('answers whatever host name the client used', async () => {
    const port = new URL(gateway.url).port;
    const response = await fetch(`http://localhost:${port}/__fake/health`).catch(() => undefined);
    // localhost may resolve to ::1 while the server listens on 127.0.0.1 only.
    if (response) expect(response.status).toBe(200);
    const direct = await fetch(`${gateway.url}/__fake/health`, { headers: { host: `localhost:${port}` } });
    expect(direct.status).toBe(200);
  });

  it('answers an unknown route with a 404 body', async () => {
    const response = await fetch(`${gateway.url}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('destroys the connection on an injected reset, then keeps serving', async () => {
    const token = await signIn(gateway.url);
    const rule = await fetch(`${gateway.url}/__fake/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/users/:id', reset: true }),
    });
    expect(rule.status).toBe(201);
    const attempt = fetch(`${gateway.url}/users/any-id`, { headers: { authorization: `Bearer ${token}` } });
    const error = await attempt.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError & { cause?: unknown }).cause)).toMatch(/socket|closed|reset/i);
    expect((await fetch(`${gateway.url}/__fake/health`)).status).toBe(200);
  });

  it('refuses an oversized upload with 413 and a body, then keeps serving', async () => {
    const token = await signIn(gateway.url);
    const form = new FormData();
    form.append(
      'files',
      new File([new Uint8Array(MAX_FILE_SIZE + 2_000_000)], 'big.pdf', { type: 'application/pdf' }),
    );
    const response = await fetch(`${gateway.url}/logger`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await fetch(`${gateway.url}/__fake/health`)).status).toBe(200);
  });
});

describe('multipart parsing', () => {
  const multipart = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('quote', JSON.stringify({ a: 1 }));
    return new Request('http://x/upload', { method: 'POST', body: form });
  };

  it('reads files and JSON parts', async () => {
    const body = await parseMultipart(
      multipart(new File(['%PDF-1.4'], 'devis.pdf', { type: 'application/pdf' })),
    );
    expect(body.file('file').name).toBe('devis.pdf');
    expect(await body.json('quote', z.object({ a: z.number() }))).toEqual({ a: 1 });
  });

  it('refuses a file of 10 MB or more with 413 and an unknown type with 415', async () => {
    const big = await parseMultipart(
      multipart(new File([new Uint8Array(MAX_FILE_SIZE)], 'big.pdf', { type: 'application/pdf' })),
    );
    expect(() => big.file('file')).toThrow(
      expect.objectContaining({ status: 413, code: 'PAYLOAD_TOO_LARGE' }),
    );
    const exe = await parseMultipart(
      multipart(new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' })),
    );
    expect(() => exe.file('file')).toThrow(expect.objectContaining({ status: 415 }));
    const justBelow = await parseMultipart(
      multipart(new File([new Uint8Array(MAX_FILE_SIZE - 1)], 'ok.pdf', { type: 'application/pdf' })),
    );
    expect(justBelow.file('file').size).toBe(MAX_FILE_SIZE - 1);
  });
});

describe('npm run gateway', () => {
  it('streams a CSV report chunked, without Content-Length, its header in the first piece', async () => {
    const token = await signIn(gateway.url);
    const response = await fetch(`${gateway.url}/reports/invoices?from=2016-01-01&to=2020-03-03`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.startsWith('Numéro;Référence;')).toBe(true);
    let rest = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += chunk.value.length;
    // A few hundred invoices at the default scale: more than one piece.
    expect(rest).toBeGreaterThan(0);
  });

  it('prints the URL it listens on and stops cleanly on SIGTERM', async () => {
    const root = path.resolve(__dirname, '../../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'lib/fake-gateway/server.ts'], {
      cwd: root,
      env: { ...process.env, FAKE_GATEWAY_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 15_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    });
    expect((await fetch(`${url}/__fake/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
