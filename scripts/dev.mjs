// `npm run dev`: the fake gateway and the Next.js dev server together. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { envDefaults } from './load-env-defaults.mjs';

const bin = (name) => resolve(import.meta.dirname, '..', 'node_modules', '.bin', name);

const env = envDefaults();
const appPort = env.PORT ?? '3000';
const children = [];

function start(name, command, args) {
  // Each server leads its own process group, so stopping it stops the workers it started too, even
  // when only this script is signalled (a process manager, an IDE's stop button), not the terminal.
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('gateway', bin('tsx'), ['lib/fake-gateway/server.ts']);
start('app', bin('next'), ['dev', '-p', appPort]);

console.log(`Back-office:  http://localhost:${appPort}`);
console.log(`Fake gateway: ${env.GATEWAY_URL}  (demo password: ${env.FAKE_DEMO_PASSWORD})`);
console.log('Ctrl-C stops both.');
