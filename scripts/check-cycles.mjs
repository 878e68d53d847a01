/**
 * The circular-import check `npm run lint` runs: prints each cycle among the TypeScript modules of
 * the given folders (app, components and lib by default) and exits 1 if there is one. Imports are
 * resolved as the compiler does (the `@/` alias of tsconfig.json included); `import type` and
 * `import()` count, since a cycle through them still ties the two modules' definitions together.
 */
import { resolve } from 'node:path';
import madge from 'madge';

const root = resolve(import.meta.dirname, '..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['app', 'components', 'lib'];

const graph = await madge(
  folders.map((folder) => resolve(root, folder)),
  {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: resolve(root, 'tsconfig.json'),
  },
);
const cycles = graph.circular();
for (const cycle of cycles) console.error(`cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
console.log(`check-cycles: ${cycles.length} cycle(s) among ${Object.keys(graph.obj()).length} modules`);
process.exit(cycles.length ? 1 : 0);
