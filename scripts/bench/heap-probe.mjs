/*
 * Loaded into the app by the ratio part (`node --expose-gc --import`): on SIGUSR2 the app collects
 * its garbage and writes the heap it still uses, in bytes, to bo-heap-<pid> in the temporary folder,
 * so the bench reads what a run of requests left behind.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.on('SIGUSR2', () => {
  global.gc();
  global.gc();
  // Written aside, then renamed: the bench reads the file as soon as it exists, never half written.
  const file = join(tmpdir(), `bo-heap-${process.pid}`);
  writeFileSync(`${file}.part`, String(process.memoryUsage().heapUsed));
  renameSync(`${file}.part`, file);
});
