import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, logInByApi, newPerson, signUpByApi } from './support/accounts';
import {
  baseUrl,
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
  viewports,
} from './support/browser';
import { listPropertyByApi } from './support/listing-by-api';
import { uniqueTag } from '../../tests/support/stack-listings';

const counter = (page: Page, key: string) => page.locator(`[data-counter="${key}"]`);
const cardOf = (page: Page, id: string) => page.locator(`li[data-listing-id="${id}"]`);

// The admin's status toggle, through the API: an owner cannot book their own listing.
const markBooked = async (browser: Browser, id: string): Promise<void> => {
  const { context } = await openPage(browser);
  await logInByApi(context, adminCredentials());
  const response = await context.request.put(`/api/properties/${id}`, {
    data: { status: 'BOOKED' },
  });
  expect(response.status()).toBe(200);
  await context.close();
};

describe('my properties', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const tag = uniqueTag();
  const ids = { flat: '', house: '', booked: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser));
    const owner = newPerson('Kavita Sharma');
    await signUpByApi(context, owner);
    await logInByApi(context, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an owner has no listing yet, then the dashboard offers to browse or list the first one', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    const section = page.getByRole('region', { name: 'My Properties' });
    await section.getByRole('link', { name: 'List Your First Property' }).waitFor();
    expect(
      await section.getByRole('link', { name: 'List Your First Property' }).getAttribute('href'),
    ).toBe('/sell');
    expect(
      await section.getByRole('link', { name: 'Browse Properties' }).getAttribute('href'),
    ).toBe('/');
    expect(await page.getByRole('link', { name: 'Become a Dealer' }).getAttribute('href')).toBe(
      '/become-dealer',
    );
  });

  it('when the owner has listings, then the counters, search and status filter show them and one is deleted', async () => {
    ids.flat = await listPropertyByApi(context, page, { title: `Garden flat ${tag}` });
    ids.house = await listPropertyByApi(context, page, {
      title: `Family house ${tag}`,
      type: 'HOUSE',
      action: 'SELL',
      perMonthCharges: '',
      price: '4500000',
    });
    ids.booked = await listPropertyByApi(context, page, {
      title: `Studio flat ${tag}`,
      perMonthCharges: '12000',
    });
    await markBooked(browser, ids.booked);

    await page.goto('/my-properties');
    await page.getByRole('heading', { level: 1, name: 'My Properties' }).waitFor();
    await expect.poll(() => counter(page, 'total').textContent()).toBe('3');
    expect(await counter(page, 'available').textContent()).toBe('2');
    expect(await counter(page, 'booked').textContent()).toBe('1');
    expect(await counter(page, 'value').textContent()).toBe('₹45,30,000');
    expect(await page.getByRole('link', { name: 'Add New Property' }).getAttribute('href')).toBe(
      '/sell',
    );

    const search = page.getByLabel('Search your properties');
    await search.fill('house');
    await page.getByText('1 property', { exact: true }).waitFor();
    await cardOf(page, ids.house).waitFor();
    await search.fill('');
    await page.getByLabel('Status').selectOption('BOOKED');
    await page.getByText('1 property', { exact: true }).waitFor();
    await cardOf(page, ids.booked).getByText('Booked').first().waitFor();
    await page.getByLabel('Status').selectOption('ALL');

    const flat = cardOf(page, ids.flat);
    await flat.getByRole('button', { name: `More actions for Garden flat ${tag}` }).click();
    await flat.getByRole('link', { name: 'View Details' }).waitFor();
    await saveScreenshot(page, 'my-properties-desktop');
    await flat.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete property' });
    await dialog
      .getByText('Are you sure you want to delete this property? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Property deleted successfully' }).waitFor();
    await flat.waitFor({ state: 'detached' });
    await expect.poll(() => counter(page, 'total').textContent()).toBe('2');
  });

  it('when the owner opens the dashboard, then My Properties lists their listings and asks before a delete', async () => {
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'My Properties' });
    await cardOf(page, ids.house).waitFor();
    await section.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('status').filter({ hasText: 'Properties refreshed!' }).waitFor();
    await cardOf(page, ids.house)
      .getByRole('button', { name: `More actions for Family house ${tag}` })
      .click();
    await cardOf(page, ids.house).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete property' });
    await dialog
      .getByText('Are you sure you want to delete this property?', { exact: true })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await cardOf(page, ids.house).waitFor();

    // Edit opens the listing editor of the property form, which Escape closes.
    await cardOf(page, ids.house)
      .getByRole('button', { name: `Edit Family house ${tag}` })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit Property' });
    await editor.waitFor();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'dashboard-desktop');
  });

  it('when a phone opens My Properties and the dashboard, then the counters and cards fit its width', async () => {
    const phone = await browser.newContext({
      viewport: viewports.mobile,
      baseURL: baseUrl(),
      isMobile: true,
      hasTouch: true,
      storageState: await context.storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto('/my-properties');
    await cardOf(phonePage, ids.house).waitFor();
    await expectFitsPhone(phonePage);
    await saveScreenshot(phonePage, 'my-properties-mobile');
    await phonePage.goto('/dashboard');
    await cardOf(phonePage, ids.house).waitFor();
    await saveScreenshot(phonePage, 'dashboard-mobile');
    await phone.close();
  });
});
