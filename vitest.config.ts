import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // server-only throws outside a React server bundle; unit tests run server modules directly.
      'server-only': path.resolve(__dirname, 'tests/unit/support/server-only.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/support/setup.ts'],
    globalSetup: ['tests/unit/support/pglite-schema.ts'],
    testTimeout: 20000,
    // Hooks open PGlite databases, whose WebAssembly takes seconds to compile on a loaded machine.
    hookTimeout: 120_000,
    // Vitest keeps a core for itself by default, which on two cores leaves one idle most of the run.
    maxWorkers: availableParallelism(),
  },
});
