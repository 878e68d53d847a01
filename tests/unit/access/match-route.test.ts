import { describe, expect, it } from 'vitest';
import { canAccess, decide, hasPath, isAlwaysOpen, matchRoute, NO_PATH, pathFor } from '@/lib/access';

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/clients/u-42', '/clients/:id', { id: 'u-42' }],
    ['/clients/u-42/modifier-prestations', '/clients/:id/modifier-prestations', { id: 'u-42' }],
    ['/documents/d-7', '/documents/:id', { id: 'd-7' }],
    ['/documents/d-7/view', '/documents/:id/view', { id: 'd-7' }],
    ['/factures/inv-6', '/factures/:id', { id: 'inv-6' }],
    ['/factures-pro/pi-8', '/factures-pro/:id', { id: 'pi-8' }],
    ['/reinitialisation-mot-de-passe', '/reinitialisation-mot-de-passe', {}],
    ['/reinitialisation-mot-de-passe/tok', '/reinitialisation-mot-de-passe/:token', { token: 'tok' }],
    ['/creation-mot-de-passe/tok', '/creation-mot-de-passe/:token', { token: 'tok' }],
    [
      '/deep-link/find-discussion/p-1/u-2',
      '/deep-link/find-discussion/:projectId/:memberId',
      { projectId: 'p-1', memberId: 'u-2' },
    ],
    ['/deep-link/log-on-behalf', '/deep-link/log-on-behalf', {}],
    [
      '/matches/7b0c4a1e-1f2d-4c55-9d3e-0a1b2c3d4e5f',
      '/matches/:id',
      { id: '7b0c4a1e-1f2d-4c55-9d3e-0a1b2c3d4e5f' },
    ],
  ])('%s opens %s', (pathname, pattern, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.pattern).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  it.each([
    ['/clients/', '/clients', {}],
    ['/clients/u-42/', '/clients/:id', { id: 'u-42' }],
    [
      '/deep-link/find-discussion/p-1/u-2/',
      '/deep-link/find-discussion/:projectId/:memberId',
      { projectId: 'p-1', memberId: 'u-2' },
    ],
  ])('tolerates the trailing slash of %s', (pathname, pattern, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.pattern).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  it('decodes percent-escaped ids the way page params arrive', () => {
    expect(matchRoute('/clients/abc%20def')?.params).toEqual({ id: 'abc def' });
  });

  it.each([
    '/inconnu',
    '/Clients',
    '/clients/u-42/prestations',
    '/clients/u-42/modifier-prestations/x',
    '/documents/d-7/view/x',
    '/factures-pro',
    '/deep-link/find-discussion/p-1',
    '/deep-link/find-discussion/p-1/u-2/x',
    '/reinitialisation-mot-de-passe/a/b',
    '/utilisateurs/c-1/roles',
    // Front-office paths: the back-office does not serve them.
    '/public/profil/42',
    '/public/profil/42/avis',
    '/deep-link/log-on-behalf/u-1',
    // Empty segments never stand for an id or the home page.
    '',
    'clients',
    '//',
    '//clients',
    '/clients//',
    '/clients//modifier-prestations',
    // An id must stay one plain segment once decoded.
    '/clients/a%2Fb',
    '/clients/a%2fb',
    '/clients/a%5Cb',
    '/clients/..',
    '/clients/.',
    '/clients/%2e%2e',
    '/clients/%E0%A4%A',
    '/clients/a%00b',
  ])('knows nothing of %j', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
    expect(decide({ pathname, roles: ['SUPPORT'], authenticated: true })).toEqual({ kind: 'not-found' });
    expect(decide({ pathname, roles: [], authenticated: false })).toEqual({ kind: 'not-found' });
  });
});

describe('pathFor', () => {
  it('builds hrefs that open the same route with the same params', () => {
    expect(pathFor('home')).toBe('/');
    expect(pathFor('userView', { id: 'u-42' })).toBe('/clients/u-42');
    expect(pathFor('findDiscussion', { projectId: 'p-1', memberId: 'u-2' })).toBe(
      '/deep-link/find-discussion/p-1/u-2',
    );
    const href = pathFor('userWorkTypes', { id: 'a b/c' });
    expect(href).toBe('/clients/a%20b%2Fc/modifier-prestations');
  });

  it('links nowhere (NO_PATH) rather than crashing the screen when a record came without its id', () => {
    expect(pathFor('quoteView', { id: '' })).toBe(NO_PATH);
    // @ts-expect-error a view route needs its id
    expect(pathFor('quoteView')).toBe(NO_PATH);
    // The gateway's data may break the types: an absent or mistyped id.
    expect(pathFor('findDiscussion', { projectId: 'p-1', memberId: undefined as unknown as string })).toBe(
      NO_PATH,
    );
    expect(pathFor('userView', { id: { id: 'u' } as unknown as string })).toBe(NO_PATH);
    expect(pathFor('userView', { id: 12345 as unknown as string })).toBe('/clients/12345');
    expect(hasPath(NO_PATH)).toBe(false);
    expect(hasPath(pathFor('userView', { id: 'u-42' }))).toBe(true);
  });
});

describe('always-open technical paths', () => {
  it.each(['/api/health', '/favicon.ico', '/_next/static/chunks/main.js'])(
    '%s is open to visitors',
    (pathname) => {
      expect(isAlwaysOpen(pathname)).toBe(true);
      expect(decide({ pathname, roles: [], authenticated: false })).toEqual({ kind: 'allow' });
      expect(canAccess([], pathname)).toBe(true);
    },
  );

  it.each([
    '/api/healthz',
    '/api/health/x',
    '/api/exports',
    '/_next',
    '/_next/../clients',
    '/_next/%2e%2e/utilisateurs',
    '/api/auth/..\\x',
    // Auth.js's own endpoints are not served: sign-out and the session belong to the app.
    '/api/auth/session',
    '/api/auth/signout',
  ])('%s is not', (pathname) => {
    expect(isAlwaysOpen(pathname)).toBe(false);
    expect(decide({ pathname, roles: [], authenticated: false })).not.toEqual({ kind: 'allow' });
  });
});
