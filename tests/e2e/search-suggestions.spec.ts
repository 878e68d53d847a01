import type { Locator, Page } from '@playwright/test';
import { suggestionsOf } from '@/components/shell/search-suggestions';
import type { SearchHit } from '@/lib/domain/schemas';
import { gatewayAuthorization, gatewayGet } from './support/fake-gateway';
import { expect, test } from './support/signed-in';

/*
 * The header search suggests a customer from what a staff member on the phone hears: the first
 * name without its accent, a piece of the e-mail address, the phone with spaces or with +33, each
 * within a second; the arrows and Enter open the customer. Read-only: the fake is not reset.
 */

interface Customer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

function searchBox(page: Page): Locator {
  return page.getByRole('search').getByRole('combobox', { name: 'Valeur' });
}

function suggestion(page: Page, customer: Customer): Locator {
  return page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: new RegExp(`^${customer.firstName} ${customer.lastName} `) });
}

test.use({ signedInAs: 'support' });

test('offers a customer from an unaccented first name, an e-mail fragment and a phone typed two ways', async ({
  page,
  request,
}) => {
  const authorization = await gatewayAuthorization(request);
  const { items } = await gatewayGet<{ items: Customer[] }>(
    request,
    authorization,
    '/users?type=PARTICULAR&status=ACTIVE&size=100',
  );
  // An accented first name whose suggestions (8 at most) hold this customer.
  let customer: Customer | undefined;
  for (const candidate of items.filter((item) => item.phone && fold(item.firstName) !== item.firstName)) {
    const hits = await gatewayGet<SearchHit[]>(
      request,
      authorization,
      `/search?${new URLSearchParams({ value: fold(candidate.firstName) })}`,
    );
    if (suggestionsOf(hits, ['SUPPORT']).some((hit) => hit.key === `user:${candidate.id}`)) {
      customer = candidate;
      break;
    }
  }
  expect(customer, 'a customer with an accented first name').toBeDefined();
  const { firstName, email, phone } = customer!;
  const national = phone!.replace(/^\+33/, '0');

  await page.goto('/');
  // The first term waits for the page to hydrate; the others are typed on a live page.
  await expect(async () => {
    await searchBox(page).fill(fold(firstName).toLowerCase());
    await expect(suggestion(page, customer!)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  const heard = [
    email.split('@')[0]!.slice(1, 8),
    `${national.slice(0, 2)} ${national.slice(2, 4)} ${national.slice(4, 6)} ${national.slice(6, 8)}`,
    `+33 ${national.slice(1, 2)} ${national.slice(2, 4)} ${national.slice(4, 6)} ${national.slice(6)}`,
  ];
  for (const term of heard) {
    await searchBox(page).fill(term);
    await expect(suggestion(page, customer!), term).toBeVisible({ timeout: 1_000 });
  }
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

  // The whole number found the customer first: Down, then Enter, opens their record.
  await searchBox(page).press('ArrowDown');
  const active = await searchBox(page).getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveText(new RegExp(`^${customer!.firstName} `));
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/clients/${customer!.id}`, { timeout: 30_000 });
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('search').getByRole('alert')).toHaveCount(0);
});
