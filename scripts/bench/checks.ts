import { printTable } from './measure';

/** One figure against its target; a miss is reported, never turned into an exit code. */
export interface Check {
  name: string;
  value: string;
  target: string;
  pass: boolean;
}

export function printChecks(checks: Check[]): void {
  printTable(
    ['target', 'measured', 'budget', 'verdict'],
    checks.map((check) => [check.name, check.value, check.target, check.pass ? 'PASS' : 'FAIL']),
  );
}
