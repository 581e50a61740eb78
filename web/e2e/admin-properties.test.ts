import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, logInByApi, newPerson, signUpByApi } from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { listPropertyByApi } from './support/listing-by-api';
import { uniqueTag } from '../../tests/support/stack-listings';

const rowOf = (page: Page, id: string) => page.locator(`[data-listing-id="${id}"]`);

describe('admin properties', () => {
  let browser: Browser;
  const tag = uniqueTag();
  let id = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await openPage(browser);
    const person = newPerson('Rohit Meena');
    await signUpByApi(owner.context, person);
    await logInByApi(owner.context, person);
    id = await listPropertyByApi(owner.context, owner.page, {
      title: `Lake view flat ${tag}`,
      city: 'Udaipur',
      locality: 'Fatehpura',
    });
    await owner.context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("when an admin opens the dashboard, then it lists every owner's properties, not only the admin's", async () => {
    const { context, page } = await openPage(browser);
    await logInByApi(context, adminCredentials());
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: 'All Properties' }).waitFor();
    await page.getByText(`Lake view flat ${tag}`).first().waitFor();
    await context.close();
  });

  it('when an admin filters, marks a listing booked and edits its title, then search and the table follow', async () => {
    const { context, page } = await openPage(browser);
    await logInByApi(context, adminCredentials());
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Properties' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Manage Properties' }).waitFor();
    await page.getByText(/^\d+ propert(y|ies)$/).waitFor();

    await page.getByLabel('Search properties').fill(tag);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Type').selectOption('APARTMENT');
    await page.getByLabel('Location').fill('Udaipur');
    await page.getByLabel('Status').selectOption('FREE');
    const row = rowOf(page, id);
    await row.getByRole('link', { name: `Lake view flat ${tag}` }).waitFor();
    await page.getByText('1 property', { exact: true }).waitFor();
    expect(
      await row.getByRole('link', { name: `Lake view flat ${tag}` }).getAttribute('href'),
    ).toBe(`/property/${id}`);
    await saveScreenshot(page, 'admin-properties-desktop');

    // Booked listings leave the default (FREE) search.
    await row.getByRole('button', { name: `Mark Lake view flat ${tag} as booked` }).click();
    await page.getByRole('status').filter({ hasText: 'Property updated successfully' }).waitFor();
    await page.getByText('No properties match these filters.').waitFor();
    await page.getByLabel('Status').selectOption('BOOKED');
    await row.getByText('Booked', { exact: true }).waitFor();
    await expect
      .poll(async () => {
        const response = await context.request.get(`/api/properties?location=${tag}`);
        return ((await response.json()) as { data: { pagination: { total: number } } }).data
          .pagination.total;
      })
      .toBe(0);

    await row.getByRole('button', { name: `Edit Lake view flat ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property' });
    await dialog.getByLabel('Title').fill(`Lake view flat, renovated ${tag}`);
    await dialog.getByRole('button', { name: 'Update Property' }).click();
    await page.getByRole('status').filter({ hasText: 'Property updated successfully' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('link', { name: `Lake view flat, renovated ${tag}` }).waitFor();
    await context.close();
  });

  it('when a phone opens Manage Properties, then each listing is a card with its actions', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await logInByApi(context, adminCredentials());
    await page.goto('/admin/properties');
    await page.getByLabel('Search properties').fill(tag);
    const card = page.locator(`li[data-listing-id="${id}"]`);
    await card.getByRole('button', { name: /^Edit / }).waitFor();
    await card.getByRole('button', { name: /^Delete / }).waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'admin-properties-mobile');
    await context.close();
  });
});
