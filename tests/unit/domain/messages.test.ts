/**
 * Every French text module has one home: lib/domain, or a feature's `lib/<feature>/messages.ts`
 * that lib/domain/messages.ts re-exports. A text module left in a route's folder or a component's,
 * or a feature's texts missing from the index, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as vocabulary from '@/lib/domain/messages';

const ROOT = path.resolve(__dirname, '../../..');

/** The modules whose name says they hold texts, in the app's own code (the fake gateway is no screen). */
function textModules(): string[] {
  return ['app', 'components', 'lib']
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file).split(path.sep).join('/'),
      ),
    )
    .filter((file) => !file.startsWith('lib/fake-gateway/') && file !== 'lib/domain/messages.ts')
    .filter((file) => /(^|[/-])(messages|texts)\.tsx?$/.test(file));
}

const FEATURE_MESSAGES = /^lib\/[a-z-]+\/messages\.ts$/;

describe('the French texts', () => {
  it('live in lib/domain or in a feature of lib as its messages.ts', () => {
    const modules = textModules();
    expect(modules).toContain('lib/users/messages.ts');
    expect(modules.filter((file) => !file.startsWith('lib/domain/') && !FEATURE_MESSAGES.test(file))).toEqual(
      [],
    );
  });

  it("are all re-exported by the vocabulary's index", async () => {
    const index = readFileSync(path.join(ROOT, 'lib/domain/messages.ts'), 'utf8');
    const listed = [...index.matchAll(/from '([^']+)'/g)].map(([, from]) =>
      from!.startsWith('@/') ? `${from!.slice(2)}.ts` : `lib/domain/${from!.slice(2)}.ts`,
    );
    expect(listed.sort()).toEqual(textModules().sort());
    // A name two modules both export would be dropped from the index: each must read the same there.
    for (const file of listed) {
      const texts: Record<string, unknown> = await import(`@/${file.replace(/\.ts$/, '')}`);
      for (const [name, value] of Object.entries(texts))
        expect((vocabulary as Record<string, unknown>)[name], `${name} of ${file}`).toBe(value);
    }
  });
});
