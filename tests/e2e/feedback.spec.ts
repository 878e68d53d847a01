import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDateTime } from '@/lib/domain/dates';
import { feedbackStatus } from '@/lib/domain/enums';
import { NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import type { Feedback, Project } from '@/lib/domain/schemas';
import { FEEDBACK_MESSAGES as M, MODERATION_TEXTS as T } from '@/lib/feedback/messages';
import { control, gatewayAuthorization, gatewayGet, GATEWAY_URL, resetGateway } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { toast } from './support/ui';

/*
 * The feedback view against the fake gateway's own data: every field, the public link,
 * moderation of the feedback and of a reply with their toasts, the typed text kept on a refusal,
 * markup shown as text, and no moderation for FINANCE. Tests that change data reset the fake first.
 */

const LOAD = { timeout: 60_000 };
const ACTION = { timeout: 30_000 };
const FRONT_OFFICE_URL = 'http://front.example';

test.describe.configure({ timeout: 120_000 });

/** A feedback of a finished project with at least one reply (the fake has several). */
async function feedbackWithReply(request: APIRequestContext, authorization: string): Promise<Feedback> {
  const list = await gatewayGet<{ items: { id: string }[] }>(
    request,
    authorization,
    '/projects?status=FINISHED&size=100',
  );
  for (const item of list.items) {
    const project = await gatewayGet<Project>(request, authorization, `/projects/${item.id}`);
    if (!project.feedback) continue;
    const feedback = await gatewayGet<Feedback>(request, authorization, `/feedbacks/${project.feedback.id}`);
    if (feedback.replies.length > 0 && feedback.message) return feedback;
  }
  throw new Error('no feedback with a reply among the finished projects');
}

function section(page: Page, title: string | RegExp): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: typeof title === 'string' }) })
    .last();
}

function valueOf(scope: Locator, term: string): Locator {
  return scope.locator(`dt:text-is("${term}") + dd`);
}

const name = (person: Feedback['emitter']) => `${person.firstName} ${person.lastName} (${person.rid})`;

async function openFeedback(page: Page, feedback: Feedback): Promise<void> {
  await page.goto(`/avis/${feedback.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Avis de ${name(feedback.emitter)}`, LOAD);
}

/**
 * Fills a moderation form and submits it until its confirmation opens: a submit that lands before
 * the page has hydrated reloads it, so the values are typed again each time.
 */
