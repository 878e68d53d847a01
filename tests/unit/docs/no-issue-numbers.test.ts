import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A comment says what its code is for and why, in words that stay true: the tracker's numbering is
 * not part of the code, and a reader without the tracker learns nothing from it. Whole files are
 * read, not only their comments: a test's title or a string has no more use for a number.
 */

const root = path.resolve(__dirname, '../../..');
const FOLDERS = ['app', 'components', 'lib', 'scripts', 'tests', '.ci'];
const TOP_FILES = [
  'proxy.ts',
  'instrumentation.ts',
  ...readdirSync(root).filter((name) => /\.config\./.test(name)),
];
const SKIPPED = new Set(['node_modules', '.next', 'test-results', 'playwright-report']);
const CODE = /\.(?:ts|tsx|mjs|cjs|js|sh)$|^\.ci\/[^.]+$/;
/** This file: its examples below name issues on purpose. */
const SELF = path.relative(root, __filename);

/** An issue's number, however it was written, or an item of one. */
const ISSUE_REFERENCE = /\bissues?(?: +#?| *#)\d|\bitems? \d+ of\b/i;

function filesUnder(folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const file = `${folder}/${name}`;
    if (SKIPPED.has(name)) return [];
    return statSync(path.join(root, file)).isDirectory() ? filesUnder(file) : [file];
  });
}

const files = [...FOLDERS.flatMap(filesUnder), ...TOP_FILES]
  .filter((file) => CODE.test(file) && file !== SELF && existsSync(path.join(root, file)))
  .sort();

describe('the code names no issue', () => {
  it('reads the code of every folder it names', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '.ci/run',
        'proxy.ts',
        'instrumentation.ts',
        'vitest.config.ts',
        'lib/access.ts',
      ]),
    );
    expect(files.filter((file) => file.startsWith('tests/e2e/')).length).toBeGreaterThan(10);
  });

  it('knows an issue reference when it sees one', () => {
    for (const text of ['* Issue 13: the log', '(issues 5, 9 and 10)', 'see issue #4', 'item 4 of it'])
      expect(text).toMatch(ISSUE_REFERENCE);
    for (const text of ['the issue reports', 'GET /issues/:id', "{ id: 'issue1' }", 'item 4', 'tissue 3'])
      expect(text).not.toMatch(ISSUE_REFERENCE);
  });

  it('in app, components, lib, scripts, tests, .ci, proxy.ts, instrumentation.ts and the configs', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
