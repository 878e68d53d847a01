import path from 'node:path';
import type { Page } from '@playwright/test';
import { matchRoute, type RouteId } from '@/lib/access';
import { open, otherTabs } from './support/pages';
import { hasParams, sampleParams, samplePaths, screensByRole } from './support/route-samples';
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
 * Every screen of the role table, and every tab of one record of each type, looked at as a person
 * would at 1440 and 1280 px: no date, phone, amount or identifier cut over two lines, no two controls
 * drawn over each other, no code instead of French in the page's main part, no error for merely
 * leaving the empty header search. One page load per screen: the widths are set on it in turn. A
 * record's screens are kept as 1440 px screenshots under test-results/visual for review.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: VISUAL_WIDTHS[0], height: 900 } });

let params: ReturnType<typeof sampleParams> | undefined;
function recordParams(request: Parameters<typeof sampleParams>[0]) {
  params ??= sampleParams(request);
  return params;
}

const looked = new Set<string>();

/** Screens whose default view is empty on the fake's data: looked at on a period that has some. */
const SAMPLE_QUERIES: Partial<Record<RouteId, string>> = {
  salesReport: '?from=2019-04-01&to=2020-03-31',
};

/**
 * Every check on the page as loaded: the layout at each width, then the header search. `shot`: the
 * screenshot's file name, for a record's first view.
 */
async function lookAt(page: Page, where: string, shot?: string): Promise<void> {
  if ((await page.locator(HEADER_SEARCH).count()) > 0) await hydrated(page, HEADER_SEARCH);
  const findings: VisualFinding[] = [];
  for (const width of VISUAL_WIDTHS) {
    await resize(page, width);
    findings.push(...(await inspectLayout(page, where, width)));
    if (shot && width === VISUAL_WIDTHS[0])
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, shot), fullPage: true });
  }
  findings.push(...(await inspectSearchBlur(page, where, VISUAL_WIDTHS.at(-1)!)));
  await record(where, findings);
}

for (const [role, routes] of screensByRole()) {
  test.describe(role ? `as ${role}` : 'as a visitor', () => {
    test.use({ signedInAs: role?.toLowerCase() });

    for (const route of routes) {
      test(`${route.id} (${route.pattern}) and its tabs`, async ({ page, request }) => {
        const paths = samplePaths(route, await recordParams(request)).map(
          (path) => path + (SAMPLE_QUERIES[route.id] ?? ''),
        );
        expect(paths, `a sample record for ${route.id}`).not.toEqual([]);
        for (const [sample, start] of paths.entries()) {
          await open(page, start);
          // A deep link may land on another screen (find-discussion opens the discussion).
          const screen = new URL(page.url());
          const landed = matchRoute(screen.pathname)?.route;
          expect(landed, `${start} landed on ${page.url()}`).toBeDefined();
          const where = screen.pathname + screen.search;
          if (looked.has(where)) continue;
          looked.add(where);
          await lookAt(
            page,
            where,
            hasParams(route) ? `${landed!.id}${sample > 0 ? `-${sample + 1}` : ''}.png` : undefined,
          );
          for (const tab of await otherTabs(page)) {
            await open(page, tab);
            await lookAt(page, tab);
          }
        }
      });
    }
  });
}

test.afterAll(async () => {
  await reportFindings();
});
