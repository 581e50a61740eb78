import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { waitUntilFound } from './support/listing-by-api';
import type { ViewportName } from './support/browser';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// Pictures of the three pages a visitor meets first, for people to look at (not committed).
describe('home, search and detail screenshots', () => {
  let browser: Browser;
  let listings: Listings;
  let id = '';
  const tag = uniqueTag();

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    await listings.create({
      title: `Sunny 3 BHK villa with lawn ${tag}`,
      type: 'VILLA',
      bhk: 3,
      perMonthCharges: 42_000,
    });
    await listings.create({
      title: `Shop on main road ${tag}`,
      type: 'SHOP',
      action: 'SELL',
      price: 12_000_000,
      bhk: undefined,
    });
    id = await listings.create({
      title: `Two-bedroom flat near Central Park ${tag}`,
      type: 'FLAT',
    });
    await waitUntilFound(baseUrl(), tag, 3);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`when the three pages are opened on ${viewport}, then a screenshot of each is saved`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await saveScreenshot(page, `home-search-${viewport}`);

      await page.goto(`/properties?location=${tag}`);
      await page.getByText('3 properties found').first().waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `properties-${viewport}`);

      await page.goto(`/property/${id}`);
      await page.getByText('1 / 4').waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `property-detail-${viewport}`);
      await context.close();
    });
  }
});
