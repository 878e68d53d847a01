import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROLE_LABELS } from '@/lib/domain/roles';

/*
 * What a person sees wrong on a screen and a machine can measure on one page load: a value cut over
 * two lines, two controls drawn over each other, a code instead of French, an error shown for
 * nothing. Each finding names its page, width and text; the run's findings go to
 * test-results/visual.json with their counts by kind.
 */

export const VISUAL_WIDTHS = [1440, 1280] as const;
const HEIGHT = 900;

export type FindingKind = 'cut-value' | 'overlap' | 'code' | 'search-error';
export const FINDING_KINDS: readonly FindingKind[] = ['cut-value', 'overlap', 'code', 'search-error'];

export interface VisualFinding {
  kind: FindingKind;
  path: string;
  width: number;
  text: string;
}

/**
 * Values that must stay on one line, most specific first (a date and time is one value, not a date
 * and a time). Whitespace inside may be any space, the no-break ones included.
 */
const CUT_VALUE_PATTERNS: readonly (readonly [name: string, source: string])[] = [
  ['datetime', String.raw`\d{2}/\d{2}/\d{4}(?:\s+(?:à\s+)?\d{1,2}(?::|\s?h\s?)\d{2}(?::\d{2})?)`],
  ['date', String.raw`\d{2}/\d{2}/\d{4}`],
  ['amount', String.raw`-?\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:,\d{1,2})?[\s\u00a0\u202f]?€`],
  ['phone', String.raw`(?:\+33|0033|\b0)\s?[1-9](?:[\s.]?\d{2}){4}\b`],
  ['invoice number', String.raw`\b[A-Z]{2}-\d{4}-\d{4,}\b`],
  ['SIRET', String.raw`\b\d{3}\s?\d{3}\s?\d{3}\s?\d{5}\b`],
  // A RID: a capital letter then capitals and digits, at least one digit, as the gateway makes them.
  ['RID', String.raw`\b(?=[A-Z0-9]*\d)[A-Z][A-Z0-9]{3,7}\b`],
  ['time', String.raw`\b\d{1,2}:\d{2}(?::\d{2})?\b`],
  // A word broken inside (not at a hyphen): its column is narrower than a word of ordinary text.
  ['word', String.raw`\p{L}{2,}`],
];

/** Codes the specification itself shows as they are: the role labels with an underscore. */
const ALLOWED_CODES = Object.values(ROLE_LABELS).filter((label) => label.includes('_'));
const CODE_SOURCE = String.raw`(?<![\p{L}\p{N}_])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\p{L}\p{N}_])`;
const CAMEL_SOURCE = String.raw`(?<![\p{L}\p{N}_])[a-z]+(?:[A-Z][a-z0-9]+)+(?![\p{L}\p{N}_])`;

interface PageArgs {
  values: readonly (readonly [string, string])[];
  code: string;
  camel: string;
  allowed: readonly string[];
}

/** Runs in the page: every finding of the layout as it stands, as `kind: text` pairs. */
function inspect({ values, code, camel, allowed }: PageArgs): { kind: FindingKind; text: string }[] {
  const found: { kind: FindingKind; text: string }[] = [];
  const clipped = (element: Element) =>
    element.closest('script, style, template, [aria-hidden="true"], .sr-only') !== null;

  // Values drawn over more than one line: the fragments of their range stand on different lines.
  const lines = (rects: DOMRect[]) => {
    const tops: number[] = [];
    for (const rect of rects) {
      if (rect.width < 1 || rect.height < 1) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops.length;
  };
  // A value may be split over sibling text nodes (`{amount} €`): they are read as one run.
  const runs: Text[][] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const last = runs.at(-1);
    let previous = node.previousSibling;
    while (previous?.nodeType === Node.COMMENT_NODE) previous = previous.previousSibling;
    if (last && previous === last.at(-1)) last.push(node);
    else runs.push([node]);
  }
  const range = document.createRange();
  const at = (run: Text[], offset: number, end: boolean): [Text, number] => {
    let rest = offset;
    for (const node of run) {
      if (rest < node.data.length || (end && rest === node.data.length)) return [node, rest];
      rest -= node.data.length;
    }
    const last = run.at(-1)!;
    return [last, last.data.length];
  };
  const patterns = values.map(([name, source]) => [name, new RegExp(source, 'gu')] as const);
  for (const run of runs) {
    const text = run.map((node) => node.data).join('');
    const parent = run[0].parentElement;
    if (!parent || clipped(parent)) continue;
    // Most runs stand on one line: nothing in them can be cut.
    range.setStart(run[0], 0);
    range.setEnd(...at(run, text.length, true));
    if (lines([...range.getClientRects()]) < 2) continue;
    const taken: [number, number][] = [];
    for (const [name, pattern] of patterns) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([from, to]) => start < to && end > from)) continue;
        taken.push([start, end]);
        range.setStart(...at(run, start, false));
        range.setEnd(...at(run, end, true));
        if (lines([...range.getClientRects()]) > 1)
          found.push({ kind: 'cut-value', text: `${name} "${match[0]}" in "${text.trim().slice(0, 80)}"` });
      }
    }
  }

  // Controls drawn over each other, each clipped to what its scrolling or clipping frames show.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const visibleRects = (element: Element): DOMRect[] => {
    let rects = [...element.getClientRects()];
    for (let frame = element.parentElement; frame && rects.length > 0; frame = frame.parentElement) {
      const style = styleOf(frame);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = frame.getBoundingClientRect();
      rects = rects
        .map((rect) => {
          const left = Math.max(rect.left, box.left);
          const top = Math.max(rect.top, box.top);
          return new DOMRect(
            left,
            top,
            Math.min(rect.right, box.right) - left,
            Math.min(rect.bottom, box.bottom) - top,
          );
        })
        .filter((rect) => rect.width > 1 && rect.height > 1);
    }
    return rects.filter((rect) => rect.width > 1 && rect.height > 1);
  };
  const controls = [...document.querySelectorAll('a[href], button, [role="button"], [role="link"], summary')]
    .filter((element) => !clipped(element) && element.checkVisibility({ visibilityProperty: true }))
    .map((element) => ({ element, rects: visibleRects(element) }))
    .filter(({ rects }) => rects.length > 0);
  const label = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 60)}"`;
  for (let one = 0; one < controls.length; one += 1) {
    for (let other = one + 1; other < controls.length; other += 1) {
      const a = controls[one];
      const b = controls[other];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const overlaps = a.rects.some((ra) =>
        b.rects.some(
          (rb) =>
            Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 2 &&
            Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 2,
        ),
      );
      if (overlaps) found.push({ kind: 'overlap', text: `${label(a.element)} / ${label(b.element)}` });
    }
  }

  // Codes in the text a person reads.
  const main = document.querySelector('main') as HTMLElement | null;
  const shown = main?.innerText ?? '';
  const codes = new Set<string>();
  for (const match of shown.matchAll(new RegExp(code, 'gu')))
    if (!allowed.includes(match[0])) codes.add(match[0]);
  for (const match of shown.matchAll(new RegExp(camel, 'gu'))) codes.add(`«${match[0]}»`);
  for (const text of codes) found.push({ kind: 'code', text });
  return found;
}

