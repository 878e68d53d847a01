import { expect, test } from '@playwright/test';

test('the production build serves a French page and reports a reachable gateway', async ({
  page,
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', gateway: 'reachable' });
  expect(health.headers()['x-powered-by']).toBeUndefined();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
