import { describe, expect, it } from 'vitest';
import {
  chunkModules,
  loadedSegments,
  medianOf,
  routeKey,
  routeWeights,
  type BuildFacts,
} from '@/scripts/bench/weight';

const SIZES: Record<string, number> = {
  'static/chunks/runtime.js': 1000,
  'static/chunks/react.js': 5000,
  'static/chunks/shell.js': 3000,
  'static/chunks/list.js': 2000,
  'static/chunks/record.js': 4000,
};

const ENTRIES: Record<string, Record<string, string[]>> = {
  '/(backoffice)/clients/page': {
    'app/(backoffice)/layout': ['static/chunks/react.js', 'static/chunks/shell.js'],
    'app/(backoffice)/clients/page': ['static/chunks/shell.js', 'static/chunks/list.js'],
  },
  '/(backoffice)/clients/[id]/page': {
    'app/(backoffice)/layout': ['static/chunks/shell.js'],
    'app/(backoffice)/clients/[id]/page': ['static/chunks/shell.js', 'static/chunks/record.js'],
  },
  '/_not-found/page': { 'app/not-found': ['static/chunks/shell.js'] },
};

const facts: BuildFacts = {
  appPathRoutes: {
    '/(backoffice)/clients/page': '/clients',
    '/(backoffice)/clients/[id]/page': '/clients/[id]',
    '/deconnexion/route': '/deconnexion',
    '/_not-found/page': '/_not-found',
  },
  rootFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'],
  entryFiles: (appPath) => ENTRIES[appPath] ?? null,
  gzipBytes: (file) => SIZES[file],
};

describe('route weights from the build manifests', () => {
  it('adds the root chunks to each page segment chunks, counting a chunk shared by both once', () => {
    const [list, record] = routeWeights(
      [
        { id: 'users', pattern: '/clients' },
        { id: 'userView', pattern: '/clients/:id' },
      ],
      facts,
    );
    expect(list).toMatchObject({ appPath: '/(backoffice)/clients/page', bytes: 11_000 });
    expect(list.chunks.map((chunk) => chunk.file)).toEqual([
      'static/chunks/react.js',
      'static/chunks/shell.js',
      'static/chunks/list.js',
      'static/chunks/runtime.js',
    ]);
    expect(record).toMatchObject({ appPath: '/(backoffice)/clients/[id]/page', bytes: 13_000 });
    expect(record.chunks[0]).toEqual({
      file: 'static/chunks/react.js',
      bytes: 5000,
      neededBy: ['(runtime)'],
    });
    expect(record.chunks.find((chunk) => chunk.file === 'static/chunks/shell.js')?.neededBy).toEqual([
      'app/(backoffice)/layout',
      'app/(backoffice)/clients/[id]/page',
    ]);
    expect(list.chunks.find((chunk) => chunk.file === 'static/chunks/list.js')?.neededBy).toEqual([
      'app/(backoffice)/clients/page',
    ]);
  });

  it('finds a dynamic page whatever its parameter is called, and says when a route is no page', () => {
    const [byOtherName, handler, unknown] = routeWeights(
      [
        { id: 'userView', pattern: '/clients/:userId' },
        { id: 'logout', pattern: '/deconnexion' },
        { id: 'ghost', pattern: '/nulle-part' },
      ],
      facts,
    );
    expect(byOtherName.bytes).toBe(13_000);
    expect(handler).toMatchObject({ appPath: null, bytes: 0, chunks: [] });
    expect(unknown).toMatchObject({ appPath: null, bytes: 0 });
  });

  it('counts only the nearest not-found boundary, the one the browser fetches', () => {
    const withBoundaries = {
      ...facts,
      entryFiles: (appPath: string) =>
        appPath === '/(backoffice)/clients/page'
          ? {
              ...ENTRIES[appPath],
              'app/not-found': ['static/chunks/record.js'],
              'app/(backoffice)/not-found': ['static/chunks/shell.js'],
            }
          : facts.entryFiles(appPath),
    };
    const [list, notFound] = routeWeights(
      [
        { id: 'users', pattern: '/clients' },
        { id: '404', pattern: '/_not-found' },
      ],
      withBoundaries,
    );
    expect(list.bytes).toBe(11_000);
    expect(list.chunks.some((chunk) => chunk.file === 'static/chunks/record.js')).toBe(false);
    expect(notFound.chunks.map((chunk) => chunk.file)).toContain('static/chunks/shell.js');
    expect(Object.keys(loadedSegments({ 'app/layout': [], 'app/not-found': [] }) ?? {})).toEqual([
      'app/layout',
      'app/not-found',
    ]);
  });

  it('keys patterns and app routes alike', () => {
    expect(routeKey('/deep-link/find-discussion/:projectId/:memberId')).toBe(
      '/deep-link/find-discussion/*/*',
    );
    expect(routeKey('/deep-link/find-discussion/[projectId]/[memberId]')).toBe(
      '/deep-link/find-discussion/*/*',
    );
  });

  it('takes the median of odd and even counts', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 2, 3])).toBe(2.5);
    expect(medianOf([])).toBe(0);
  });
});

describe('the modules of a chunk', () => {
  it('reads the modules a Turbopack chunk pushes, sharing one factory between several ids', () => {
    const source =
      '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
      '11,e=>{"use strict";e.s(["label",0,"Merci de saisir un terme de recherche valide."])},' +
      '12,13,e=>{"use strict";let t="data-sonner-toaster";e.s(["t",0,t])}]);';
    const modules = chunkModules('static/chunks/a.js', source);
    expect(modules.map((found) => found.id)).toEqual(['11', '12+13']);
    expect(modules[0].hint).toBe('"Merci de saisir un terme de recherche valide."');
    expect(modules[1].hint).toBe('sonner');
    expect(modules.every((found) => found.bytes > 0)).toBe(true);
  });

  it('takes a chunk of another shape (the runtime) as one module named after its file', () => {
    const [runtime] = chunkModules('static/chunks/turbopack-x.js', '(()=>{let e;self.TURBOPACK_X=1})();');
    expect(runtime.id).toBe('static/chunks/turbopack-x.js');
  });
});
