/**
 * Part `weight` of `npm run bench`: the gzipped JavaScript the first load of each route
 * of the role table needs, read from what `next build` wrote (Turbopack, Next 16): the root chunks
 * of .next/build-manifest.json, which every page loads, plus the `entryJSFiles` of every segment in
 * the page's .next/server/app/<app path>/page_client-reference-manifest.js (its layouts, error,
 * loading and not-found boundaries and the page itself). Polyfills are left out: modern browsers
 * never run them (nomodule). Needs only the build, no server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';
import { ROUTE_LIST } from '../../lib/access/routes';
import type { Check } from './checks';
import { printTable } from './measure';

export const WEIGHT_BUDGET_BYTES = 160 * 1024;

export interface RouteWeight {
  /** The role table's route id, or the 404 page's own name. */
  id: string;
  pattern: string;
  /** The app directory's route (e.g. /(backoffice)/(records)/clients/[id]/page), or null when it is no page. */
  appPath: string | null;
  /** Chunks of its first load, heaviest first, with the segments (layout, page, boundaries) that need each. */
  chunks: { file: string; bytes: number; neededBy: string[] }[];
  /** Gzipped bytes of those chunks together. */
  bytes: number;
}

export interface BuildFacts {
  /** .next/app-path-routes-manifest.json: app path → URL route with [param] segments. */
  appPathRoutes: Record<string, string>;
  /** build-manifest.json rootMainFiles: loaded by every page. */
  rootFiles: readonly string[];
  /** Per app path, the JS files of each segment's entry (entryJSFiles of its client manifest). */
  entryFiles: (appPath: string) => Readonly<Record<string, readonly string[]>> | null;
  /** Gzipped size of one file of .next (e.g. static/chunks/x.js). */
  gzipBytes: (file: string) => number;
}

/** `/clients/:id` and `/clients/[id]` become the same key, whatever the parameters are named. */
export function routeKey(route: string): string {
  return route.replace(/\/(?::[^/]+|\[[^\]]+\])/g, '/*');
}

/**
 * The segments whose chunks a first load fetches. The manifest lists the not-found boundary of every
 * layout above the page, but the browser fetches only the nearest one's: a page under
 * app/(backoffice) loads app/(backoffice)/not-found, not app/not-found (checked in Chromium against
 * the production build: /clients loads exactly the chunks counted here).
 */
export function loadedSegments(
  entries: Readonly<Record<string, readonly string[]>> | null,
): Readonly<Record<string, readonly string[]>> | null {
  if (!entries) return null;
  const notFound = Object.keys(entries).filter((segment) => segment.endsWith('/not-found'));
  const nearest = notFound.sort((a, b) => b.split('/').length - a.split('/').length)[0];
  return Object.fromEntries(
    Object.entries(entries).filter(([segment]) => !segment.endsWith('/not-found') || segment === nearest),
  );
}

/** The first-load weight of each route, in the order given. */
export function routeWeights(
  routes: readonly { id: string; pattern: string }[],
  facts: BuildFacts,
): RouteWeight[] {
  const pageByRoute = new Map<string, string>();
  for (const [appPath, route] of Object.entries(facts.appPathRoutes)) {
    if (appPath.endsWith('/page')) pageByRoute.set(routeKey(route), appPath);
  }
  return routes.map(({ id, pattern }) => {
    const appPath = pageByRoute.get(routeKey(pattern)) ?? null;
    const entries = appPath ? loadedSegments(facts.entryFiles(appPath)) : null;
    if (!appPath || !entries) return { id, pattern, appPath: null, chunks: [], bytes: 0 };
    const files = [...new Set([...facts.rootFiles, ...Object.values(entries).flat()])];
    const chunks = files
      .map((file) => ({
        file,
        bytes: facts.gzipBytes(file),
        neededBy: facts.rootFiles.includes(file)
          ? ['(runtime)']
          : Object.keys(entries).filter((segment) => entries[segment].includes(file)),
      }))
      .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
    return { id, pattern, appPath, chunks, bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0) };
  });
}

