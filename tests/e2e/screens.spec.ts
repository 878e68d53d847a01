import path from 'node:path';
import type { Page } from '@playwright/test';
import { matchRoute, type RouteId } from '@/lib/access';
import { reportScans, scan, type ScanKind } from './support/axe';
import { open, otherTabs } from './support/pages';
import {
  hasParams,
  pageTitlePattern,
  sampleParams,
  samplePaths,
  screensByRole,
} from './support/route-samples';
import { expect, test } from './support/signed-in';
import {
  HEADER_SEARCH,
  hydrated,
  inspectLayout,
  inspectSearchBlur,
  record,
  reportFindings,
  resize,
  SCREENSHOT_DIR,
  VISUAL_WIDTHS,
  type VisualFinding,
} from './support/visual';

/*
 * Every screen of the role table, opened by a role allowed to see it, on one record of each type and
 * each of its tabs, loaded once and then:
 * - looked at as a person would at 1440 and 1280 px: no date, phone, amount or identifier cut over
 *   two lines, no two controls drawn over each other, no code instead of French in the page's main
 *   part, no error for merely leaving the empty header search (test-results/visual.json, and a
 *   record's screens as 1440 px screenshots under test-results/visual for review);
 * - scanned by axe for WCAG 2.1 A and AA (test-results/accessibility.json, recorded in
 *   docs/hardening.md).
 * A route added to ROUTES is opened here without anyone listing it (one with parameters fails until
 * route-samples.ts finds it a record). Dialogs and forms showing their errors: accessibility.spec.ts.
 */

// Each screen stands alone, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
test.use({ viewport: { width: VISUAL_WIDTHS[0], height: 900 } });

let params: ReturnType<typeof sampleParams> | undefined;
/** Read from the fake once for the whole file. */
function recordParams(request: Parameters<typeof sampleParams>[0]) {
  params ??= sampleParams(request);
  return params;
}

/** The screens checked so far: a deep link landing on one already checked is not checked again. */
const checked = new Set<string>();

/** Screens whose default view is empty on the fake's data: also looked at on a period that has some. */
const SAMPLE_QUERIES: Partial<Record<RouteId, string>> = {
  salesReport: '?from=2019-04-01&to=2020-03-31',
};

/**
 * Every check on the page as loaded: the layout at each width, axe at the last one, then the header
 * search (last, since it moves the focus). `shot`: the screenshot's file name, for a record's first view.
 */
async function check(page: Page, kind: ScanKind, where: string, shot?: string): Promise<void> {
  if ((await page.locator(HEADER_SEARCH).count()) > 0) await hydrated(page, HEADER_SEARCH);
  const findings: VisualFinding[] = [];
  for (const width of VISUAL_WIDTHS) {
    await resize(page, width);
    findings.push(...(await inspectLayout(page, where, width)));
    if (shot && width === VISUAL_WIDTHS[0])
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, shot), fullPage: true });
  }
  // The shell around a tab is the one just scanned with the record: only the content changes.
  await scan(page, kind, where, kind === 'tab' ? { within: 'main' } : {});
  findings.push(...(await inspectSearchBlur(page, where, VISUAL_WIDTHS.at(-1)!)));
  await record(where, findings);
}

for (const [role, routes] of screensByRole()) {
  test.describe(role ? `as ${role}` : 'as a visitor', () => {
    test.use({ signedInAs: role?.toLowerCase() });

    for (const route of routes) {
      test(`${route.id} (${route.pattern}) and its tabs`, async ({ page, request }) => {
        const samples = samplePaths(route, await recordParams(request));
        expect(samples, `a sample record for ${route.id}`).not.toEqual([]);
        const query = SAMPLE_QUERIES[route.id];
        const paths = query ? [...samples, ...samples.map((sample) => sample + query)] : samples;
        for (const [sample, start] of paths.entries()) {
          await open(page, start);
          // A deep link may land on another screen (find-discussion opens the discussion).
          const screen = new URL(page.url());
          const landed = matchRoute(screen.pathname)?.route;
          expect(landed, `${start} landed on ${page.url()}`).toBeDefined();
          await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
          await expect(page).toHaveTitle(pageTitlePattern(landed!));
          const where = screen.pathname + screen.search;
          if (checked.has(where)) continue;
          checked.add(where);
          const shot = hasParams(route)
            ? `${landed!.id}${sample > 0 ? `-${sample + 1}` : ''}.png`
            : undefined;
          await check(page, 'route', where, shot);
          for (const tab of await otherTabs(page)) {
            await open(page, tab);
            await check(page, 'tab', tab);
          }
        }
      });
    }
  });
}

test.afterAll(async () => {
  await Promise.all([reportScans(), reportFindings()]);
});
