import type { Browser, Page } from 'playwright-core';
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

// Issue 26 item 5 as a visitor meets it: homes like the one open below its details, and the
// listings this browser opened again on the home page, in English and Hindi, desktop and phone.
describe('similar homes and recently viewed', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    // Sikar is no other test's town: only these four meet there.
    const home = { city: 'Sikar', type: 'APARTMENT' as const, locality: 'Piprali Road' };
    ids.base = await listings.create({
      ...home,
      title: `2 BHK flat ${tag}`,
      perMonthCharges: 12_000,
    });
    ids.near = await listings.create({
      ...home,
      title: `2 BHK near ${tag}`,
      perMonthCharges: 12_500,
    });
    ids.bigger = await listings.create({
      ...home,
      title: `3 BHK flat ${tag}`,
      bhk: 3,
      perMonthCharges: 13_500,
    });
    ids.house = await listings.create({
      ...home,
      type: 'HOUSE',
      title: `Courtyard house ${tag}`,
      perMonthCharges: 12_000,
    });
    await waitUntilFound(baseUrl(), tag, 4);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  const cardLinks = (page: Page, headingId: string) =>
    page.locator(`section[aria-labelledby="${headingId}"] a`);
  const hrefs = async (page: Page, headingId: string) =>
    (await cardLinks(page, headingId).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) as string[];

  it('when a visitor opens a flat on a desktop, then similar homes link to the others like it, and home shows what they viewed until cleared', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`/property/${ids.base}`);
    await page.getByRole('heading', { name: 'Similar homes' }).waitFor();
    // Closest first; never the flat itself nor the house.
    expect(await hrefs(page, 'similar-homes')).toEqual([
      `/property/${ids.near}`,
      `/property/${ids.bigger}`,
    ]);
    await page.getByRole('heading', { name: 'Similar homes' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'similar-homes-desktop');

    await cardLinks(page, 'similar-homes').first().click();
    await page.waitForURL((url) => url.pathname === `/property/${ids.near}`);
    await page.getByRole('heading', { name: `2 BHK near ${tag}`, level: 1 }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'Recently viewed' }).waitFor();
    // The last opened first.
    expect(await hrefs(page, 'recently-viewed')).toEqual([
      `/property/${ids.near}`,
      `/property/${ids.base}`,
    ]);
    await saveScreenshot(page, 'recently-viewed-desktop');

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('heading', { name: 'Recently viewed' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Popular in Rajasthan' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);
    await context.close();
  });

  it('when a Hindi reader on a phone opens two flats, then similar homes and recently viewed are in Hindi and fit the screen', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(`/property/${ids.bigger}`);
    await page.getByRole('heading', { name: 'मिलते-जुलते घर' }).waitFor();
    expect(await hrefs(page, 'similar-homes')).toEqual([
      `/property/${ids.near}`,
      `/property/${ids.base}`,
    ]);
    await page.getByRole('heading', { name: 'मिलते-जुलते घर' }).scrollIntoViewIfNeeded();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'similar-homes-hi-mobile', { fullPage: false });

    await page.goto(`/property/${ids.house}`);
    await page.getByRole('heading', { name: `Courtyard house ${tag}`, level: 1 }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'हाल ही में देखे गए' }).waitFor();
    expect(await hrefs(page, 'recently-viewed')).toEqual([
      `/property/${ids.house}`,
      `/property/${ids.bigger}`,
    ]);
    await page.getByRole('heading', { name: 'हाल ही में देखे गए' }).scrollIntoViewIfNeeded();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'recently-viewed-hi-mobile', { fullPage: false });
    await page.getByRole('button', { name: 'साफ़ करें' }).waitFor();
    await context.close();
  });
});
