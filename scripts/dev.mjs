// `npm run dev`: the fake gateway and the Next.js dev server together. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { envDefaults } from './load-env-defaults.mjs';

const env = envDefaults();
const appPort = env.PORT ?? '3000';
const children = [];

function start(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('gateway', 'npx', ['tsx', 'lib/fake-gateway/server.ts']);
start('app', 'npx', ['next', 'dev', '-p', appPort]);

console.log(`Back-office:  http://localhost:${appPort}`);
console.log(`Fake gateway: ${env.GATEWAY_URL}  (demo password: ${env.FAKE_DEMO_PASSWORD})`);
console.log('Ctrl-C stops both.');
