import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { openMoreFilters } from './support/search-page';
import { waitUntilFound } from './support/listing-by-api';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// Issue 26 items 2-3: the place type-aheads in both scripts, the popular-localities row and
// facet counts within the other filters; desktop and phone, English and Hindi.
describe('places in both scripts and honest facet counts', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  const locality = `Gandhi Nagar ${tag}`;
  const searchPath = `/properties?city=Bundi&locality=${encodeURIComponent(locality)}`;

  const useHindi = async (context: BrowserContext) => {
    await context.addCookies([{ name: 'ghar_language', value: 'hi', url: baseUrl() }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  };
  const optionText = (within: Page | Locator, field: string, value: string) =>
    within.getByLabel(field, { exact: true }).locator(`option[value="${value}"]`).textContent();

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    // Two flats (2 and 3 BHK) and a 2 BHK house: 2 flats in all, 1 flat among the 2 BHKs.
    const flat = { city: 'Bundi', locality, type: 'APARTMENT' } as const;
    await listings.create({ title: `Flat two ${tag}`, ...flat, bhk: 2 });
    await listings.create({ title: `Flat three ${tag}`, ...flat, bhk: 3 });
    await listings.create({
      title: `House two ${tag}`,
      city: 'Bundi',
      locality,
      bhk: 2,
      type: 'HOUSE',
    });
    // One home in Malviya Nagar, for the locality type-ahead.
    await listings.create({
      title: `Malviya home ${tag}`,
      city: 'Bundi',
      locality: 'Malviya Nagar',
      bhk: 2,
      type: 'HOUSE',
    });
    await waitUntilFound(baseUrl(), tag, 4);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  it('when a visitor types जय in the city on a desktop, then जयपुर · Jaipur is suggested and picking it fills Jaipur', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search properties' });
    const city = search.getByRole('combobox', { name: 'City' });
    await city.fill('');
    await city.fill('जय');
    const suggestion = page
      .getByRole('listbox', { name: 'City' })
      .getByRole('option', { name: 'जयपुर · Jaipur' });
    await suggestion.click();
    expect(await city.inputValue()).toBe('Jaipur');
    const state = search.getByRole('combobox', { name: 'State' });
    await state.fill('राज');
    await page
      .getByRole('listbox', { name: 'State' })
      .getByRole('option', { name: 'राजस्थान · Rajasthan' })
      .waitFor();
    await saveScreenshot(page, 'places-typeahead-desktop-en', { fullPage: false });
    await context.close();
  });

  it('when a visitor on a phone in Hindi types जय in the city, then जयपुर · Jaipur is suggested', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto('/');
    const search = page.getByRole('form', { name: 'प्रॉपर्टी खोजें' });
    const city = search.getByRole('combobox', { name: 'शहर' });
    await city.fill('');
    await city.fill('जय');
    await page
      .getByRole('listbox', { name: 'शहर' })
      .getByRole('option', { name: 'जयपुर · Jaipur' })
      .waitFor();
    await saveScreenshot(page, 'places-typeahead-phone-hi', { fullPage: false });
    await page.getByRole('listbox', { name: 'शहर' }).getByRole('option').first().click();
    expect(await city.inputValue()).toBe('Jaipur');
    await context.close();
  });

  it('when a type is chosen on a desktop, then the BHK counts count within it, the type counts stay, and the popular localities row links the locality', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(searchPath);
    await openMoreFilters(page);
    await expect
      .poll(() => optionText(page, 'Property type', 'APARTMENT'))
      .toBe('Flat / Apartment (2)');
    expect(await optionText(page, 'Property type', 'HOUSE')).toBe('House (1)');
    expect(await optionText(page, 'BHK', '2')).toBe('2 BHK (2)');
    expect(await optionText(page, 'BHK', '3')).toBe('3 BHK (1)');

    await page.getByLabel('Property type', { exact: true }).selectOption('HOUSE');
    await expect.poll(() => optionText(page, 'BHK', '3')).toBe('3 BHK (0)');
    expect(await optionText(page, 'BHK', '2')).toBe('2 BHK (1)');
    // The type counts ignore the type filter itself: each says what choosing it finds.
    expect(await optionText(page, 'Property type', 'APARTMENT')).toBe('Flat / Apartment (2)');

    const row = page.getByRole('navigation', { name: 'Popular localities in Bundi' });
    const link = row.getByRole('link', { name: `${locality} (3)` });
    expect(await link.getAttribute('aria-current')).toBe('true');
    await saveScreenshot(page, 'places-facets-desktop-en', { fullPage: false });
    await context.close();
  });

  it('when a visitor on a phone in Hindi chooses flats, then the BHK counts change with it', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto(searchPath);
    // On a phone the filters are in the bottom sheet behind "Filters & sort" (issue 26 item 1).
    await page.getByRole('button', { name: /फ़िल्टर और क्रम/ }).click();
    const sheet = page.getByRole('dialog', { name: 'फ़िल्टर और क्रम' });
    await expect.poll(() => optionText(sheet, 'बीएचके', '2')).toBe('2 बीएचके (2)');
    await sheet.getByLabel('संपत्ति का प्रकार', { exact: true }).selectOption('APARTMENT');
    await expect.poll(() => optionText(sheet, 'बीएचके', '2')).toBe('2 बीएचके (1)');
    expect(await optionText(sheet, 'संपत्ति का प्रकार', 'HOUSE')).toBe('मकान (1)');
    await saveScreenshot(page, 'places-facets-phone-hi', { fullPage: false });
    await context.close();
  });

  it('when a visitor on a phone in Hindi types मालवीय in the locality, then मालवीय नगर · Malviya Nagar is suggested and choosing it narrows the results', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto(`/properties?city=Bundi&location=${tag}`);
    await page.getByText('4 संपत्तियाँ मिलीं').first().waitFor();
    await page.getByRole('button', { name: /फ़िल्टर और क्रम/ }).click();
    const sheet = page.getByRole('dialog', { name: 'फ़िल्टर और क्रम' });
    const locality = sheet.getByRole('combobox', { name: 'इलाका', exact: true });
    await locality.fill('मालवीय');
    const suggestion = sheet
      .getByRole('listbox', { name: 'इलाका' })
      .getByRole('option', { name: 'मालवीय नगर · Malviya Nagar' });
    await suggestion.waitFor();
    await saveScreenshot(page, 'locality-typeahead-phone-hi', { fullPage: false });
    await locality.press('ArrowDown');
    await locality.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('locality')).toBe('Malviya Nagar');
    expect(await locality.inputValue()).toBe('Malviya Nagar');
    await sheet.getByRole('button', { name: '1 संपत्ति दिखाएँ' }).click();
    await page.getByRole('heading', { level: 3, name: `Malviya home ${tag}` }).waitFor();
    await page.getByText('1 संपत्ति मिली').first().waitFor();
    await context.close();
  });

  it('when a desktop visitor types malviya in the locality of More filters, then Malviya Nagar is suggested with its Hindi name', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/properties?city=Bundi&location=${tag}`);
    const sidebar = await openMoreFilters(page);
    await sidebar.getByRole('combobox', { name: 'Locality', exact: true }).fill('malviya');
    await sidebar
      .getByRole('listbox', { name: 'Locality' })
      .getByRole('option', { name: 'मालवीय नगर · Malviya Nagar' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('locality')).toBe('Malviya Nagar');
    await page.getByText('1 property found').first().waitFor();
    await saveScreenshot(page, 'locality-typeahead-desktop-en', { fullPage: false });
    await context.close();
  });
});
