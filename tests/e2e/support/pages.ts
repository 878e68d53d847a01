import { expect, type Page } from '@playwright/test';

/** Waits until the page has streamed in: no loading skeleton left and its heading shown. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('h1').first()).toBeVisible();
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** The other tabs of the record on screen (`?tab=` links to the same path), as paths. */
export async function otherTabs(page: Page): Promise<string[]> {
  const here = new URL(page.url());
  const hrefs = await page
    .locator('a[href*="tab="]:not([aria-current="page"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const tabs = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href, here);
    if (url.pathname === here.pathname) tabs.add(url.pathname + url.search);
  }
  return [...tabs];
}
