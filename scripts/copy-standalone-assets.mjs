/**
 * Completes Next's standalone output (`output: 'standalone'`) into a server that runs on its own:
 * Next leaves the browser assets and public/ out of .next/standalone, expecting a CDN or a copy.
 * After this, `node .next/standalone/server.js` (npm start, the end-to-end tests, the benchmark and
 * the container) serves the whole app.
 */
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const standalone = resolve(root, '.next', 'standalone');
if (!existsSync(resolve(standalone, 'server.js'))) {
  console.error('copy-standalone-assets: .next/standalone/server.js is missing; run next build first.');
  process.exit(1);
}
cpSync(resolve(root, '.next', 'static'), resolve(standalone, '.next', 'static'), { recursive: true });
cpSync(resolve(root, 'public'), resolve(standalone, 'public'), { recursive: true });
