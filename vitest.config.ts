import { defineConfig } from 'vitest/config';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const UNIT_TESTS = 'tests/unit';

/*
 * Most unit test files share their worker's process and loaded modules instead of each starting a
 * process and importing everything again, which took most of the unit suite's CPU. A file stays in
 * a process of its own when it could leave something behind for the next one, read in the file and
 * in the helpers it imports by a relative path: a module, variable or global it replaces, a request
 * interceptor (msw) or a store that lives as long as the process (the fake gateway's data, a PGlite
 * engine). The fake gateway's own tests share a process among themselves: each starts its
 * own fake through one harness, which reseeds it before every test and stops it after the file.
 */
const REPLACES = /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/;
const HOLDS_PROCESS_STATE = /\bmsw\b|fake-gateway|pglite|memory-database/i;

function sourceWithHelpers(file: string): string {
  const source = readFileSync(file, 'utf8');
  const helpers = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, relative]) =>
    ['.ts', '.tsx', '', '/index.ts']
      .map((ext) => path.join(path.dirname(file), relative + ext))
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile()),
  );
  return [source, ...helpers.map((helper) => (helper ? readFileSync(helper, 'utf8') : ''))].join('\n');
}

type Group = 'shared' | 'fake-gateway' | 'isolated';

function groupOf(file: string): Group {
  const source = sourceWithHelpers(file);
  if (REPLACES.test(source)) return 'isolated';
  if (file.startsWith(`${UNIT_TESTS}/fake-gateway/`)) return 'fake-gateway';
  return HOLDS_PROCESS_STATE.test(source) ? 'isolated' : 'shared';
}

const groups: Record<Group, string[]> = { shared: [], 'fake-gateway': [], isolated: [] };
for (const file of readdirSync(UNIT_TESTS, { recursive: true, encoding: 'utf8' })) {
  if (!/\.test\.tsx?$/.test(file)) continue;
  const posixFile = path.posix.join(UNIT_TESTS, file.split(path.sep).join('/'));
  groups[groupOf(posixFile)].push(posixFile);
}

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // server-only throws outside a React server bundle; unit tests run server modules directly.
      'server-only': path.resolve(__dirname, 'tests/unit/support/server-only.ts'),
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/support/setup.ts'],
    testTimeout: 20000,
    // Hooks open PGlite databases, whose WebAssembly takes seconds to compile on a loaded machine.
    hookTimeout: 120_000,
    // Vitest keeps a core for itself by default, which on two cores leaves one idle most of the run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: groups.shared,
          isolate: false,
          setupFiles: ['tests/unit/support/shared-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'fake-gateway', include: groups['fake-gateway'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: groups.isolated,
          globalSetup: ['tests/unit/support/pglite-schema.ts'],
        },
      },
    ],
  },
});