async function submitModeration(
  page: Page,
  form: Locator,
  values: { status?: string; message?: string },
  title: string,
): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(async () => {
    if (values.status) await form.getByLabel(T.statusLabel).selectOption(values.status);
    if (values.message !== undefined) await form.getByLabel(T.messageLabel).fill(values.message);
    await form.getByRole('button', { name: /^Enregistrer/ }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

test.describe('feedback view, as SUPPORT', () => {
  test.use({ signedInAs: 'support' });
  let authorization: string;

  test.beforeEach(async ({ request }) => {
    authorization = await gatewayAuthorization(request);
  });

  test('shows the feedback, its people, project, rate, message, dates and its replies', async ({
    page,
    request,
  }) => {
    const feedback = await feedbackWithReply(request, authorization);
    await openFeedback(page, feedback);
    await expect(
      page.locator('header').getByText(feedbackStatus.label(feedback.status), { exact: true }),
    ).toBeVisible();

    const details = section(page, 'Avis');
    const emitter = valueOf(details, 'Émetteur').getByRole('link');
    await expect(emitter).toHaveText(name(feedback.emitter));
    await expect(emitter).toHaveAttribute('href', `/clients/${feedback.emitter.id}`);
    const pro = valueOf(details, 'Professionnel').getByRole('link');
    await expect(pro).toHaveText(name(feedback.professional));
    await expect(pro).toHaveAttribute('href', `/clients/${feedback.professional.id}`);
    await expect(valueOf(details, 'Projet').getByRole('link')).toHaveAttribute(
      'href',
      `/projets/${feedback.project.id}`,
    );
    await expect(valueOf(details, 'Projet')).toHaveText(
      `${feedback.project.rid} · ${feedback.project.workNeed.label}`,
    );
    // The number is the text; the stars are hidden from assistive technologies.
    const rate = valueOf(details, 'Note');
    await expect(rate).toHaveText(`${feedback.rate}/5`);
    await expect(rate.getByTestId('rating-stars')).toHaveAttribute('aria-hidden', 'true');
    await expect(rate.locator('[data-fill="full"]')).toHaveCount(feedback.rate!);
    await expect(valueOf(details, 'Statut')).toContainText(
      `depuis le ${formatDateTime(feedback.statusDate)}`,
    );
    await expect(valueOf(details, "Date d'envoi")).toHaveText(formatDateTime(feedback.dispatchedAt));
    await expect(details.getByText(feedback.message!, { exact: true })).toBeVisible();

    const [reply] = feedback.replies;
    const card = section(page, `Réponse 1 de ${name(reply.replier)}`);
    await expect(valueOf(card, 'Auteur').getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${reply.replier.id}`,
    );
    await expect(valueOf(card, 'Statut')).toContainText(feedbackStatus.label(reply.status));
    await expect(valueOf(card, 'Statut')).toContainText(formatDateTime(reply.statusDate));
    await expect(valueOf(card, "Date d'envoi")).toHaveText(formatDateTime(reply.dispatchedAt));
    await expect(card.getByText(reply.message, { exact: true })).toBeVisible();

    const publicLink = page.getByRole('link', { name: /Voir l'avis sur le site public/ });
    await expect(publicLink).toHaveAttribute(
      'href',
      `${FRONT_OFFICE_URL}/public/profil/${feedback.professional.id}/avis#${feedback.id}`,
    );
    await expect(publicLink).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Resynchroniser' })).toBeVisible();
  });

  test('moderates the feedback after a confirmation, with its own message', async ({ page, request }) => {
    await resetGateway(request);
    const feedback = await feedbackWithReply(request, authorization);
    await openFeedback(page, feedback);
    const form = page.getByRole('form', { name: T.feedback.form });
    const corrected = 'Travail soigné, chantier rendu propre.';
    const dialog = await submitModeration(
      page,
      form,
      { status: 'REFUSED', message: corrected },
      T.feedback.title,
    );
    await expect(dialog).toContainText(
      `Le statut passera de « ${feedbackStatus.label(feedback.status)} » à « Refusé ».`,
    );
    await dialog.getByRole('button', { name: T.feedback.confirmLabel }).click();
    await expect(toast(page, M.feedbackUpdated)).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('Refusé', { exact: true })).toBeVisible();
    await expect(section(page, 'Avis').getByText(corrected, { exact: true })).toBeVisible();
    const after = await gatewayGet<Feedback>(request, authorization, `/feedbacks/${feedback.id}`);
    expect(after).toMatchObject({ status: 'REFUSED', message: corrected });
    expect(after.replies).toEqual(feedback.replies);
  });

  test('moderates a reply with its own message', async ({ page, request }) => {
    await resetGateway(request);
    const feedback = await feedbackWithReply(request, authorization);
    const [reply] = feedback.replies;
    const status = reply.status === 'VALIDATING' ? 'PENDING' : 'VALIDATING';
    await openFeedback(page, feedback);
    const form = page.getByRole('form', { name: `${T.reply.form} 1` });
    const dialog = await submitModeration(page, form, { status }, T.reply.title);
    await dialog.getByRole('button', { name: T.reply.confirmLabel }).click();
    await expect(toast(page, M.replyUpdated)).toBeVisible(ACTION);
    const card = section(page, `Réponse 1 de ${name(reply.replier)}`);
    await expect(valueOf(card, 'Statut')).toContainText(feedbackStatus.label(status));
    const after = await gatewayGet<Feedback>(request, authorization, `/feedbacks/${feedback.id}`);
    expect(after.replies[0]).toMatchObject({ status, message: reply.message });
    expect(after.status).toBe(feedback.status);
  });

  test('keeps the typed text when the gateway refuses, and refuses a form that changes nothing', async ({
    page,
    request,
  }) => {
    const feedback = await feedbackWithReply(request, authorization);
    await openFeedback(page, feedback);
    const form = page.getByRole('form', { name: T.feedback.form });
    // A click before hydration reloads the page: repeat until the form answers.
    await expect(async () => {
      await form.getByRole('button', { name: T.feedback.submit }).click();
      await expect(form.getByRole('alert')).toHaveText(M.nothingChanged, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await control(request, 'POST', '/failures', {
      method: 'PATCH',
      path: `/feedbacks/${feedback.id}`,
      status: 500,
    });
    const typed = 'Un texte corrigé qui ne doit pas se perdre.';
    const dialog = await submitModeration(page, form, { message: typed }, T.feedback.title);
    await dialog.getByRole('button', { name: T.feedback.confirmLabel }).click();
    await expect(toast(page, M.feedbackUpdateFailed)).toBeVisible(ACTION);
    // The failure's reference (the request id) to quote to support, under the message.
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(/^Référence : [0-9a-f-]{36}$/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel(T.messageLabel)).toHaveValue(typed);
    const after = await gatewayGet<Feedback>(request, authorization, `/feedbacks/${feedback.id}`);
    expect(after.message).toBe(feedback.message);
  });

  test('shows markup of a message as characters and runs nothing', async ({ page, request }) => {
    await resetGateway(request);
    const feedback = await feedbackWithReply(request, authorization);
    const markup = `<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">`;
    const patched = await request.patch(`${GATEWAY_URL}/feedbacks/${feedback.id}`, {
      headers: { Authorization: authorization },
      data: { action: 'UPDATE', message: markup },
    });
    expect(patched.ok()).toBe(true);
    const replied = await request.patch(
      `${GATEWAY_URL}/feedbacks/${feedback.id}/replies/${feedback.replies[0].id}`,
      {
        headers: { Authorization: authorization },
        data: { message: `Réponse ${markup}` },
      },
    );
    expect(replied.ok()).toBe(true);

    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openFeedback(page, feedback);
    await expect(section(page, 'Avis').getByText(markup, { exact: true })).toBeVisible();
    await expect(page.getByText(`Réponse ${markup}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: T.feedback.form }).getByLabel(T.messageLabel)).toHaveValue(
      markup,
    );
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an unknown feedback is the 404 page', async ({ page }) => {
    await page.goto('/avis/avis-inconnu');
    await expect(page.getByText(NOT_FOUND_SCREEN.text)).toBeVisible(LOAD);
  });
});

test.describe('feedback view, as FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('reads the feedback and its public link, without moderation', async ({ page, request }) => {
    const authorization = await gatewayAuthorization(request);
    const feedback = await feedbackWithReply(request, authorization);
    await openFeedback(page, feedback);
    await expect(section(page, 'Avis').getByText(feedback.message!, { exact: true })).toBeVisible();
    await expect(page.getByText(feedback.replies[0].message, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Voir l'avis sur le site public/ })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Enregistrer/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: T.feedback.form })).toHaveCount(0);
  });
});
