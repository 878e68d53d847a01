// Reads the development defaults of .env.example, so that `npm run dev` and the benchmarks work on
// a fresh clone with no .env file. Variables already set in the environment win.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function envDefaults() {
  const file = fileURLToPath(new URL('../.env.example', import.meta.url));
  const defaults = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) defaults[match[1]] = match[2];
  }
  return { ...defaults, ...process.env };
}
