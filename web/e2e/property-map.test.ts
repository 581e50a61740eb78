import { requestedTiles } from '@ghar/testing';
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

// Issue 26 item 4 as a visitor meets it: the listing's place on a map (or its locality's centre,
// marked approximate), and the results as price pins whose "Search this area" narrows them.
// Tiles come from the stack's local fake (packages/testing/src/fake-tile-server.ts).
describe('maps on the detail and results pages', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  const ids: Record<string, string> = {};
  // Jhunjhunu's Gandhi Chowk is no other test's place: only these six meet there.
  const centre = { latitude: 28.1289, longitude: 75.3995 };
  const at = (north: number, east: number) => ({
    latitude: Number((centre.latitude + north).toFixed(5)),
    longitude: Number((centre.longitude + east).toFixed(5)),
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    const place = { city: 'Jhunjhunu', locality: 'Gandhi Chowk' };
    // Three around the centre, one far north and one far south, one without coordinates.
    ids.rent = await listings.create({
      ...place,
      ...at(0.002, 0.001),
      title: `Haveli rooms ${tag}`,
      perMonthCharges: 15_000,
    });
    ids.sale = await listings.create({
      ...place,
      ...at(-0.001, -0.002),
      title: `Corner house ${tag}`,
      action: 'SELL',
      perMonthCharges: undefined,
      price: 4_500_000,
    });
    ids.flat = await listings.create({
      ...place,
      ...at(0.001, 0.002),
      title: `Small flat ${tag}`,
      perMonthCharges: 9_500,
    });
    ids.north = await listings.create({
      ...place,
      ...at(0.2, 0),
      title: `North farmhouse ${tag}`,
      perMonthCharges: 20_000,
    });
    ids.south = await listings.create({
      ...place,
      ...at(-0.2, 0),
      title: `South farmhouse ${tag}`,
      perMonthCharges: 21_000,
    });
    ids.unplaced = await listings.create({
      ...place,
      title: `Unmapped home ${tag}`,
      perMonthCharges: 12_000,
    });
    await waitUntilFound(baseUrl(), tag, 6);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  const pins = (page: Page) => page.locator('.leaflet-marker-pane [data-pin]');
  const pinTexts = async (page: Page) => (await pins(page).allTextContents()).sort();
  const tilesLoaded = (page: Page) =>
    page.locator('.leaflet-tile-loaded').first().waitFor({ state: 'visible' });

  it('when a visitor on a desktop opens a listing and its results as a map, then the pins show and "Search this area" narrows the results to the box', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    const tilesBefore = (await requestedTiles()).length;
    await page.goto(`/property/${ids.rent}`);
    const heading = page.getByRole('heading', { name: 'Location on map' });
    await heading.scrollIntoViewIfNeeded();
    const detailMap = page.getByRole('region', { name: 'Map: Gandhi Chowk, Jhunjhunu' });
    await detailMap.waitFor();
    await tilesLoaded(page);
    // The listing's own position: a dot, no "approximate" line; the tiles came from the fake.
    await page.getByRole('img', { name: `This listing: Haveli rooms ${tag}` }).waitFor();
    expect(await page.getByText('Approximate location').count()).toBe(0);
    const tiles = (await requestedTiles()).slice(tilesBefore);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.startsWith('/15/'))).toBe(true);
    await detailMap.getByText('OpenStreetMap', { exact: false }).waitFor();
    await saveScreenshot(page, 'map-detail-desktop', { fullPage: false });

    await page.goto(`/properties?location=${tag}`);
    await page.getByText('6 properties found').first().waitFor();
    await page.getByRole('button', { name: 'Map view' }).click();
    const resultsMap = page.getByRole('region', { name: 'Map of the listings on this page' });
    await resultsMap.waitFor();
    await tilesLoaded(page);
    // Five of the six have coordinates: five price pins, and a line for the sixth.
    await expect.poll(() => pins(page).count()).toBe(5);
    expect(await pinTexts(page)).toEqual(['₹15k', '₹20k', '₹21k', '₹45 L', '₹9.5k']);
    await page.getByText('1 listing on this page has no location and is not on the map.').waitFor();

    // A pin is a button for the keyboard: Enter opens its card, whose link leads to the listing.
    const salePin = page.getByRole('button', { name: `Corner house ${tag}, ₹45 lakh` });
    await salePin.focus();
    await page.keyboard.press('Enter');
    const cardLink = page
      .locator('.leaflet-popup')
      .getByRole('link', { name: `Corner house ${tag}` });
    await cardLink.waitFor();
    expect(await cardLink.getAttribute('href')).toBe(`/property/${ids.sale}`);
    await saveScreenshot(page, 'map-results-desktop', { fullPage: false });
    await page.keyboard.press('Escape');

    // Closer in on the middle: the farmhouses 22 km north and south leave the screen.
    for (let step = 0; step < 3; step += 1) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
    }
    await page.getByRole('button', { name: 'Search this area' }).click();
    await page.waitForURL((url) => url.searchParams.has('minLatitude'));
    const box = new URL(page.url()).searchParams;
    const inBox = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
      latitude >= Number(box.get('minLatitude')) &&
      latitude <= Number(box.get('maxLatitude')) &&
      longitude >= Number(box.get('minLongitude')) &&
      longitude <= Number(box.get('maxLongitude'));
    expect(inBox(at(0.002, 0.001)) && inBox(at(-0.001, -0.002)) && inBox(at(0.001, 0.002))).toBe(
      true,
    );
    expect(inBox(at(0.2, 0)) || inBox(at(-0.2, 0))).toBe(false);
    await page.getByText('3 properties found').first().waitFor();
    await expect.poll(() => pinTexts(page)).toEqual(['₹15k', '₹45 L', '₹9.5k']);
    await saveScreenshot(page, 'map-results-area-desktop', { fullPage: false });
    await context.close();
  });

  it('when a Hindi reader on a phone opens a listing without coordinates, then its locality’s centre shows, marked approximate, and the results map searches its area', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(`/property/${ids.unplaced}`);
    await page.getByRole('heading', { name: 'नक्शे पर स्थान' }).scrollIntoViewIfNeeded();
    await page
      .getByText('अनुमानित स्थान: Gandhi Chowk, Jhunjhunu का केंद्र, वहाँ की संपत्तियों से')
      .waitFor();
    await tilesLoaded(page);
    await page.getByRole('img', { name: 'अनुमानित स्थान: Gandhi Chowk, Jhunjhunu' }).waitFor();
    // The shaded circle around the centre says "somewhere here", not an address.
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBe(1);
    await expectFitsPhone(page);
    await saveScreenshot(page, 'map-detail-hi-mobile', { fullPage: false });

    await page.goto(`/properties?location=${tag}`);
    await page.getByText('6 संपत्तियाँ मिलीं').first().waitFor();
    await page.getByRole('button', { name: 'नक्शा दृश्य' }).click();
    await page.getByRole('region', { name: 'इस पेज की संपत्तियों का नक्शा' }).waitFor();
    await tilesLoaded(page);
    await expect.poll(() => pins(page).count()).toBe(5);
    expect(await pinTexts(page)).toContain('₹45 लाख');
    await page.getByRole('button', { name: 'इस क्षेत्र में खोजें' }).click();
    await page.waitForURL((url) => url.searchParams.has('maxLongitude'));
    // The whole map's area holds every listing with coordinates, and only those.
    await page.getByText('5 संपत्तियाँ मिलीं').first().waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'map-results-hi-mobile', { fullPage: false });
    await context.close();
  });
});
