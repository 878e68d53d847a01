import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirect } from '@/lib/access';

const HOSTILE: unknown[] = [
  // Other hosts and schemes.
  '//evil.com',
  '///evil.com',
  '//evil.com/clients',
  'https://evil.com',
  'http://evil.com/clients',
  'HTTPS://evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.com',
  'clients',
  // Backslashes, which browsers read as slashes.
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/clients\\..\\utilisateurs',
  // Percent-encoded and double-encoded slashes and backslashes.
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%5cevil.com',
  '/%5Cevil.com',
  '/%252F%252Fevil.com',
  '/clients/%2F%2Fevil.com',
  '/clients/%252F%252Fevil.com',
  '/clients/%2e%2e/utilisateurs',
  // Whitespace and control characters, raw or encoded.
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/%09/evil.com',
  '/clients%0d%0aSet-Cookie:%20a=b',
  '/clients?x=%0d%0aLocation:%20https://evil.com',
  ' /clients',
  '/clients ',
  '/clients\u0000',
  '/\u2028/evil.com',
  '/\u00a0/evil.com',
  '/\ufeff/evil.com',
  // Paths that normalise to something else.
  '/clients/../utilisateurs',
  '/clients/./abc',
  '/clients/u-42/..',
  '/clients/\u00e9',
  '/clients?',
  // Fragments, unknown, public and logout targets.
  '/clients#x',
  '/inconnu',
  '/@evil.com',
  '/public/profil/42',
  '/connexion',
  '/connexion?redirect=//evil.com',
  '/creation-mot-de-passe/tok',
  '/reinitialisation-mot-de-passe',
  '/reinitialisation-mot-de-passe/tok',
  '/deconnexion',
  // Over-long and non-string input.
  `/clients/${'a'.repeat(2048)}`,
  '',
  null,
  undefined,
  42,
  ['/clients'],
];

describe('safeRedirect', () => {
  it.each(HOSTILE.map((raw) => [JSON.stringify(raw), raw]))('refuses %s', (_, raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it.each([
    '/',
    '/clients',
    '/clients/abc?tab=prestations',
    '/clients/abc/',
    '/clients/u-42/modifier-prestations',
    '/projets?page=2&size=50&sort=publicationDate,desc',
    '/projets?search=%C3%A9t%C3%A9',
    '/deep-link/find-discussion/p-1/u-2',
    '/documents/d-7/view',
    '/utilisateurs/c-1',
    '/rapport-ventes-standalone?from=2019-03-01&to=2020-03-03',
    '/deep-link/log-on-behalf?userId=1',
  ])('keeps %s', (raw) => {
    expect(safeRedirect(raw)).toBe(raw);
  });

  it('accepts up to 2048 characters', () => {
    const longest = `/clients/${'a'.repeat(2048 - '/clients/'.length)}`;
    expect(longest).toHaveLength(2048);
    expect(safeRedirect(longest)).toBe(longest);
    expect(safeRedirect(`${longest}a`)).toBeNull();
  });
});

describe('loginUrlFor', () => {
  it('carries the wanted path and query', () => {
    expect(loginUrlFor('/clients/abc?tab=prestations')).toBe(
      '/connexion?redirect=%2Fclients%2Fabc%3Ftab%3Dprestations',
    );
  });

  it('survives the round trip through the login URL', () => {
    const wanted = '/projets?page=2&search=%C3%A9t%C3%A9';
    const login = new URL(loginUrlFor(wanted), 'http://localhost');
    expect(safeRedirect(login.searchParams.get('redirect'))).toBe(wanted);
  });

  it.each([undefined, '/', '//evil.com', '/connexion', '/inconnu'])(
    'is the bare login page for %j',
    (raw) => {
      expect(loginUrlFor(raw)).toBe('/connexion');
    },
  );
});
