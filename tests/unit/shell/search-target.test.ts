import { describe, expect, it } from 'vitest';
import { firstHitPath, searchTargetPath } from '@/components/shell/search-target';
import { canAccess } from '@/lib/access';
import type { SearchHit } from '@/lib/domain/schemas';

describe('global search target', () => {
  it.each<[SearchHit['type'], string]>([
    ['credentials', '/utilisateurs/c-1'],
    ['project', '/projets/c-1'],
    ['quote', '/devis/c-1'],
    ['professional-invoice', '/factures-pro/c-1'],
    ['works-acceptance', '/pv-de-fin-de-chantier/c-1'],
    ['provider-invoice', '/factures/c-1'],
    ['document', '/documents/c-1'],
    ['discussion', '/discussions/c-1'],
    ['issue', '/signalements/c-1'],
    ['match', '/matches/c-1_u-2'],
  ])('opens a %s hit on %s', (type, path) => {
    expect(searchTargetPath({ type, id: type === 'match' ? 'c-1_u-2' : 'c-1' })).toBe(path);
  });

  it('opens a particular or a professional on the client view', () => {
    expect(searchTargetPath({ type: 'user', id: 'u-7', userType: 'PARTICULAR' })).toBe('/clients/u-7');
    expect(searchTargetPath({ type: 'user', id: 'u-8', userType: 'PROFESSIONAL' })).toBe('/clients/u-8');
    expect(searchTargetPath({ type: 'user', id: 'u-9' })).toBe('/clients/u-9');
  });

  it('opens a staff (LMSG) user on the credentials view', () => {
    expect(searchTargetPath({ type: 'user', id: 'u-10', userType: 'LMSG' })).toBe('/utilisateurs/u-10');
  });

  it('encodes the id so it stays one path segment', () => {
    expect(searchTargetPath({ type: 'project', id: 'a/b c' })).toBe('/projets/a%2Fb%20c');
  });

  it('leads SUPPORT to a page that exists for every type', () => {
    const types: SearchHit['type'][] = [
      'user',
      'credentials',
      'project',
      'quote',
      'professional-invoice',
      'works-acceptance',
      'provider-invoice',
      'document',
      'discussion',
      'issue',
      'match',
    ];
    for (const type of types) expect(canAccess(['SUPPORT'], searchTargetPath({ type, id: 'x1' }))).toBe(true);
  });

  it('takes the first hit, and nothing when there is none', () => {
    expect(
      firstHitPath([
        { type: 'quote', id: 'q-1' },
        { type: 'project', id: 'p-1' },
      ]),
    ).toBe('/devis/q-1');
    expect(firstHitPath([])).toBeNull();
  });
});
