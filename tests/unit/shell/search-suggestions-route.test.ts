import { formatPhone } from '@/lib/domain/phone-display';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/lib/domain/roles';
import { AuthenticationError, GatewayError } from '@/lib/gateway/errors';

/*
 * The search's live suggestions: the header search's access rule, a validated term, only the hits
 * whose view the roles may open, and never the gateway token in what reaches the browser.
 */

const mocks = vi.hoisted(() => ({
  roles: null as Role[] | null,
  search: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({
  getSession: async () =>
    mocks.roles && {
      user: { id: 'me', roles: mocks.roles },
      token: { tokenType: 'Bearer', accessToken: 'secret-access-token' },
    },
}));
vi.mock('@/lib/gateway/search', () => ({ search: mocks.search }));

const { GET } = await import('@/app/api/recherche/route');
const get = (value: string) =>
  GET(new NextRequest(`http://app.test/api/recherche?${new URLSearchParams({ valeur: value })}`));

const HITS = [
  { type: 'credentials', id: 's1', label: 'Agnès Marchand (E0001)', userType: 'LMSG' },
  {
    type: 'user',
    id: 'u1',
    label: 'Noémie Noël (CQ0HU)',
    userType: 'PARTICULAR',
    email: 'noemie.noel@example.fr',
    phone: '+33638334659',
  },
  { type: 'project', id: 'p1', label: 'PAB12 – Cuisine, Lyon' },
];

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  mocks.search.mockReset().mockResolvedValue(HITS);
});

describe('GET /api/recherche', () => {
  it('answers the hits as suggestions, with who they are and how to reach them', async () => {
    const response = await get(' noemie ');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(mocks.search).toHaveBeenCalledWith(expect.anything(), 'noemie');
    const body = await response.json();
    expect(body.suggestions).toEqual([
      {
        key: 'credentials:s1',
        href: '/utilisateurs/s1',
        label: 'Agnès Marchand (E0001)',
        kind: 'Utilisateur',
        detail: null,
      },
      {
        key: 'user:u1',
        href: '/clients/u1',
        label: 'Noémie Noël (CQ0HU)',
        kind: 'Particulier',
        detail: `noemie.noel@example.fr · ${formatPhone('+33638334659')}`,
      },
      {
        key: 'project:p1',
        href: '/projets/p1',
        label: 'PAB12 – Cuisine, Lyon',
        kind: 'Projet',
        detail: null,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('secret-access-token');
  });

  it("suggests only what the roles may open: a staff member's credentials stay SUPPORT's", async () => {
    mocks.roles = ['CA'];
    const body = await (await get('noemie')).json();

    expect(body.suggestions.map((suggestion: { key: string }) => suggestion.key)).toEqual([
      'user:u1',
      'project:p1',
    ]);
  });

  it('refuses a term under 3 characters or over 200 without asking the gateway', async () => {
    for (const value of ['no', '  ', 'x'.repeat(201)]) expect((await get(value)).status, value).toBe(400);
    expect(mocks.search).not.toHaveBeenCalled();
  });

  it('answers the typed session expiry without a session, or when the gateway ended it', async () => {
    mocks.roles = null;
    const signedOut = await get('noemie');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ ok: false, sessionExpired: true });
    expect(mocks.search).not.toHaveBeenCalled();

    mocks.roles = ['SUPPORT'];
    mocks.search.mockRejectedValueOnce(new AuthenticationError('expired'));
    expect((await get('noemie')).status).toBe(401);
  });

  it('answers 502 with the generic French message when the gateway fails', async () => {
    mocks.search.mockRejectedValueOnce(new GatewayError('down'));
    const response = await get('noemie');

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Une erreur est survenue.' });
  });
});
