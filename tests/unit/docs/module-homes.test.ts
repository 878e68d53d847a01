/**
 * docs/architecture.md's "Where code lives", read from the imports: lib/ and components/ never
 * import app/; a route's `_components/` and `_lib/` are imported only from inside the folder that
 * holds them; a route handler (app/api) imports no page's folder. What a second route or a route
 * handler needs goes to lib/<feature>/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

/** Every static, dynamic and side-effect import's specifier (`from '…'`, `import '…'`, `import('…')`). */
const SPECIFIER = /\b(?:from|import)\s*\(?\s*'([^']+)'/g;

/** The repository path an import points to, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** The folder holding the private `_components/` or `_lib/` a path lies in, or null. */
function privateHolderOf(target: string): string | null {
  const match = /^(.*?)\/_(?:components|lib)(?:\/|$)/.exec(target);
  return match ? match[1] : null;
}

/** What breaks the rule when `file` imports `specifier`, or null. */
function breachOf(file: string, specifier: string): string | null {
  const target = targetOf(file, specifier);
  if (!target) return null;
  if (/^(lib|components)\//.test(file) && target.startsWith('app/'))
    return 'lib and components never import app';
  if (file.startsWith('app/api/') && /^app\/\((backoffice|public)\)/.test(target))
    return "a route handler imports no page's folder";
  const holder = privateHolderOf(target);
  if (holder !== null && !file.startsWith(`${holder}/`))
    return `${holder}/_components and _lib are private to ${holder}`;
  return null;
}

function sources(): string[] {
  return ['app', 'components', 'lib'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.(ts|tsx|mts)$/.test(file)),
  );
}

describe('where code lives', () => {
  it.each([
    ['lib/lists/record-lists.ts', '@/app/(backoffice)/_components/user-link', 'lib and components'],
    ['components/shell/header.tsx', '../../app/(backoffice)/actions', 'lib and components'],
    ['app/api/exports/list-view.ts', '@/app/(backoffice)/factures/page', 'route handler'],
    ['app/(backoffice)/factures/page.tsx', '@/app/(backoffice)/projets/_components/projects-list', 'private'],
    ['app/(backoffice)/projets/page.tsx', './[id]/_lib/money', 'private'],
    ['app/(backoffice)/devis/[id]/page.tsx', '../../projets/[id]/_lib/money', 'private'],
  ])('refuses %s importing %s', (file, specifier, rule) => {
    expect(breachOf(file, specifier)).toContain(rule);
  });

  it.each([
    ['app/(backoffice)/factures/page.tsx', './_components/invoices-list'],
    ['app/(backoffice)/projets/[id]/page.tsx', './_lib/money'],
    ['app/(backoffice)/projets/[id]/_components/a.tsx', '../_lib/money'],
    ['app/(backoffice)/clients/page.tsx', '@/app/(backoffice)/_components/user-link'],
    ['app/api/exports/list-view.ts', '@/lib/lists/invoices-params'],
    ['lib/lists/record-lists.ts', '@/components/data-table/url-state'],
    ['lib/lists/invoices-params.ts', 'zod'],
  ])('lets %s import %s', (file, specifier) => {
    expect(breachOf(file, specifier)).toBeNull();
  });

  it('holds for every import of app, components and lib', () => {
    const files = sources();
    expect(files).toContain('lib/lists/record-lists.ts');
    const breaches = files.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier]) => {
        const breach = breachOf(file, specifier!);
        return breach ? [`${file} imports ${specifier}: ${breach}`] : [];
      }),
    );
    expect(breaches).toEqual([]);
  });
});
