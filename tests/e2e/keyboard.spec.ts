import type { Locator, Page } from '@playwright/test';
import { QUOTE_MESSAGES } from '@/lib/contracts/messages';
import { ROUTES } from '@/lib/access';
import { CANCEL_LABEL } from '@/components/ui/dialog';
import {
  control,
  DEMO_PASSWORD,
  demoEmail,
  gatewayAuthorization,
  gatewayGet,
  resetGateway,
} from './support/fake-gateway';
import { loginForm } from './support/login';
import { pendingQuoteToSign } from './support/projects';
import { pageTitle, pageTitlePattern } from './support/route-samples';
import { expect, test } from './support/signed-in';
import { toast } from './support/ui';

/*
 * The flows of SPEC §2 with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * Escape, the arrow keys; never a click), checking on the way that every element the keyboard
 * stops on shows where the focus is, and that each page carries its own title in French.
 */

test.describe.configure({ timeout: 90_000 });

/** How the focused element shows its focus: an outline, or a ring drawn as a box shadow. */
async function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', visible: true };
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    // A ring (box-shadow with a spread and no blur), not the soft shadow some controls always have.
    const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
    return { element: element.outerHTML.slice(0, 160), visible: outline || ring };
  });
}

async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await focusIndicator(page);
  expect(focus.visible, `no focus indicator on ${focus.element}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking that each element it stops on
 * shows a focus indicator.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** Selects what the focused field holds and types `text` over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test.describe('as a visitor', () => {
  test('sign in with the keyboard alone', async ({ page }) => {
    await page.goto('/connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(pageTitle(ROUTES.login));
    const form = loginForm(page);
    // Text typed before React has hydrated the form may be reset by it: type again until it holds.
    await expect(async () => {
      await tabTo(page, form.email);
      await typeOver(page, demoEmail('support'));
      await tabTo(page, form.password);
      await typeOver(page, DEMO_PASSWORD);
      await expect(form.submit).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page).toHaveTitle(pageTitle(ROUTES.home));
  });
});

test.describe('as SUPPORT', () => {
  test.use({ signedInAs: 'support' });

  test('skip to the content, then search and land on the record found', async ({ page, request }) => {
    const authorization = await gatewayAuthorization(request);
    const projects = await gatewayGet<{ items: { id: string; rid: string }[] }>(
      request,
      authorization,
      '/projects?size=1',
    );
    const project = projects.items[0];
    await page.goto('/');
    await expect(page).toHaveTitle(pageTitle(ROUTES.home));

    // The first stop of every signed-in page jumps over the menu to the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const box = page.getByRole('search').getByLabel('Valeur');
    const button = page.getByRole('search').getByRole('button', { name: /Rechercher/ });
    // Back up from the content to the header's search box.
    await tabTo(page, box, { backwards: true });
    await expect(async () => {
      if (!(await isFocused(box))) await tabTo(page, box, { backwards: true });
      await typeOver(page, project.rid);
      await expect(button).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/projets/${project.id}`);
    await expect(page).toHaveTitle(pageTitlePattern(ROUTES.projectView));
  });

  test('filter a list with the arrow keys, open a record and move between its tabs', async ({ page }) => {
    await page.goto('/clients');
    await expect(page).toHaveTitle(pageTitle(ROUTES.users));

    const type = page.getByLabel('Type', { exact: true });
    await tabTo(page, type);
    // A closed select changes its value with the arrow keys; the list follows it into the URL.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/[?&]type=/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    const firstRow = page.getByRole('table', { name: 'Liste des clients' }).locator('tbody tr').first();
    await expect(firstRow).toHaveAttribute('data-href', /^\/clients\//);
    const href = (await firstRow.getAttribute('data-href'))!;
    await tabTo(page, firstRow);
    await expect(async () => {
      if (!(await isFocused(firstRow))) await tabTo(page, firstRow);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page).toHaveTitle(pageTitlePattern(ROUTES.userView));

    const tabs = page.getByRole('navigation', { name: 'Sections de la fiche' }).getByRole('link');
    const second = tabs.nth(1);
    const secondHref = (await second.getAttribute('href'))!;
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(secondHref);
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
  });

  test('run a confirmed action: open the dialog, leave it, confirm, read the toast', async ({
    page,
    request,
  }) => {
    await resetGateway(request);
    const quote = await pendingQuoteToSign(request, await gatewayAuthorization(request));
    await page.goto(`/devis/${quote.id}`);
    await expect(page).toHaveTitle(pageTitlePattern(ROUTES.quoteView));

    const sign = page.getByRole('button', { name: QUOTE_MESSAGES.signLabel });
    const dialog = page.getByRole('alertdialog', { name: QUOTE_MESSAGES.signTitle(quote.type) });
    await tabTo(page, sign);
    // Enter before hydration does nothing: press again until the dialog opens.
    await expect(async () => {
      if (!(await isFocused(sign))) await tabTo(page, sign);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Cancel has the first focus; Escape closes and gives the focus back to the button.
    await expect(dialog.getByRole('button', { name: CANCEL_LABEL })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sign).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    // The focus stays in the dialog: Shift+Tab from Cancel goes round to the last control.
    await tabTo(page, dialog.getByRole('button', { name: QUOTE_MESSAGES.signLabel }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(toast(page, QUOTE_MESSAGES.signed(quote.type))).toBeVisible();
    await expect(dialog).toBeHidden();
    await resetGateway(request);
  });

  test('send a message in a discussion', async ({ page, request }) => {
    await resetGateway(request);
    const discussions = (await control(request, 'GET', '/showcase/discussions')) as Record<string, string>;
    await page.goto(`/discussions/${discussions.everyMessage}`);
    await expect(page).toHaveTitle(pageTitlePattern(ROUTES.discussionView));

    const text = 'Le rendez-vous de mardi est confirmé, envoyé au clavier.';
    const form = page.getByRole('form', { name: 'Écrire un message' });
    const field = form.getByRole('textbox', { name: 'Votre message' });
    const send = form.getByRole('button', { name: 'Envoyer' });
    // The log of messages is a stop of its own, so it scrolls with the arrow keys.
    await tabTo(page, page.getByRole('log', { name: 'Messages de la discussion' }));
    await page.keyboard.press('ArrowUp');
    await tabTo(page, field);
    await page.keyboard.type(text);
    // The button is disabled until the page has hydrated.
    await expect(send).toBeEnabled();
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('log', { name: 'Messages de la discussion' }).getByText(text, { exact: true }),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    await resetGateway(request);
  });
});