/** Sets the width and waits for the layout (and what observes it) to follow. */
export async function resize(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: HEIGHT });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/** The cut values, overlaps and codes of the page as it is laid out now. */
export async function inspectLayout(page: Page, where: string, width: number): Promise<VisualFinding[]> {
  const found = await page.evaluate(inspect, {
    values: CUT_VALUE_PATTERNS,
    code: CODE_SOURCE,
    camel: CAMEL_SOURCE,
    allowed: ALLOWED_CODES,
  });
  return found.map((finding) => ({ ...finding, path: where, width }));
}

/** Waits until React has taken over `selector` (its props are on the node), so events reach it. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      { timeout: 20_000 },
    )
    .toBe(true);
}

export const HEADER_SEARCH = 'header [role="search"] input';

/** Focuses and leaves the header's empty search: nothing should be said about it. */
export async function inspectSearchBlur(page: Page, where: string, width: number): Promise<VisualFinding[]> {
  if ((await page.locator(HEADER_SEARCH).count()) === 0) return [];
  await hydrated(page, HEADER_SEARCH);
  const field = page.locator(HEADER_SEARCH).first();
  await field.focus();
  await field.blur();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  // The field marked invalid and its message are one error.
  const error = await page
    .locator('header [role="alert"], header [aria-invalid="true"]')
    .evaluateAll((elements) => {
      const shown = elements.filter((element) => element.checkVisibility());
      const alert = shown.find((element) => element.getAttribute('role') === 'alert');
      return shown.length === 0 ? null : alert?.textContent?.trim() || 'the search field marked invalid';
    });
  return error ? [{ kind: 'search-error', path: where, width, text: error }] : [];
}

const RESULTS_DIR = 'test-results';
/** One JSON line a page: a failed test restarts the worker, and Playwright empties test-results at start. */
const FINDINGS_FILE = path.join(RESULTS_DIR, 'visual-findings.jsonl');
export const SCREENSHOT_DIR = path.join(RESULTS_DIR, 'visual');

/** Records a page's findings and fails the test softly on them, so one test reports every page. */
export async function record(where: string, findings: readonly VisualFinding[]): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await appendFile(FINDINGS_FILE, `${JSON.stringify({ where, findings })}\n`);
  const lines = findings.map((finding) => `${finding.kind} @${finding.width}: ${finding.text}`);
  expect.soft(lines, `what a person would see wrong on ${where}`).toEqual([]);
}

/** Writes the run's findings and their counts by kind to test-results/visual.json and prints the counts. */
export async function reportFindings(): Promise<void> {
  const lines = await readFile(FINDINGS_FILE, 'utf8').catch(() => '');
  const pages = lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { where: string; findings: VisualFinding[] });
  if (pages.length === 0) return;
  const findings = pages.flatMap((page) => page.findings);
  const counts = Object.fromEntries(
    FINDING_KINDS.map((kind) => [kind, findings.filter((finding) => finding.kind === kind).length]),
  );
  await writeFile(
    path.join(RESULTS_DIR, 'visual.json'),
    JSON.stringify({ pages: pages.length, counts, findings }, null, 2),
  );
  const summary = FINDING_KINDS.map((kind) => `${kind} ${counts[kind]}`).join(', ');
  console.log(`visual: ${pages.length} pages at ${VISUAL_WIDTHS.join(' and ')} px; findings: ${summary}`);
}
