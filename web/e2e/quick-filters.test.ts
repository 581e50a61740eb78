import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import { waitUntilFound } from './support/listing-by-api';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// Issue 26 item 1: quick filters above the results, the phone's bottom sheet, and pages that
// say where the reader is.
describe('quick filters, the bottom sheet and pagination', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  // Eleven family homes of 2 BHK, one of 3 BHK and one of 4 BHK for bachelors: 13 results, two
  // pages of 12.
  const TOTAL = 13;

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    for (let index = 0; index < 11; index += 1) {
      await listings.create({ title: `Two bedroom ${index} ${tag}` });
    }
    await listings.create({ title: `Three bedroom ${tag}`, bhk: 3, perMonthCharges: 30_000 });
    await listings.create({
      title: `Four bedroom ${tag}`,
      bhk: 4,
      perMonthCharges: 45_000,
      allowedTenants: 'BACHELORS',
    });
    await waitUntilFound(baseUrl(), tag, TOTAL);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  const useHindi = async (context: BrowserContext) => {
    await context.addCookies([{ name: 'ghar_language', value: 'hi', url: baseUrl() }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  };
  const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

  it('when a desktop visitor presses BHK chips, a budget and Bachelors, then the results narrow and the URL carries each', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/properties?location=${tag}`);
    await page.getByText(`${TOTAL} properties found`).first().waitFor();
    const quick = page.getByRole('region', { name: 'Quick filters' });

    await quick.getByRole('button', { name: '3 BHK' }).click();
    await page.getByText('1 property found').first().waitFor();
    expect(param(page, 'bhk')).toBe('3');
    expect(await quick.getByRole('button', { name: '3 BHK' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // 4+ replaces 3: one chip of the group at a time.
    await quick.getByRole('button', { name: '4+ BHK' }).click();
    await expect.poll(() => param(page, 'minBhk')).toBe('4');
    expect(param(page, 'bhk')).toBeNull();
    await page.getByRole('heading', { level: 3, name: `Four bedroom ${tag}` }).waitFor();

    // Pressed again, it clears; the budget is the monthly rent in rupees.
    await quick.getByRole('button', { name: '4+ BHK' }).click();
    await page.getByText(`${TOTAL} properties found`).first().waitFor();
    await quick.getByLabel('Max rent / month').selectOption({ label: '₹20,000' });
    await page.getByText('11 properties found').first().waitFor();
    expect(param(page, 'maxPerMonthCharges')).toBe('20000');
    await quick.getByLabel('Max rent / month').selectOption('');
    await quick.getByRole('button', { name: 'Bachelors' }).click();
    await page.getByText('1 property found').first().waitFor();
    expect(param(page, 'allowedTenants')).toBe('BACHELORS');
    await saveScreenshot(page, 'quick-filters-desktop', { fullPage: false });

    // Buying asks the price in lakh and crore instead.
    await quick.getByRole('button', { name: 'Buy' }).click();
    await quick.getByLabel('Max price').selectOption({ label: '₹1 crore' });
    await expect.poll(() => param(page, 'maxPrice')).toBe('10000000');
    await context.close();
  });

  it('when a desktop visitor opens the search, then the full sidebar waits behind More filters, unloaded, and the sort is one press away', async () => {
    const { context, page } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/properties?location=${tag}`);
    await page.getByText(`${TOTAL} properties found`).first().waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    expect(await sidebar.count()).toBe(0);

    // The sort sits in the header.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('bhk');
    await expect.poll(() => param(page, 'sortBy')).toBe('bhk');
    await page
      .getByRole('heading', { level: 3 })
      .first()
      .getByText(`Four bedroom ${tag}`)
      .waitFor();
    await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
    await expect.poll(() => param(page, 'sortOrder')).toBe('asc');
    await page
      .getByRole('heading', { level: 3 })
      .first()
      .getByText(/^Two bedroom/)
      .waitFor();
    // The sidebar's code is not among the page's requests until asked for.
    expect(requested.filter((url) => url.includes('filter-sidebar'))).toEqual([]);

    // "More filters" counts the active filters (the location and the tenants) and opens the
    // sidebar, which shows them.
    await page
      .getByRole('region', { name: 'Quick filters' })
      .getByRole('button', { name: 'Bachelors' })
      .click();
    await page.getByText('1 property found').first().waitFor();
    await page.getByRole('button', { name: /^More filters\W+2 active filters$/ }).click();
    await sidebar.waitFor();
    expect(await sidebar.getByLabel('Tenants allowed', { exact: true }).inputValue()).toBe(
      'BACHELORS',
    );
    // One sort on the screen: the header's.
    expect(await sidebar.getByRole('combobox', { name: 'Sort by' }).count()).toBe(0);
    await saveScreenshot(page, 'more-filters-desktop-en', { fullPage: false });
    await page.getByRole('button', { name: /^Hide filters/ }).click();
    await sidebar.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('when a visitor picks 2 BHK and a rent budget on home, then the search carries them in its URL and its chips', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search properties' });
    // Buying asks a price in lakh and crore; renting a monthly rent (the budget starts afresh).
    await search.getByText('Buy', { exact: true }).click();
    await search.getByLabel('Max price').selectOption({ label: '₹50 lakh' });
    await search.getByText('Rent', { exact: true }).click();
    await search.getByRole('button', { name: '2 BHK' }).click();
    await search.getByLabel('Max rent / month').selectOption({ label: '₹20,000' });
    await saveScreenshot(page, 'home-quick-desktop-en', { fullPage: false });
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/properties');
    expect(param(page, 'action')).toBe('RENT');
    expect(param(page, 'bhk')).toBe('2');
    expect(param(page, 'maxPerMonthCharges')).toBe('20000');
    expect(param(page, 'maxPrice')).toBeNull();
    const quick = page.getByRole('region', { name: 'Quick filters' });
    await quick.getByRole('button', { name: '2 BHK', pressed: true }).waitFor();
    expect(await quick.getByLabel('Max rent / month').inputValue()).toBe('20000');
    await context.close();
  });

  it('when a phone visitor in Hindi opens home, then the BHK chips and the rent budget fit the screen', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto('/');
    const search = page.getByRole('form', { name: 'प्रॉपर्टी खोजें' });
    await search.getByRole('button', { name: '4+ बीएचके' }).click();
    await search.getByLabel('अधिकतम किराया / माह').selectOption('30000');
    await expectFitsPhone(page);
    await search.getByRole('group', { name: 'बीएचके' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'home-quick-phone-hi', { fullPage: false });
    await search.getByRole('button', { name: 'खोजें' }).click();
    await page.waitForURL((url) => url.pathname === '/properties');
    expect(param(page, 'minBhk')).toBe('4');
    expect(param(page, 'maxPerMonthCharges')).toBe('30000');
    await context.close();
  });

  it('when a desktop visitor pages the results, then it says "Page 1 of 2" and Last and First move there', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/properties?location=${tag}`);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByText('Page 1 of 2').waitFor();
    expect(await pages.getByRole('button', { name: 'First' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Last' }).click();
    await pages.getByText('Page 2 of 2').waitFor();
    expect(param(page, 'page')).toBe('2');
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'First' }).click();
    await pages.getByText('Page 1 of 2').waitFor();
    expect(param(page, 'page')).toBeNull();
    await context.close();
  });

  it('when a phone visitor in Hindi opens Filters & sort, then a bottom sheet holds the filters, its button shows the count, and Escape closes it', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto(`/properties?location=${tag}`);
    const open = page.getByRole('button', { name: 'फ़िल्टर और क्रम' });
    await open.waitFor();
    // The bar stuck to the bottom of the screen keeps the count and the button in reach.
    expect(await open.isVisible()).toBe(true);
    await expectFitsPhone(page);
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'फ़िल्टर और क्रम' });
    await sheet.waitFor();
    const apply = sheet.getByRole('button', { name: `${TOTAL} संपत्तियाँ दिखाएँ` });
    await apply.waitFor();
    await saveScreenshot(page, 'filter-sheet-phone-hi', { fullPage: false });
    await expectFitsPhone(page);

    // A filter chosen in the sheet narrows at once; the button says how many it leaves.
    await sheet.getByText('संपत्ति का विवरण', { exact: true }).click();
    await sheet.getByRole('combobox', { name: 'बीएचके', exact: true }).selectOption('3');
    await sheet.getByRole('button', { name: '1 संपत्ति दिखाएँ' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(param(page, 'bhk')).toBe('3');
    await page.getByText('1 संपत्ति मिली').first().waitFor();

    await open.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await context.close();
  });

  it('when a phone visitor pages in Hindi, then the pages read "पृष्ठ 1 / 2" and fit the screen', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto(`/properties?location=${tag}`);
    const pages = page.getByRole('navigation', { name: 'पृष्ठ' });
    await pages.getByText('पृष्ठ 1 / 2').waitFor();
    await pages.getByRole('button', { name: 'आख़िरी' }).click();
    await pages.getByText('पृष्ठ 2 / 2').waitFor();
    await pages.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'pagination-phone-hi', { fullPage: false });
    const box = await pages.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