export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Production chunks carry numeric module ids only: these strings say which library a chunk holds. */
const LIBRARY_SIGNATURES: readonly [string, string][] = [
  ['zod', '$ZodType'],
  ['react-dom', 'react-dom'],
  ['next', '__NEXT_'],
  ['react-hook-form', 'shouldUnregister'],
  ['radix-ui', 'data-radix'],
  ['sonner', 'data-sonner-toaster'],
  ['date-fns', 'formatDistance'],
  ['lucide-react', 'lucide'],
];

export function librariesIn(source: string): string[] {
  return LIBRARY_SIGNATURES.filter(([, signature]) => source.includes(signature)).map(([name]) => name);
}

export interface ChunkModule {
  /** Turbopack's numeric id(s) of the module (several ids may share one factory). */
  id: string;
  /** Gzipped size of the module's own source (a little more than its share of the chunk). */
  bytes: number;
  /** The libraries it holds, or the first telling string of its source. */
  hint: string;
}

/**
 * The modules of a Turbopack chunk: `(globalThis.TURBOPACK ||= []).push([script, id, factory, …])`,
 * run in a sandbox that only collects what is pushed. A chunk of another shape (the runtime) is one
 * module named after its file.
 */
export function chunkModules(file: string, source: string): ChunkModule[] {
  if (!source.startsWith('(globalThis.TURBOPACK')) return [describeModule(file, source)];
  const sandbox: Record<string, unknown> = { document: undefined };
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  vm.runInNewContext(source, sandbox);
  const pushed = ((sandbox.TURBOPACK as unknown[][] | undefined) ?? [])[0] ?? [];
  const modules: ChunkModule[] = [];
  let ids: string[] = [];
  for (const item of pushed.slice(1)) {
    if (typeof item === 'function') {
      modules.push(describeModule(ids.join('+'), item.toString()));
      ids = [];
    } else if (typeof item === 'string' || typeof item === 'number') ids.push(String(item));
  }
  return modules;
}

function describeModule(id: string, source: string): ChunkModule {
  const libraries = librariesIn(source);
  const text = source.match(/"([^"\\]{12,60})"/)?.[1];
  return {
    id,
    bytes: gzipSync(source).length,
    hint: libraries.length > 0 ? libraries.join(', ') : text ? `"${text}"` : '',
  };
}

/** The heaviest modules of a route's first load, each counted once whatever chunks repeat it. */
export function heaviestModules(
  weight: RouteWeight,
  source: (file: string) => string,
  count: number,
  { withRuntime = true }: { withRuntime?: boolean } = {},
): (ChunkModule & { chunk: string })[] {
  const seen = new Map<string, ChunkModule & { chunk: string }>();
  const chunks = withRuntime
    ? weight.chunks
    : weight.chunks.filter((chunk) => !chunk.neededBy.includes('(runtime)'));
  for (const chunk of chunks) {
    for (const found of chunkModules(chunk.file, source(chunk.file))) {
      if (!seen.has(found.id)) seen.set(found.id, { ...found, chunk: chunk.file });
    }
  }
  return [...seen.values()].sort((a, b) => b.bytes - a.bytes).slice(0, count);
}

