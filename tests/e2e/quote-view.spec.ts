import type { Locator, Page } from '@playwright/test';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { todayInParis } from '@/lib/domain/days';
import { quoteRefusalReason, quoteStatus } from '@/lib/domain/enums';
import { businessErrorMessage, NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import { formatEuros } from '@/lib/domain/money';
import { depositPercentageChoices } from '@/lib/domain/rules';
import type { Project, Quote } from '@/lib/domain/schemas';
import { QUOTE_MESSAGES as M } from '@/lib/contracts/messages';
import { formatPercentage } from '@/lib/contracts/rules';
import { gatewayAuthorization, gatewayGet, resetGateway } from './support/fake-gateway';
import {
  findInProjects,
  pendingQuoteToSign,
  signedQuoteBeingPaid,
  signedQuoteNothingPaid,
} from './support/projects';
import { expect, test } from './support/signed-in';
import { openDialog, toast, expectUnavailableAction } from './support/ui';

/*
 * The quote view against the fake gateway's own data: every field, each action run
 * (SUPPORT), refused by state with its reason, the two business refusals with their SPEC §8
 * messages, and no action for FINANCE.
 */

const FIRST_LOAD = { timeout: 60_000 };
const ACTION = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

/** The value of a term of the page's description lists. */
function valueOf(page: Page, term: string): Locator {
  return page.locator(`dt:text-is("${term}") + dd`);
}

function actions(page: Page, article = 'le devis'): Locator {
  return page.getByRole('group', { name: `Actions sur ${article}` });
}

async function openQuote(page: Page, quote: Quote): Promise<void> {
  await page.goto(`/devis/${quote.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${quote.type === 'AMENDMENT' ? 'Avenant' : 'Devis'} ${quote.rid}`,
    FIRST_LOAD,
  );
}

async function expectDisabled(page: Page, name: string, reason: string): Promise<void> {
  await expectUnavailableAction(page, page.getByRole('group', { name: /^Actions sur / }), name, reason);
}

test.describe('quote view, as SUPPORT', () => {
  test.use({ signedInAs: 'support' });
  let authorization: string;

  test.beforeEach(async ({ request }) => {
    authorization = await gatewayAuthorization(request);
  });

  test('shows every field of a signed quote, with links to its people, project and documents', async ({
    page,
    request,
  }) => {
    const quote = await findInProjects(request, authorization, ['SIGNED', 'FINISHED'], (project) =>
      project.contractualization.quotes.find(
        (candidate) =>
          candidate.status === 'SIGNED' && candidate.downPayment && candidate.attachments.length > 0,
      ),
    );
    await openQuote(page, quote);
    await expect(page.getByText(quote.id, { exact: true })).toBeVisible();
    await expect(page.getByText(`Statut depuis le ${formatDateTime(quote.statusDate)}`)).toBeVisible();
    await expect(
      page.locator('header').getByText(quoteStatus.label('SIGNED'), { exact: true }),
    ).toBeVisible();

    await expect(valueOf(page, 'Type')).toHaveText('Devis');
    const owner = valueOf(page, 'Professionnel').getByRole('link');
    await expect(owner).toHaveText(`${quote.owner.firstName} ${quote.owner.lastName} (${quote.owner.rid})`);
    await expect(owner).toHaveAttribute('href', `/clients/${quote.owner.id}`);
    const project = valueOf(page, 'Projet').getByRole('link');
    await expect(project).toHaveText(`${quote.project.rid} · ${quote.project.workNeed.label}`);
    await expect(project).toHaveAttribute('href', `/projets/${quote.project.id}`);
    const document = valueOf(page, 'Document');
    await expect(document).toContainText(quote.document.name);
    await expect(document.getByRole('link', { name: /^Voir le document/ })).toHaveAttribute(
      'href',
      `/documents/${quote.document.id}/view`,
    );
    await expect(document.getByRole('link', { name: /^Fiche du document/ })).toHaveAttribute(
      'href',
      `/documents/${quote.document.id}`,
    );

    await expect(valueOf(page, 'Montant HT')).toHaveText(formatEuros(quote.amount.exclTax));
    await expect(valueOf(page, 'Montant TTC')).toHaveText(formatEuros(quote.amount.inclTax));
    await expect(valueOf(page, "Pourcentage de l'acompte")).toHaveText(
      formatPercentage(quote.downPayment?.percentage),
    );
    await expect(valueOf(page, "Date d'envoi")).toHaveText(formatDateTime(quote.dispatchedAt));
    await expect(valueOf(page, 'Date de validité')).toHaveText(formatDate(quote.validityDate) || '—');
    await expect(valueOf(page, 'Date de signature')).toHaveText(formatDate(quote.signedAt));
    await expect(valueOf(page, 'Assurance jointe')).toHaveText(quote.insuranceAttached ? 'Oui' : 'Non');
    await expect(valueOf(page, 'Contournement')).toHaveText(quote.bypass ? 'Oui' : 'Non');
    await expect(valueOf(page, 'Commentaire')).toHaveText(quote.comment || '—');

    const attachments = page.getByRole('list', { name: 'Pièces jointes' }).getByRole('listitem');
    await expect(attachments).toHaveCount(quote.attachments.length);
    for (const [index, attachment] of quote.attachments.entries()) {
      await expect(attachments.nth(index)).toContainText(attachment.name);
      await expect(attachments.nth(index).getByRole('link', { name: /^Voir le document/ })).toHaveAttribute(
        'href',
        `/documents/${attachment.id}/view`,
      );
    }
    await expect(page.getByRole('link', { name: `Projet ${quote.project.rid}` })).toHaveAttribute(
      'href',
      `/projets/${quote.project.id}`,
    );
  });

  test('a closed quote shows its reasons in French and every action disabled with its reason', async ({
    page,
    request,
  }) => {
    const quote = await findInProjects(request, authorization, ['CANCELED', 'PUBLISHED'], (project) =>
      project.contractualization.quotes.find(
        (candidate) =>
          candidate.type === 'INITIAL' &&
          (candidate.status === 'CANCELED' || candidate.status === 'REFUSED') &&
          candidate.refusedReasons.length > 0,
      ),
    );
    await openQuote(page, quote);
    const reasons = valueOf(page, "Motifs de refus ou d'annulation");
    for (const reason of quote.refusedReasons)
      await expect(reasons.getByText(quoteRefusalReason.label(reason), { exact: true })).toBeVisible();

    await expectDisabled(page, M.signLabel, M.signBlocked('INITIAL'));
    await expectDisabled(page, M.unsignLabel, M.unsignBlocked('INITIAL'));
    await expectDisabled(page, M.cancelLabel('INITIAL'), M.cancelBlocked('INITIAL'));
    await expectDisabled(page, M.downPaymentLabel, M.downPaymentBlocked);
  });

  test("an amendment speaks of l'avenant and has no down payment", async ({ page, request }) => {
    const quote = await findInProjects(request, authorization, ['FINISHED', 'SIGNED'], (project) =>
      project.contractualization.quotes.find((candidate) => candidate.type === 'AMENDMENT'),
    );
    await openQuote(page, quote);
    await expect(valueOf(page, 'Type')).toHaveText('Avenant');
    const bar = actions(page, "l'avenant");
    await expect(bar.getByRole('button', { name: "Annuler l'avenant" })).toBeVisible();
    await expectDisabled(page, M.downPaymentLabel, M.downPaymentBlockedAmendment);
  });

  test('signs a pending quote on the chosen day, then cancels it with its reasons', async ({
    page,
    request,
  }) => {
    await resetGateway(request);
    const quote = await pendingQuoteToSign(request, authorization);
    await openQuote(page, quote);
    await expectDisabled(page, M.unsignLabel, M.unsignBlocked('INITIAL'));

    const sign = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.signLabel }),
      M.signTitle('INITIAL'),
    );
    await expect(sign).toContainText(M.signDescription('INITIAL'));
    const signedAt = sign.getByLabel(/Date de signature/);
    await expect(signedAt).toHaveValue(todayInParis());
    await signedAt.fill('2020-03-02');
    await sign.getByRole('button', { name: M.signLabel }).click();
    await expect(toast(page, M.signed('INITIAL'))).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('Signé', { exact: true })).toBeVisible();
    await expect(valueOf(page, 'Date de signature')).toHaveText('02/03/2020');
    await expectDisabled(page, M.signLabel, M.signBlocked('INITIAL'));
    const project = await gatewayGet<Project>(request, authorization, `/projects/${quote.project.id}`);
    expect(project.contractualization.contractor?.id).toBe(quote.owner.id);

    const cancel = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.cancelLabel('INITIAL') }),
      M.cancelTitle('INITIAL'),
    );
    await expect(cancel).toContainText(M.cancelDescription('INITIAL'));
    await cancel.getByRole('button', { name: M.confirm }).click();
    await expect(cancel.getByText(M.reasonsRequired)).toBeVisible();
    await cancel.getByRole('checkbox', { name: quoteRefusalReason.label('TOO_EXPENSIVE') }).check();
    await cancel.getByRole('checkbox', { name: quoteRefusalReason.label('SIGN_RETRACTION') }).check();
    await cancel.getByLabel('Commentaire').fill('Le client se rétracte.');
    await cancel.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, M.canceled('INITIAL'))).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('Annulé', { exact: true })).toBeVisible();
    const reasons = valueOf(page, "Motifs de refus ou d'annulation");
    await expect(reasons.getByText('Trop cher', { exact: true })).toBeVisible();
    await expect(reasons.getByText('Rétractation après signature', { exact: true })).toBeVisible();
    await expect(valueOf(page, 'Commentaire')).toHaveText('Le client se rétracte.');
    await expectDisabled(page, M.cancelLabel('INITIAL'), M.cancelBlocked('INITIAL'));
  });

  test('changes the down payment among the choices of its amounts, then unsigns the quote', async ({
    page,
    request,
  }) => {
    await resetGateway(request);
    const quote = await signedQuoteNothingPaid(request, authorization);
    await openQuote(page, quote);
    await expectDisabled(page, M.signLabel, M.signBlocked('INITIAL'));

    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.downPaymentLabel }),
      M.downPaymentTitle,
    );
    const percentage = dialog.getByLabel(/Pourcentage de l'acompte/);
    const choices = depositPercentageChoices({
      amountExclTax: quote.amount.exclTax,
      amountInclTax: quote.amount.inclTax,
    });
    await expect(percentage.locator('option')).toHaveText(['Choisir…', ...choices.map(formatPercentage)]);
    await expect(percentage).toHaveValue(String(quote.downPayment?.percentage ?? ''));

    await percentage.selectOption('');
    await dialog.getByRole('button', { name: M.confirm }).click();
    await expect(dialog.getByText("Merci de renseigner le pourcentage de l'acompte.")).toBeVisible();
    const chosen = choices.find((choice) => choice !== quote.downPayment?.percentage)!;
    await percentage.selectOption(String(chosen));
    await dialog.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, M.downPaymentUpdated('INITIAL'))).toBeVisible(ACTION);
    await expect(valueOf(page, "Pourcentage de l'acompte")).toHaveText(formatPercentage(chosen));

    const unsign = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.unsignLabel }),
      M.unsignTitle('INITIAL'),
    );
    await expect(unsign).toContainText(M.unsignDescription('INITIAL'));
    await unsign.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, M.unsigned('INITIAL'))).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('En attente', { exact: true })).toBeVisible();
    await expect(valueOf(page, 'Date de signature')).toHaveText('—');
    await expectDisabled(page, M.unsignLabel, M.unsignBlocked('INITIAL'));
  });

  test('a project already paid into refuses the unsign and the down payment with their SPEC §8 messages', async ({
    page,
    request,
  }) => {
    const quote = await signedQuoteBeingPaid(request, authorization);
    await openQuote(page, quote);

    const unsign = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.unsignLabel }),
      M.unsignTitle('INITIAL'),
    );
    await unsign.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, businessErrorMessage('QUOTE_WITH_BILLING_PAID_INVOICES'))).toBeVisible(ACTION);
    await expect(page.locator('header').getByText('Signé', { exact: true })).toBeVisible();

    const dialog = await openDialog(
      page,
      actions(page).getByRole('button', { name: M.downPaymentLabel }),
      M.downPaymentTitle,
    );
    const [choice] = depositPercentageChoices({
      amountExclTax: quote.amount.exclTax,
      amountInclTax: quote.amount.inclTax,
    });
    await dialog.getByLabel(/Pourcentage de l'acompte/).selectOption(String(choice));
    await dialog.getByRole('button', { name: M.confirm }).click();
    await expect(toast(page, businessErrorMessage('PROJECT_PAYMENT_STATUS_CONFLICT'))).toBeVisible(ACTION);
    await expect(valueOf(page, "Pourcentage de l'acompte")).toHaveText(
      formatPercentage(quote.downPayment?.percentage),
    );
  });

  test("the global search opens a quote's view from its RID", async ({ page, request }) => {
    const quote = await pendingQuoteToSign(request, authorization);
    await page.goto('/');
    const search = page.getByRole('search');
    await expect(async () => {
      await search.getByLabel('Valeur').fill(quote.rid);
      await expect(search.getByRole('button', { name: /Rechercher/ })).toBeEnabled({ timeout: 1_000 });
    }).toPass(FIRST_LOAD);
    await search.getByRole('button', { name: /Rechercher/ }).click();
    await expect(page).toHaveURL(new RegExp(`/devis/${quote.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Devis ${quote.rid}`);
  });

  test('an unknown quote is the 404 page', async ({ page }) => {
    await page.goto('/devis/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(NOT_FOUND_SCREEN.text)).toBeVisible(FIRST_LOAD);
  });
});

test.describe('quote view, as FINANCE', () => {
  test.use({ signedInAs: 'finance' });

  test('reads the quote but sees no action', async ({ page, request }) => {
    const authorization = await gatewayAuthorization(request);
    const quote = await pendingQuoteToSign(request, authorization);
    await openQuote(page, quote);
    await expect(valueOf(page, 'Montant TTC')).toHaveText(formatEuros(quote.amount.inclTax));
    await expect(actions(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: M.signLabel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: M.cancelLabel('INITIAL') })).toHaveCount(0);
  });
});
