/**
 * The route handler the upload component posts to: it re-checks access and the SPEC §5 file
 * rules whatever the browser did, then hands the files to POST /projects/:id/documents.
 */
import { http, HttpResponse } from 'msw';
import type { NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { businessErrorMessage, SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import { MAX_FILE_SIZE } from '@/lib/domain/constants';
import type { Role } from '@/lib/domain/roles';
import { FILES_MESSAGES } from '@/lib/domain/rules';
import { DOCUMENT_MESSAGES, documentsAddedMessage } from '@/lib/documents/messages';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/documents/upload';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';
// @ts-expect-error -- a plain ESM config with no type declarations
import nextConfig from '@/next.config.mjs';
import { getDb } from '@/lib/fake-gateway';
import { projectView } from '@/lib/fake-gateway/handlers/project-domain/views';

const session = vi.hoisted(() => ({ roles: ['SUPPORT'] as string[] | null }));
vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  const current = () =>
    session.roles ? { user: { id: 'me', roles: session.roles }, token: TEST_TOKEN } : null;
  return {
    ...actual,
    getSession: async () => current(),
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      const roles = (session.roles ?? []) as Role[];
      if (!session.roles || !canAccessRoute(roles, route) || (action && !canRunAction(roles, action)))
        throw new actual.ForbiddenActionError();
      return current();
    },
  };
});

const { POST } = await import('@/app/api/projets/[id]/documents/route');

const server = mswGateway({ silence: ['warn', 'error'] });

// A real GET /projects/:id answer: the fake gateway's `published` showcase.
const db = getDb();
const project = projectView(db, db.projects.projects.require(db.projects.showcase.published));
const OWNER = project.owner.id;
const PROFESSIONAL = project.professionals.relationships[0].user.id;

interface Received {
  ownerId: string | null;
  files: File[];
}

/** The fake gateway: GET /projects/:id for the members, POST /projects/:id/documents records what came. */
function gateway(answer?: () => Response): Received[] {
  const received: Received[] = [];
  server.use(
    http.get(`${GATEWAY}/projects/:id`, () => HttpResponse.json(project)),
    http.post(`${GATEWAY}/projects/:id/documents`, async ({ request }) => {
      const form = await request.formData();
      received.push({
        ownerId: new URL(request.url).searchParams.get('ownerId'),
        files: form.getAll('files') as File[],
      });
      return answer?.() ?? HttpResponse.json([], { status: 201 });
    }),
  );
  return received;
}

function upload(files: File[], { ownerId = OWNER, headers = {} as Record<string, string> } = {}) {
  const form = new FormData();
  form.append('ownerId', ownerId);
  for (const file of files) form.append('files', file);
  const request = new NextRequest('http://app.test/api/projets/p1/documents', {
    method: 'POST',
    body: form,
    // The app's own page posts it: a browser sends its origin with every POST.
    headers: { origin: 'http://app.test', ...headers },
  });
  return POST(request, { params: Promise.resolve({ id: 'p1' }) });
}

const pdf = (name = 'plan.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  session.roles = ['SUPPORT'];
});

describe('access', () => {
  it('asks a visitor to sign in again, coming back to the project', async () => {
    session.roles = null;
    const received = gateway();
    const response = await upload([pdf()]);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      ok: false,
      sessionExpired: true,
      message: SESSION_EXPIRED_MESSAGE,
      redirectTo: '/connexion?redirect=%2Fprojets%2Fp1',
    });
    expect(received).toHaveLength(0);
  });

  it('refuses the roles the role table keeps out of project documents', async () => {
    session.roles = ['FINANCE'];
    const received = gateway();
    const response = await upload([pdf()]);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, message: businessErrorMessage('FORBIDDEN') });
    expect(received).toHaveLength(0);
  });

  it('refuses a request another site sends', async () => {
    const received = gateway();
    const response = await upload([pdf()], { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
    expect(received).toHaveLength(0);
  });
});

describe('the SPEC §5 file rules, again on the server', () => {
  it('refuses a wrong type with the multi-file message', async () => {
    const received = gateway();
    const response = await upload([pdf(), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      ok: false,
      message: FILES_MESSAGES.invalidType,
      fieldErrors: { files: FILES_MESSAGES.invalidType },
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a file of exactly 10485760 bytes', async () => {
    const received = gateway();
    const response = await upload([pdf('scan.pdf', MAX_FILE_SIZE)]);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      message: FILES_MESSAGES.tooLarge,
      fieldErrors: { files: FILES_MESSAGES.tooLarge },
    });
    expect(received).toHaveLength(0);
  });

  it('refuses unread a body larger than one file can make', async () => {
    const received = gateway();
    const response = await upload([pdf()], {
      headers: { 'content-length': String(MAX_UPLOAD_REQUEST_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(received).toHaveLength(0);
    // The proxy must let such a body through whole, or the route would read a cut one.
    expect((nextConfig as NextConfig).experimental?.proxyClientMaxBodySize).toBe('11mb');
    expect(MAX_UPLOAD_REQUEST_BYTES).toBe(11 * 1024 * 1024);
  });

  it('refuses a request without file', async () => {
    const received = gateway();
    const response = await upload([]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { files: FILES_MESSAGES.required } });
    expect(received).toHaveLength(0);
  });
});

describe('sending on', () => {
  it('hands the files to the gateway for the chosen owner and answers the success message', async () => {
    const received = gateway();
    const response = await upload([pdf('plan.pdf', 3000)], { ownerId: PROFESSIONAL });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: documentsAddedMessage(1), data: 1 });
    expect(received).toHaveLength(1);
    expect(received[0].ownerId).toBe(PROFESSIONAL);
    expect(received[0].files.map((file) => [file.name, file.size, file.type])).toEqual([
      ['plan.pdf', 3000, 'application/pdf'],
    ]);
  });

  it('refuses an owner who is neither the project owner nor a professional on it', async () => {
    const received = gateway();
    const response = await upload([pdf()], { ownerId: 'someone-else' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, message: DOCUMENT_MESSAGES.ownerNotMember });
    expect(received).toHaveLength(0);
  });

  it('shows the gateway refusals with the SPEC §8 and §5 messages', async () => {
    gateway(() => HttpResponse.json({ code: 'EMPTY_DOCUMENT' }, { status: 400 }));
    expect(await (await upload([pdf()])).json()).toEqual({
      ok: false,
      message: businessErrorMessage('EMPTY_DOCUMENT'),
    });
    gateway(() => HttpResponse.json({ code: 'UNSUPPORTED_MEDIA_TYPE' }, { status: 415 }));
    expect(await (await upload([pdf()])).json()).toEqual({ ok: false, message: FILES_MESSAGES.invalidType });
    gateway(() => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 }));
    const failed = await upload([pdf()]);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ ok: false, message: DOCUMENT_MESSAGES.uploadFailed });
  });
});
