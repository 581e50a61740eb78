import { startService, stopService } from '@ghar/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { waitUntilFound } from './support/listing-by-api';
import { openMoreFilters } from './support/search-page';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// Cards of the results list, by their titles.
const cardTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Search results' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

describe('property search', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  const titles = [`Garden house ${tag}`, `Corner flat ${tag}`, `Lake view home ${tag}`];

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    for (const title of titles) await listings.create({ title });
    await listings.create({
      title: `Shop to buy ${tag}`,
      type: 'SHOP',
      action: 'SELL',
      price: 4_500_000,
    });
    await waitUntilFound(baseUrl(), tag, 4);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  it('when a visitor searches Rent in Jaipur from home, then the results list the homes with thumbnails and a card opens its page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search properties' });
    await search.getByText('Rent', { exact: true }).click();
    await search.getByRole('combobox', { name: 'City' }).fill('Jaip');
    await page
      .getByRole('listbox', { name: 'City' })
      .getByRole('option', { name: 'Jaipur' })
      .click();
    await search.getByRole('button', { name: 'Search' }).click();

    await page.waitForURL((url) => url.pathname === '/properties');
    expect(new URL(page.url()).searchParams.get('city')).toBe('Jaipur');
    await page.getByRole('heading', { level: 1, name: 'Rent in Jaipur Properties' }).waitFor();
    await page
      .getByText(/^\d+ propert(y|ies) found$/)
      .first()
      .waitFor();
    const card = page.getByRole('link', { name: new RegExp(titles[2] ?? '') });
    await card.waitFor();
    const thumbnail = card.getByRole('img', { name: titles[2] });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    await expect.poll(() => card.textContent()).toContain('₹18,500 / month');
    expect(await card.textContent()).toContain('Listed by Meera Rathore');

    await card.click();
    await page.waitForURL(/\/property\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { level: 1, name: titles[2] }).waitFor();
    await context.close();
  });

  it('when a filtered URL is opened in a new tab, then it shows the same results', async () => {
    const query = `/properties?location=${tag}&action=RENT&sortBy=price&sortOrder=asc`;
    const first = await openPage(browser);
    await first.page.goto(query);
    await first.page.getByText('3 properties found').first().waitFor();
    const shown = await cardTitles(first.page);

    const second = await openPage(browser, 'mobile');
    await second.page.goto(first.page.url());
    await second.page.getByText('3 properties found').first().waitFor();
    expect(await cardTitles(second.page)).toEqual(shown);
    expect(shown.sort()).toEqual([...titles].sort());
    await first.context.close();
    await second.context.close();
  });

  it('when a filter changes and the visitor goes back, then the earlier search returns', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/properties?location=${tag}`);
    await page.getByText('4 properties found').first().waitFor();
    // The full sidebar waits behind "More filters" (issue 26 item 1); it stays open across Back.
    await openMoreFilters(page);
    await page.getByRole('combobox', { name: 'Looking to' }).selectOption('SELL');
    await page.getByText('1 property found').first().waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('SELL');
    expect(await cardTitles(page)).toEqual([`Shop to buy ${tag}`]);
    await expect
      .poll(() => page.getByRole('list', { name: 'Search results' }).textContent())
      .toContain('₹45 lakh');

    await page.goBack();
    await page.getByText('4 properties found').first().waitFor();
    expect(new URL(page.url()).searchParams.has('action')).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Looking to' }).inputValue()).toBe('');
    await context.close();
  });

  it('when nothing matches, then No Properties Found offers Clear All Filters, which resets the search', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/properties?location=nothing-${tag}&bhk=3`);
    await page.getByRole('heading', { name: 'No Properties Found' }).waitFor();
    await page.getByText('Try adjusting your filters or search criteria').waitFor();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.getByText('All filters cleared').waitFor();
    await page.waitForURL((url) => url.pathname === '/properties' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'All Properties' }).waitFor();
    await context.close();
  });

  it('when the listings service is down, then Error Loading Properties shows and Try Again recovers', async () => {
    const { context, page } = await openPage(browser);
    await stopService('listings');
    try {
      await page.goto(`/properties?location=${tag}`);
      await page.getByRole('heading', { name: 'Error Loading Properties' }).waitFor();
    } finally {
      await startService('listings');
    }
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('4 properties found').first().waitFor();
    await context.close();
  });

  it('when the page is read in Hindi, then the title, count and filters are Hindi', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(`/properties?location=${tag}&action=RENT`);
    await page.getByRole('heading', { level: 1, name: `${tag} में किराया संपत्तियाँ` }).waitFor();
    await page.getByText('3 संपत्तियाँ मिलीं').first().waitFor();
    // On a phone the filters open as a bottom sheet (issue 26 item 1).
    await page.getByRole('button', { name: /फ़िल्टर और क्रम/ }).click();
    await page.getByRole('dialog', { name: 'फ़िल्टर और क्रम' }).getByText('मूल जानकारी').waitFor();
    await context.close();
  });
});
