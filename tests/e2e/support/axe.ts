import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the back-office holds to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

export type ScanKind = 'route' | 'tab' | 'dialog' | 'state';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface ScanRecord {
  kind: ScanKind;
  where: string;
  findings: Finding[];
}

const RESULTS_DIR = 'test-results';
/**
 * Every scan of the run, one JSON line each: a failed test restarts the worker, which forgets what
 * it held in memory, and Playwright empties test-results when a run starts.
 */
const SCANS_FILE = path.join(RESULTS_DIR, 'accessibility-scans.jsonl');

/** One line a violation: rule id, impact, what it asks, and the elements at fault. */
export function describeFinding(finding: Finding): string {
  const targets = finding.targets.slice(0, 5).join(' | ');
  const more = finding.targets.length > 5 ? ` (+${finding.targets.length - 5})` : '';
  return `${finding.rule} [${finding.impact}] ${finding.help}: ${targets}${more}`;
}

/**
 * Runs axe on the page as it stands (the open dialog included), or on the part `within` selects,
 * and records what it found; a
 * serious or critical violation fails the test softly, so one test reports every scan it makes.
 */
export async function scan(
  page: Page,
  kind: ScanKind,
  where: string,
  { within }: { within?: string } = {},
): Promise<ScanRecord> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  const findings = results.violations.map((violation): Finding => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  const record = { kind, where, findings };
  await mkdir(RESULTS_DIR, { recursive: true });
  await appendFile(SCANS_FILE, `${JSON.stringify(record)}\n`);
  const blocking = findings.filter((finding) => BLOCKING.has(finding.impact)).map(describeFinding);
  expect.soft(blocking, `serious or critical axe violations on ${where}`).toEqual([]);
  return record;
}

/** Scans and violations by kind and impact (a violation counts once per rule per scan). */
export function totals(records: readonly ScanRecord[]) {
  const byKind: Record<string, number> = {};
  const byImpact: Record<string, number> = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
  for (const record of records) {
    byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
    for (const finding of record.findings) byImpact[finding.impact] = (byImpact[finding.impact] ?? 0) + 1;
  }
  return { scans: records.length, byKind, byImpact };
}

/** Writes the run's scans and totals so far to test-results/accessibility.json and prints the totals. */
export async function reportScans(): Promise<void> {
  const lines = await readFile(SCANS_FILE, 'utf8').catch(() => '');
  const scans = lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScanRecord);
  if (scans.length === 0) return;
  const summary = totals(scans);
  await writeFile(
    path.join(RESULTS_DIR, 'accessibility.json'),
    JSON.stringify({ totals: summary, scans }, null, 2),
  );
  const kinds = Object.entries(summary.byKind)
    .map(([kind, count]) => `${count} ${kind}s`)
    .join(', ');
  const impacts = Object.entries(summary.byImpact)
    .map(([impact, count]) => `${impact} ${count}`)
    .join(', ');
  console.log(`axe: ${summary.scans} scans (${kinds}); violations by impact: ${impacts}`);
}
