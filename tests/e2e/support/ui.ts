import { expect, type Locator, type Page } from '@playwright/test';
import { LIST_PARAM, RANK_PARAM } from '@/components/data-table/list-context';

/** A toast of the shell's notification region (sonner) showing exactly `message`. */
export function toast(page: Page, message: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(message, { exact: true });
}

/**
 * Clicks `button` until the confirmation dialog titled `title` opens, and returns the dialog: a click
 * that lands before the page has hydrated does nothing, so the first one may need repeating.
 */
export async function openDialog(page: Page, button: Locator, title: string): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(async () => {
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/**
 * Repeats `gesture` until the page is at `url`: a row click or Enter that lands before the list has
 * hydrated does nothing (only its links work by then).
 */
export async function repeatUntilAt(page: Page, url: RegExp, gesture: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await gesture();
    await expect.poll(() => withoutListContext(page.url()), { timeout: 3_000 }).toMatch(url);
  }).toPass({ timeout: 60_000 });
}

/** `url` without the list a record was opened from (which its row link carries for the way back). */
export function withoutListContext(url: string): string {
  const parsed = new URL(url, 'http://app.invalid');
  parsed.searchParams.delete(LIST_PARAM);
  parsed.searchParams.delete(RANK_PARAM);
  return url.startsWith('/') ? parsed.pathname + parsed.search : parsed.toString();
}

/**
 * Checks that the action `name` of an action bar is one the record's state forbids, for `reason`:
 * a greyed button saying why when it is the bar's only action, else an item of the bar's
 * "Plus d'actions" menu (opened, then closed again).
 */
export async function expectUnavailableAction(
  page: Page,
  bar: Locator,
  name: string,
  reason: string | RegExp,
): Promise<void> {
  const lone = bar.getByRole('button', { name, exact: true });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  if ((await lone.count()) > 0) {
    await expect(lone).toHaveAttribute('aria-disabled', 'true');
    await expect(lone).toHaveAccessibleDescription(reason);
    return;
  }
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await bar.getByRole('button', { name: "Plus d'actions" }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toHaveAccessibleDescription(reason);
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
}
