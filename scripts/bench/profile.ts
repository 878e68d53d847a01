/**
 * Where a server's CPU time went, from a V8 profile (`node --cpu-prof`): self time by module, the
 * build's server chunks mapped back to their sources through the source maps Next writes beside
 * them, so a share reads `lib/access/routes.ts` or `zod` rather than a chunk's hashed name.
 * `BENCH_CPU_PROF=<dir> BENCH_PARTS=ratio npm run bench` profiles the app under the ratio part's load
 * and prints this; `npx tsx scripts/bench/profile.ts <file.cpuprofile>` reads a profile again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { printTable } from './measure';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ModuleCost {
  /** A source file of the app, a package (with its file for Next and React), or a V8 bucket. */
  module: string;
  /** The coarse family: the app, Next, React, a library, Node, garbage collection. */
  family: string;
  ms: number;
}

const maps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(file)!;
}

/** `…/node_modules/next/dist/x.js` → `next/dist/x.js`; a scoped package keeps its scope. */
function packagePath(path: string): string | null {
  const at = path.lastIndexOf('node_modules/');
  return at === -1 ? null : path.slice(at + 'node_modules/'.length);
}

function familyOf(name: string): string {
  if (name.startsWith('(')) return name === '(garbage collector)' ? 'garbage collection' : 'V8';
  if (name.startsWith('node:')) return 'Node';
  if (name.startsWith('wasm:') || name.startsWith('@electric-sql/pglite')) return 'PGlite';
  if (name.startsWith('turbopack:')) return 'Turbopack runtime';
  // lucide-react's own source map names its files from the library's repository.
  if (/Lucide/.test(name)) return 'lucide-react';
  if (/^(next|@next)\//.test(name)) {
    // Next's compiled copy of React (react-dom/server, the flight server) is React's work.
    return /compiled\/(react|react-dom|react-server-dom)/.test(name) ? 'React' : 'Next';
  }
  if (/^(react|react-dom|scheduler)\//.test(name)) return 'React';
  if (/^(app|components|lib|proxy|instrumentation)[/.]/.test(name)) return 'app';
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
}

/** The module a frame's code belongs to: its original source when a source map says so. */
function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (path.includes('/.next/server/')) {
    // The standalone copy has no source maps: the build's own folder has them beside the chunks.
    const built = path.replace('/.next/standalone/.next/', '/.next/');
    const entry = sourceMapOf(built)?.findEntry(frame.lineNumber, frame.columnNumber);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    if (source) {
      // Sources are relative to the chunk: `../../../../lib/x.ts`, `../../../../node_modules/zod/…`.
      const original = decodeURIComponent(source).replace(/^(\.\.\/)+/, '');
      return packagePath(original) ?? original;
    }
    return `.next/server/${path.split('/.next/server/')[1]}`;
  }
  return packagePath(path) ?? path;
}

/** Shortens Next's and React's long file paths to what tells them apart. */
function label(module: string): string {
  return module
    .replace(/^next\/dist\/compiled\/next-server\//, 'next/…/next-server/')
    .replace(/^next\/dist\/compiled\//, 'next/…/compiled/')
    .replace(/^next\/dist\//, 'next/');
}

/** Self time by module, heaviest first, idle time left out. */
export function profileCosts(file: string): { modules: ModuleCost[]; busyMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byModule = new Map<string, number>();
  for (const [index, nodeId] of profile.samples.entries()) {
    const frame = frames.get(nodeId);
    if (!frame || frame.functionName === '(idle)') continue;
    const name = label(moduleOf(frame));
    byModule.set(name, (byModule.get(name) ?? 0) + profile.timeDeltas[index] / 1000);
  }
  const modules = [...byModule]
    .map(([name, ms]) => ({ module: name, family: familyOf(name), ms }))
    .sort((a, b) => b.ms - a.ms);
  return { modules, busyMs: modules.reduce((sum, entry) => sum + entry.ms, 0) };
}

export function printProfile(file: string, top = 25): void {
  const { modules, busyMs } = profileCosts(file);
  const share = (ms: number) => `${((ms / busyMs) * 100).toFixed(1)} %`;
  const families = new Map<string, number>();
  for (const entry of modules) families.set(entry.family, (families.get(entry.family) ?? 0) + entry.ms);
  console.log(`CPU profile ${file}: ${(busyMs / 1000).toFixed(1)} s busy`);
  printTable(
    ['family', 'self time', 'share'],
    [...families]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([family, ms]) => [family, `${(ms / 1000).toFixed(2)} s`, share(ms)]),
  );
  console.log('');
  printTable(
    ['module', 'family', 'self time', 'share'],
    modules
      .slice(0, top)
      .map((entry) => [entry.module, entry.family, `${(entry.ms / 1000).toFixed(2)} s`, share(entry.ms)]),
  );
}

if (require.main === module) {
  for (const file of process.argv.slice(2)) printProfile(file, Number(process.env.PROFILE_TOP ?? 25));
}
