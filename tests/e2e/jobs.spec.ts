import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { JOB_MESSAGES as M } from '@/lib/jobs/messages';
import { control, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';

/*
 * FINANCE marks 40 invoices paid as one job while the fake fails 3 of every 10 of those calls: the
 * job's page ends with 28 succeeded and 12 failed, each with the gateway's message, and « Relancer
 * les échecs » sends exactly those 12 again. The job is started as the lists' bulk bar starts it,
 * through startBulkJobAction (found in the build's server-action manifest).
 */

const LOAD = { timeout: 60_000 };
const MESSAGE = 'Paiement introuvable chez la banque.';
const MARK_PAID = '/billing/invoices/:id/mark-as-paid';

test.use({ signedInAs: 'finance' });

function startActionId(): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, action]) => action.exportedName === 'startBulkJobAction' && action.filename?.includes('travaux'),
  );
  if (!found)
    throw new Error('startBulkJobAction is in no page of the build (no bulk action bar imports it)');
  return found[0];
}

/** Sends the bulk bar's request from the signed-in page; answers the job page it redirects to. */
async function startJob(page: Page, baseURL: string, input: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/travaux', {
    headers: {
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': startActionId(),
      origin: baseURL,
    },
    data: JSON.stringify([input]),
  });
  const path = /\/travaux\/[0-9a-f-]{36}/.exec(await response.text())?.[0];
  expect(path, 'the action answers the job page').toBeTruthy();
  return path!;
}

const rows = (page: Page, state: string) => page.locator(`tbody tr[data-state="${state}"]`);

async function markPaidCalls(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const calls = (await control(request, 'GET', '/calls?method=POST&path=/billing/invoices/')) as {
    path: string;
  }[];
  return calls.filter((call) => call.path.endsWith('/mark-as-paid')).map((call) => call.path.split('/')[3]!);
}

test('40 invoices marked paid as one job: 28 succeed, 12 fail with their message, « Relancer les échecs » retries only those', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await resetGateway(request);
  const { ids } = (await control(request, 'POST', '/pending-invoices', { count: 40 })) as { ids: string[] };
  await control(request, 'POST', '/failures', {
    method: 'POST',
    path: MARK_PAID,
    status: 409,
    code: 'PAYMENT_NOT_RECONCILED',
    message: MESSAGE,
    every: 10,
    count: 3,
    times: 0,
  });
  await control(request, 'DELETE', '/calls');

  await page.goto('/travaux');
  await expect(page.getByRole('heading', { level: 1, name: 'Travaux' })).toBeVisible(LOAD);
  const input = { kind: 'markInvoicesPaid', ids, paidAt: '2020-03-02', submissionKey: randomUUID() };
  const jobPath = await startJob(page, baseURL!, input);
  // The same form sent again opens the same job and sends nothing more.
  expect(await startJob(page, baseURL!, input)).toBe(jobPath);

  await page.goto(jobPath);
  await expect(page.getByRole('heading', { level: 2, name: M.progress(40, 40) })).toBeVisible(LOAD);
  await expect(rows(page, 'succeeded')).toHaveCount(28);
  await expect(rows(page, 'failed')).toHaveCount(12);
  for (const row of await rows(page, 'failed').all()) await expect(row).toContainText(MESSAGE);
  const failed = await rows(page, 'failed').locator('a').allTextContents();
  expect((await markPaidCalls(request)).sort()).toEqual([...ids].sort());

  await control(request, 'DELETE', '/failures');
  await control(request, 'DELETE', '/calls');
  await page.getByRole('button', { name: M.retry }).click();
  await expect(rows(page, 'succeeded')).toHaveCount(40, LOAD);
  expect((await markPaidCalls(request)).sort()).toEqual([...failed].sort());
});
