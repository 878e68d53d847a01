/**
 * `npm test`: every check a landing must pass, stopping at the first stage that fails, then a table
 * of each stage's duration. The type check and the lint are each single-threaded, so the production
 * build the end-to-end tests run on is made beside them. Much of the end-to-end run is spent waiting
 * (late answers, sessions left to expire), so the unit tests run beside it on one worker of their own. The
 * output of steps run side by side is held and printed whole so they never interleave.
 */
import { spawn } from 'node:child_process';

const STAGES = [
  [['typecheck'], ['lint'], ['build']],
  [['test:e2e'], ['test:unit', '--maxWorkers=1']],
];

const timings = [];

function run([script, ...args], { hold }) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, E2E_PREBUILT: '1', BUILD_TYPECHECKED: '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ script, seconds, code });
      if (hold) {
        process.stdout.write(`\n> ${script}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done(code === 0);
    });
  });
}

function report(totalSeconds) {
  console.log('\nStage durations:');
  for (const { script, seconds, code } of timings)
    console.log(`  ${script.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(10)} ${totalSeconds.toFixed(1).padStart(7)} s`);
}

const started = performance.now();
let passed = true;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, { hold: stage.length > 1 })));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
report((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
