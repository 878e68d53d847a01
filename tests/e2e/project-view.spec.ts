import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import {
  acceptanceMode,
  constructionStatus,
  discussionStatus,
  feedbackStatus,
  invoiceStatus,
  invoiceType,
  issueType,
  optionCode,
  optionStatus,
  ownership,
  paymentProvider,
  positioningMode,
  projectCancelReason,
  projectPaymentStatus,
  projectSearch,
  projectStatus,
  projectTag,
  quoteStatus,
  quoteType,
  relationshipStatus,
  startingPeriod,
  authorisationStatus,
  worksAcceptanceStatus,
} from '@/lib/domain/enums';
import { businessErrorMessage, NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import { formatEuros, formatShare } from '@/lib/domain/money';
import type { BankDetails, Project, ProjectListItem, UserSummary } from '@/lib/domain/schemas';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { control, GATEWAY_URL, gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';
import { toast } from './support/ui';

/*
 * The project view against the fake gateway's showcase projects (docs/gateway-contract.md
 * "Showcase records": their RIDs depend only on their rank in the seed). Every expected value is
 * read from the fake. Only the failure injection changes the fake's state, and it is cleared.
 */

const SHOWCASE = { published: 'P000H', paying: 'PSAU2', finished: 'PKLNN', canceled: 'P619I' } as const;
type Showcase = keyof typeof SHOWCASE;

const FIRST_LOAD = { timeout: 60_000 };

async function showcaseProject(request: APIRequestContext, name: Showcase): Promise<Project> {
  const authorization = await gatewayAuthorization(request);
  const rid = SHOWCASE[name];
  const { items } = await gatewayGet<{ items: ProjectListItem[] }>(
    request,
    authorization,
    `/projects?q=${rid}`,
  );
  const item = items.find((project) => project.rid === rid);
  if (!item) throw new Error(`No showcase project ${name} (${rid}) in the fake`);
  return gatewayGet<Project>(request, authorization, `/projects/${item.id}`);
}

function userLabel(user: UserSummary): string {
  return `${user.firstName} ${user.lastName} (${user.rid})`;
}

function tab(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Sections de la fiche' })
    .getByRole('link', { name: new RegExp(`^${name}`) });
}

function section(page: Page, title: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The value of a term of a record section's description list. */
function field(scope: Locator, term: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
}

function row(table: Locator, text: string): Locator {
  return table.locator('tbody tr').filter({ hasText: text });
}

async function open(page: Page, project: Project, tabKey?: string): Promise<void> {
  await page.goto(`/projets/${project.id}${tabKey ? `?tab=${tabKey}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: project.workNeed.label })).toBeVisible(FIRST_LOAD);
}

test.describe('project view', () => {
  test.use({ signedInAs: 'support' });
  test.beforeEach(() => test.setTimeout(120_000));

  test('summary tab: identity, status, owner, address, budget, tags, programs and options', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'paying');
    await open(page, project);
    await expect(tab(page, 'Résumé')).toHaveAttribute('aria-current', 'page');
    const header = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::header[1]');
    await expect(header.getByText(project.rid, { exact: true })).toBeVisible();
    await expect(header.getByText(projectStatus.label(project.status), { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Liste des projets' })).toHaveAttribute('href', '/projets');

    const summary = section(page, 'Projet');
    await expect(field(summary, 'RID')).toHaveText(project.rid);
    await expect(field(summary, 'Besoin')).toHaveText(project.workNeed.label);
    await expect(field(summary, 'Statut')).toHaveText(projectStatus.label(project.status));
    await expect(field(summary, 'Date de publication')).toHaveText(formatDateTime(project.publicationDate));
    await expect(field(summary, 'Dernier événement')).toHaveText(formatDateTime(project.lastEventDate));
    await expect(field(summary, 'Adresse')).toHaveText(
      `${project.address.postalCode} ${project.address.cityName}`,
    );
    await expect(field(summary, 'Propriétaire').getByRole('link')).toHaveText(userLabel(project.owner));
    await expect(field(summary, 'Propriétaire').getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${project.owner.id}`,
    );
    expect(project.tags.length).toBeGreaterThan(0);
    for (const tag of project.tags) {
      await expect(
        field(summary, 'Étiquettes').getByText(projectTag.label(tag), { exact: true }),
      ).toBeVisible();
    }
    for (const program of project.commercialPrograms) {
      await expect(
        field(summary, 'Programmes commerciaux').getByText(program.label, { exact: true }),
      ).toBeVisible();
    }

    const budget = section(page, 'Budget');
    await expect(field(budget, 'Minimum')).toHaveText(formatEuros(project.budget.min));
    await expect(field(budget, 'Moyen')).toHaveText(formatEuros(project.budget.medium) || '—');
    await expect(field(budget, 'Maximum')).toHaveText(formatEuros(project.budget.max));

    const options = page.getByRole('table', { name: 'Options du projet' });
    expect(project.options.length).toBeGreaterThan(0);
    for (const option of project.options) {
      const line = row(options, optionCode.label(option.code));
      await expect(line).toContainText(optionStatus.label(option.status));
      await expect(line).toContainText(formatDateTime(option.statusDate));
      await expect(line).toContainText(formatDateTime(option.activatedAt));
    }
  });

  test('summary of a cancelled project lists its status reasons in French', async ({ page, request }) => {
    const project = await showcaseProject(request, 'canceled');
    expect(project.statusReasons.length).toBeGreaterThan(0);
    await open(page, project);
    const reasons = field(section(page, 'Projet'), 'Motifs du statut');
    for (const reason of project.statusReasons) {
      await expect(reasons.getByText(projectCancelReason.label(reason), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Options du projet' })).toContainText('Aucune option.');
  });

  test('details tab: description, CRC comment and the answers in French', async ({ page, request }) => {
    for (const name of ['published', 'paying'] as const) {
      const project = await showcaseProject(request, name);
      await open(page, project, 'details');
      await expect(tab(page, 'Détails')).toHaveAttribute('aria-current', 'page');
      const description = section(page, 'Description');
      await expect(field(description, 'Description du projet')).toHaveText(
        project.details.description || '—',
      );
      await expect(field(description, 'Commentaire CRC')).toHaveText(project.details.crcComment || '—');
      const questions = section(page, 'Questions');
      const answers = project.details.questions;
      for (const search of answers?.searches ?? []) {
        await expect(field(questions, 'Recherches').getByText(projectSearch.label(search))).toBeVisible();
      }
      await expect(field(questions, 'Démarrage souhaité')).toHaveText(
        startingPeriod.label(answers?.startingPeriod) || '—',
      );
      await expect(field(questions, "Autorisation d'urbanisme")).toHaveText(
        authorisationStatus.label(answers?.authorisationStatus) || '—',
      );
      await expect(field(questions, "Statut d'occupation")).toHaveText(
        ownership.label(answers?.ownership) || '—',
      );
    }
  });

  test('documents tab lists the documents, each opening its view', async ({ page, request }) => {
    const project = await showcaseProject(request, 'published');
    expect(project.details.documents.length).toBeGreaterThan(0);
    await open(page, project, 'documents');
    await expect(tab(page, 'Documents')).toContainText(String(project.details.documents.length));
    for (const document of project.details.documents) {
      await expect(page.getByRole('link', { name: document.name, exact: true })).toHaveAttribute(
        'href',
        `/documents/${document.id}`,
      );
    }
  });

  test('professionals tab: each relationship with its status, modes, dates and links', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'published');
    const { relationships } = project.professionals;
    await open(page, project, 'professionnels');
    await expect(tab(page, 'Professionnels')).toContainText(String(relationships.length));
    await expect(page.getByRole('link', { name: 'Voir les matches du projet' })).toHaveAttribute(
      'href',
      `/matches?projectId=${project.id}`,
    );
    const table = page.getByRole('table', { name: 'Professionnels du projet' });
    await expect(table.locator('tbody tr')).toHaveCount(relationships.length);
    for (const relationship of relationships) {
      const line = row(table, relationship.user.rid);
      await expect(line.getByRole('link', { name: userLabel(relationship.user) })).toHaveAttribute(
        'href',
        `/clients/${relationship.user.id}`,
      );
      await expect(line).toContainText(relationshipStatus.label(relationship.status));
      await expect(line).toContainText(positioningMode.label(relationship.positioningMode));
      if (relationship.acceptanceMode)
        await expect(line).toContainText(acceptanceMode.label(relationship.acceptanceMode));
      await expect(line).toContainText(formatDateTime(relationship.positionedAt));
      await expect(line).toContainText(formatDateTime(relationship.statusDate));
      if (relationship.meetingDateTime)
        await expect(line).toContainText(formatDateTime(relationship.meetingDateTime));
      await expect(line.getByRole('link', { name: 'Mise en relation' })).toHaveAttribute(
        'href',
        `/mises-en-relation/${relationship.id}`,
      );
      await expect(line.getByRole('link', { name: 'Match' })).toHaveAttribute(
        'href',
        `/matches/${project.id}_${relationship.user.id}`,
      );
    }
  });

  test('messaging tab: each discussion with its members, status, unread count and link', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'published');
    const { discussions } = project.messaging;
    expect(discussions.length).toBeGreaterThan(0);
    await open(page, project, 'messagerie');
    const table = page.getByRole('table', { name: 'Discussions du projet' });
    await expect(table.locator('tbody tr')).toHaveCount(discussions.length);
    for (const [index, discussion] of discussions.entries()) {
      const line = table.locator('tbody tr').nth(index);
      for (const member of discussion.members) await expect(line).toContainText(userLabel(member));
      await expect(line).toContainText(discussionStatus.label(discussion.status));
      await expect(line.locator('td').nth(3)).toHaveText(String(discussion.unreadMessagesCount));
      await expect(line).toContainText(formatDateTime(discussion.lastMessageDate));
      await expect(line.getByRole('link', { name: 'Voir la discussion' })).toHaveAttribute(
        'href',
        `/discussions/${discussion.id}`,
      );
    }
  });

  test('contracts and payment tab: contractor, quotes, payment, invoices and virtual IBAN', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'paying');
    const viban = await gatewayGet<BankDetails>(
      request,
      await gatewayAuthorization(request),
      `/payment/project/${project.id}/viban`,
    );
    await open(page, project, 'contrat');

    const contract = section(page, 'Contrat');
    const contractor = project.contractualization.contractor!;
    await expect(field(contract, 'Titulaire du contrat').getByRole('link')).toHaveAttribute(
      'href',
      `/clients/${contractor.id}`,
    );
    const quotes = page.getByRole('table', { name: 'Devis et avenants du projet' });
    for (const quote of project.contractualization.quotes) {
      const line = row(quotes, quote.rid);
      await expect(line.locator('td').first()).toHaveText(quoteType.label(quote.type));
      await expect(line.getByRole('link', { name: quote.rid })).toHaveAttribute('href', `/devis/${quote.id}`);
      await expect(line).toContainText(quoteStatus.label(quote.status));
      await expect(line).toContainText(formatEuros(quote.amount.exclTax));
      await expect(line).toContainText(formatEuros(quote.amount.inclTax));
    }

    const payment = section(page, 'Paiement');
    const { payment: expected } = project;
    await expect(field(payment, 'Statut du paiement')).toHaveText(
      projectPaymentStatus.label(expected.status),
    );
    await expect(field(payment, 'Prestataire de paiement')).toHaveText(
      paymentProvider.label(expected.provider),
    );
    await expect(field(payment, 'Montant')).toHaveText(formatEuros(expected.amount));
    await expect(field(payment, 'Crédit')).toHaveText(formatEuros(expected.credit));
    await expect(field(payment, 'Solde')).toHaveText(formatEuros(expected.balance));
    await expect(field(payment, "Pourcentage d'acompte")).toHaveText(
      formatShare(expected.downPayment!.percentage / 100),
    );
    await expect(field(payment, "Montant de l'acompte")).toHaveText(
      formatEuros(expected.downPayment!.amount),
    );

    const iban = section(page, 'IBAN virtuel');
    await expect(field(iban, 'IBAN')).toHaveText(viban.iban);
    await expect(field(iban, 'BIC')).toHaveText(viban.bic);

    const providerInvoices = page.getByRole('table', { name: 'Factures du prestataire' });
    expect(expected.lmsgInvoices.length).toBeGreaterThan(0);
    for (const invoice of expected.lmsgInvoices) {
      const line = row(providerInvoices, invoice.number);
      await expect(line.getByRole('link', { name: invoice.number })).toHaveAttribute(
        'href',
        `/factures/${invoice.id}`,
      );
      await expect(line).toContainText(invoiceType.label(invoice.type));
      await expect(line).toContainText(invoiceStatus.label(invoice.status));
      await expect(line).toContainText(formatEuros(invoice.amount.inclTax));
    }
    const proInvoices = page.getByRole('table', { name: 'Factures des professionnels' });
    expect(expected.invoices.length).toBeGreaterThan(0);
    for (const invoice of expected.invoices) {
      const line = row(proInvoices, invoice.rid);
      await expect(line.getByRole('link', { name: invoice.rid })).toHaveAttribute(
        'href',
        `/factures-pro/${invoice.id}`,
      );
      await expect(line).toContainText(invoiceType.label(invoice.type));
      await expect(line).toContainText(formatEuros(invoice.amount.inclTax));
    }
  });

  test('a project without virtual IBAN says so', async ({ page, request }) => {
    const project = await showcaseProject(request, 'published');
    const viban = await request.get(`${GATEWAY_URL}/payment/project/${project.id}/viban`, {
      headers: { Authorization: await gatewayAuthorization(request) },
    });
    expect(viban.status()).toBe(404);
    await open(page, project, 'contrat');
    const iban = section(page, 'IBAN virtuel');
    await expect(iban.getByText("Aucun IBAN virtuel n'est ouvert pour ce projet.")).toBeVisible();
    await expect(iban.locator('dl')).toHaveCount(0);
    await expect(field(section(page, 'Contrat'), 'Titulaire du contrat')).toHaveText('—');
  });

  test('construction, feedback and issue tabs of a finished and a published project', async ({
    page,
    request,
  }) => {
    const finished = await showcaseProject(request, 'finished');
    await open(page, finished, 'chantier');
    const works = section(page, 'Chantier');
    await expect(field(works, 'Statut du chantier')).toHaveText(
      constructionStatus.label(finished.construction.status),
    );
    await expect(field(works, 'Date de début')).toHaveText(formatDate(finished.construction.startDate));
    await expect(field(works, 'Date de fin')).toHaveText(formatDate(finished.construction.endDate));
    const acceptances = page.getByRole('table', { name: 'PV de fin de chantier du projet' });
    expect(finished.construction.worksAcceptances.length).toBeGreaterThan(0);
    for (const acceptance of finished.construction.worksAcceptances) {
      const line = row(acceptances, acceptance.rid);
      await expect(line.getByRole('link', { name: acceptance.rid })).toHaveAttribute(
        'href',
        `/pv-de-fin-de-chantier/${acceptance.id}`,
      );
      await expect(line).toContainText(worksAcceptanceStatus.label(acceptance.status));
      await expect(line).toContainText(formatDate(acceptance.effectiveDate));
    }

    await tab(page, 'Avis et signalements').click();
    await expect(page).toHaveURL(/\?tab=avis$/);
    const feedback = section(page, 'Avis');
    await expect(field(feedback, 'Statut')).toHaveText(feedbackStatus.label(finished.feedback!.status));
    await expect(field(feedback, 'Envoyé le')).toHaveText(formatDateTime(finished.feedback!.dispatchedAt));
    await expect(feedback.getByRole('link', { name: "Voir l'avis" })).toHaveAttribute(
      'href',
      `/avis/${finished.feedback!.id}`,
    );

    const published = await showcaseProject(request, 'published');
    expect(published.issues.length).toBeGreaterThan(0);
    await open(page, published, 'avis');
    await expect(section(page, 'Avis').getByText('Aucun avis sur ce projet.')).toBeVisible();
    const issues = page.getByRole('table', { name: 'Signalements du projet' });
    for (const issue of published.issues) {
      const line = row(issues, issue.rid);
      await expect(line.getByRole('link', { name: issue.rid })).toHaveAttribute(
        'href',
        `/signalements/${issue.id}`,
      );
      await expect(line).toContainText(issueType.label(issue.type));
      await expect(line.getByRole('link', { name: userLabel(issue.emitter) })).toBeVisible();
      if (issue.description) await expect(line).toContainText(issue.description);
      await expect(line).toContainText(formatDateTime(issue.createdAt));
    }
  });

  test('the tab lives in the URL: a click changes it, a pasted URL restores it', async ({
    page,
    request,
  }) => {
    const project = await showcaseProject(request, 'finished');
    await open(page, project);
    await tab(page, 'Chantier').click();
    await expect(page).toHaveURL(new RegExp(`/projets/${project.id}\\?tab=chantier$`));
    await expect(tab(page, 'Chantier')).toHaveAttribute('aria-current', 'page');
    await expect(section(page, 'Chantier')).toBeVisible();

    await page.goto(`/projets/${project.id}?tab=contrat`);
    await expect(tab(page, 'Contrat et paiement')).toHaveAttribute('aria-current', 'page', FIRST_LOAD);
    await expect(section(page, 'IBAN virtuel')).toBeVisible();
    await page.goBack();
    await expect(tab(page, 'Chantier')).toHaveAttribute('aria-current', 'page');

    // An unknown tab opens the first one rather than an empty page.
    await page.goto(`/projets/${project.id}?tab=inconnu`);
    await expect(tab(page, 'Résumé')).toHaveAttribute('aria-current', 'page', FIRST_LOAD);
    await expect(section(page, 'Budget')).toBeVisible();
  });

  test('an unknown project id shows the 404 page', async ({ page }) => {
    // The status may be 200: the loading screen has already been streamed when the read answers 404.
    await page.goto('/projets/00000000-0000-4000-8000-00000000e404');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_SCREEN.title })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByText(NOT_FOUND_SCREEN.text)).toBeVisible();
  });

  test.describe('re-synchronisation', () => {
    test.afterEach(async ({ request }) => {
      await control(request, 'DELETE', '/failures');
    });

    test('"Resynchroniser" sends the project to the gateway and says so', async ({ page, request }) => {
      const project = await showcaseProject(request, 'published');
      await control(request, 'DELETE', '/calls');
      await open(page, project);
      const button = page
        .getByRole('group', { name: 'Actions sur le projet' })
        .getByRole('button', { name: 'Resynchroniser' });
      await expect(async () => {
        await button.click();
        await expect(toast(page, M.syncRequested)).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      const calls = (await control(
        request,
        'GET',
        '/calls?method=POST&path=/tooling/domain-events/sync',
      )) as {
        status: number;
      }[];
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((call) => call.status === 204)).toBe(true);
    });

    test('a business error of the gateway shows its SPEC §8 message', async ({ page, request }) => {
      const project = await showcaseProject(request, 'published');
      // Every call fails until cleared, so a click repeated before hydration meets the same error.
      await control(request, 'POST', '/failures', {
        method: 'POST',
        path: '/tooling/domain-events/sync',
        code: 'DEFAULT',
        times: 0,
      });
      await open(page, project);
      const button = page
        .getByRole('group', { name: 'Actions sur le projet' })
        .getByRole('button', { name: 'Resynchroniser' });
      await expect(async () => {
        await button.click();
        await expect(toast(page, businessErrorMessage('DEFAULT'))).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(toast(page, M.syncRequested)).toHaveCount(0);
    });
  });
});

test.describe('project view for a role that reads projects without changing them', () => {
  test.use({ signedInAs: 'finance' });

  test('FINANCE may still ask for the re-synchronisation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const project = await showcaseProject(request, 'finished');
    await open(page, project);
    const button = page
      .getByRole('group', { name: 'Actions sur le projet' })
      .getByRole('button', { name: 'Resynchroniser' });
    await expect(async () => {
      await button.click();
      await expect(toast(page, M.syncRequested)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  });
});
