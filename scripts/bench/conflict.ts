import { spawn } from 'node:child_process';
import type { Check } from './checks';

/*
 * Part 12, conflict: what the runner's version check adds to an action (scripts/bench/conflict-run.ts
 * measures it in a process of its own, which may import the server-only runner modules). Medians
 * over BENCH_CONFLICT_ROUNDS (300) after BENCH_CONFLICT_WARMUP (30); "check" is the time from the
 * action's parsed input to its write going out (the version read again without an ETag, nothing
 * with one: the write carries If-Match and the gateway decides), "after-read" the journal's read
 * of the fields after the write (before → after).
 */

interface ModeResult {
  etags: boolean;
  checkMedian: number;
  checkReads: number;
  afterReadMedian: number;
  afterReads: number;
}

export async function benchConflict(): Promise<Check[]> {
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/bench/conflict-run.ts'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  const lines = output.join('').split('\n');
  const result = lines.find((line) => line.startsWith('RESULT '));
  console.log(lines.filter((line) => !line.startsWith('RESULT ')).join('\n'));
  if (code !== 0 || !result) throw new Error(`the conflict measurement failed (exit ${code})`);
  const modes = JSON.parse(result.slice('RESULT '.length)) as ModeResult[];
  return modes.flatMap((mode): Check[] => {
    const name = mode.etags ? 'with ETags' : 'without ETags';
    return [
      {
        name: `conflict check ${name}: gateway reads added`,
        value: mode.checkReads.toFixed(2),
        target: '≤ 1',
        pass: mode.checkReads <= 1,
      },
      {
        name: `conflict check ${name}: median added`,
        value: `${mode.checkMedian.toFixed(2)} ms`,
        target: '≤ 5 ms',
        pass: mode.checkMedian <= 5,
      },
    ];
  });
}