/** A chunk every segment needs is the shell's; otherwise the few segments that pull it in. */
function neededBySummary(segments: string[]): string {
  if (segments.length <= 3) return segments.join(', ');
  return `${segments.slice(0, 3).join(', ')} and ${segments.length - 3} more`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Reads a Next 16 build in `buildDir` (the .next folder). */
export function readBuild(buildDir: string): BuildFacts & { source: (file: string) => string } {
  const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as T;
  const buildManifest = readJson<{ rootMainFiles: string[] }>('build-manifest.json');
  const sizes = new Map<string, number>();
  const source = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
  return {
    appPathRoutes: readJson<Record<string, string>>('app-path-routes-manifest.json'),
    rootFiles: buildManifest.rootMainFiles,
    entryFiles: (appPath) => {
      const file = path.join(buildDir, 'server/app', `${appPath}_client-reference-manifest.js`);
      if (!existsSync(file)) return null;
      // The manifest is a script assigning globalThis.__RSC_MANIFEST[appPath]; run it in a sandbox.
      const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, unknown> } = {};
      sandbox.globalThis = sandbox;
      vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
      const manifest = sandbox.__RSC_MANIFEST?.[appPath] as
        { entryJSFiles?: Record<string, string[]> } | undefined;
      return Object.fromEntries(
        Object.entries(manifest?.entryJSFiles ?? {}).map(([segment, files]) => [
          segment.replace('[project]/', ''),
          files,
        ]),
      );
    },
    gzipBytes: (file) => {
      let bytes = sizes.get(file);
      if (bytes === undefined) {
        bytes = gzipSync(readFileSync(path.join(buildDir, file))).length;
        sizes.set(file, bytes);
      }
      return bytes;
    },
    source,
  };
}

/**
 * Prints every route's first-load JS with its verdict, the largest and the median, and the heaviest
 * route's three heaviest modules (with and without the runtime) and chunks.
 */
export function benchWeight(buildDir = path.join(process.cwd(), '.next')): Check[] {
  const build = readBuild(buildDir);
  const routes = [...ROUTE_LIST, { id: '404', pattern: '/_not-found' }];
  const weights = routeWeights(routes, build);
  const pages = weights.filter((weight) => weight.appPath !== null);
  printTable(
    ['route', 'pattern', 'first-load JS (gz)', 'budget'],
    weights.map((weight) => [
      weight.id,
      weight.pattern,
      weight.appPath ? kb(weight.bytes) : 'no page (route handler)',
      weight.appPath ? (weight.bytes <= WEIGHT_BUDGET_BYTES ? 'PASS' : 'FAIL') : '',
    ]),
  );
  const heaviest = [...pages].sort((a, b) => b.bytes - a.bytes)[0];
  const median = medianOf(pages.map((weight) => weight.bytes));
  if (heaviest) {
    console.log(`\nlargest ${kb(heaviest.bytes)} (${heaviest.pattern}), median ${kb(median)}`);
    const moduleRows = (modules: (ChunkModule & { chunk: string })[]) =>
      modules.map((found) => [
        found.id.length > 30 ? `${found.id.slice(0, 27)}…` : found.id,
        kb(found.bytes),
        found.hint,
        found.chunk,
      ]);
    console.log(`\nheaviest modules of ${heaviest.pattern} (each gzipped alone):`);
    printTable(['module', 'gz', 'holds', 'chunk'], moduleRows(heaviestModules(heaviest, build.source, 3)));
    console.log(`\n… and outside the runtime every page loads (React, the Next router):`);
    printTable(
      ['module', 'gz', 'holds', 'chunk'],
      moduleRows(heaviestModules(heaviest, build.source, 3, { withRuntime: false })),
    );
    console.log(`\nheaviest chunks of ${heaviest.pattern}:`);
    printTable(
      ['chunk', 'gz', 'holds', 'needed by'],
      heaviest.chunks
        .slice(0, 3)
        .map((chunk) => [
          chunk.file,
          kb(chunk.bytes),
          librariesIn(build.source(chunk.file)).join(', '),
          neededBySummary(chunk.neededBy),
        ]),
    );
  }
  const over = pages.filter((weight) => weight.bytes > WEIGHT_BUDGET_BYTES);
  return [
    {
      name: 'first-load JS, largest route',
      value: heaviest ? `${kb(heaviest.bytes)} (${heaviest.pattern})` : 'no page',
      target: `≤ ${kb(WEIGHT_BUDGET_BYTES)}`,
      pass: over.length === 0,
    },
    {
      name: 'first-load JS, median route',
      value: kb(median),
      target: `≤ ${kb(WEIGHT_BUDGET_BYTES)}`,
      pass: median <= WEIGHT_BUDGET_BYTES,
    },
  ];
}
