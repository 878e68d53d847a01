/**
 * SPEC §2's /public/profil/… paths are the front office's: the back-office only links to them, on
 * FRONT_OFFICE_URL, and serves none of them (the role table knows nothing of them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRoute } from '@/lib/access';
import { publicFeedbacksUrl, publicProfileUrl } from '@/lib/front-office';
import { stubGatewayEnv } from '../gateway/support';

beforeEach(() => stubGatewayEnv({ FRONT_OFFICE_URL: 'https://www.front.example/' }));

describe('links to the front office', () => {
  it('build the public profile and feedback pages on FRONT_OFFICE_URL', () => {
    expect(publicProfileUrl('u-1')).toBe('https://www.front.example/public/profil/u-1');
    expect(publicFeedbacksUrl('u-1')).toBe('https://www.front.example/public/profil/u-1/avis');
    expect(publicFeedbacksUrl('u-1', 'f-9')).toBe('https://www.front.example/public/profil/u-1/avis#f-9');
  });

  it('keep an id to one path segment', () => {
    expect(publicProfileUrl('../admin?x=1')).toBe(
      'https://www.front.example/public/profil/..%2Fadmin%3Fx%3D1',
    );
    expect(publicFeedbacksUrl('a/b', 'c#d')).toBe('https://www.front.example/public/profil/a%2Fb/avis#c%23d');
  });

  it("read the same whatever the base's trailing slash", () => {
    stubGatewayEnv({ FRONT_OFFICE_URL: 'http://front.example' });
    expect(publicProfileUrl('u-1')).toBe('http://front.example/public/profil/u-1');
    expect(publicFeedbacksUrl('u-1', 'f-9')).toBe('http://front.example/public/profil/u-1/avis#f-9');
  });

  it('are built on FRONT_OFFICE_URL wherever the app names these pages', () => {
    const root = path.resolve(__dirname, '../../..');
    const sources = ['app', 'components', 'lib']
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.(ts|tsx)$/.test(file))
          .map((file) => path.join(folder, file)),
      )
      // The fake gateway serves no such page either, and it is no link of the app.
      .filter((file) => !file.startsWith('lib/fake-gateway'));
    const naming = sources
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
      .filter(({ text }) => text.includes('/public/profil'));
    expect(naming.map(({ file }) => file)).toContain('lib/front-office.ts');
    const hardCoded = naming
      .filter(({ text }) => !text.includes('FRONT_OFFICE_URL') && !text.includes('@/lib/front-office'))
      .map(({ file }) => file);
    expect(hardCoded).toEqual([]);
  });

  it('are not pages of the back-office', () => {
    expect(matchRoute('/public/profil/u-1')).toBeNull();
    expect(matchRoute('/public/profil/u-1/avis')).toBeNull();
  });
});
