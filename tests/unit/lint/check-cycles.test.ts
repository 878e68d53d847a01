import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

describe('the circular-import check', () => {
  it('fails on two modules that import each other, through the @/ alias and type-only imports', () => {
    const run = spawnSync(process.execPath, ['scripts/check-cycles.mjs', 'tests/unit/lint/fixtures/cycle'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /cycle: .*fixtures\/cycle\/(customer|invoice)\.ts -> .*fixtures\/cycle\/(customer|invoice)\.ts/,
    );
  });
});
