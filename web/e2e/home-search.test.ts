import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('home search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a visitor picks Buy, a type and a city from the suggestions, then Search opens /properties with them, and home offers that city next time', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search properties' });
    // Ghar starts in Rajasthan: a newcomer's place is Jaipur (issue 26), not the spec's Bangalore.
    expect(await search.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Jaipur');
    expect(await search.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Rajasthan');

    await search.getByText('Buy', { exact: true }).click();
    await search.getByLabel('Property type').selectOption('VILLA');
    await search.getByRole('combobox', { name: 'State' }).fill('Guj');
    await search.getByRole('combobox', { name: 'City' }).fill('kot');
    const suggestions = page.getByRole('listbox', { name: 'City' }).getByRole('option');
    expect(await suggestions.count()).toBeLessThanOrEqual(10);
    // Shown with its Hindi name once those have loaded ('कोटा · Kota', issue 26).
    await suggestions.filter({ hasText: /(^|· )Kota$/ }).click();
    expect(await search.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Rajasthan');
    await search.getByRole('combobox', { name: 'State' }).fill('Rajas');
    await page
      .getByRole('listbox', { name: 'State' })
      .getByRole('option', { name: 'Rajasthan' })
      .click();
    // Typed day first (dd/mm/yyyy, issue 23 item 27); the URL keeps ISO.
    await search.getByLabel('Available By').fill('15/01/2030');
    await search.getByRole('button', { name: 'Search' }).click();

    await page.waitForURL((url) => url.pathname === '/properties');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({
      action: 'SELL',
      type: 'VILLA',
      city: 'Kota',
      state: 'Rajasthan',
      availabilityDate: '2030-01-15',
    });

    await page.goto('/');
    await expect
      .poll(() => search.getByRole('combobox', { name: 'City' }).inputValue())
      .toBe('Kota');
    expect(await search.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Rajasthan');
    await context.close();
  });

  it('when a visitor presses the post-your-property banner, then it leads to signup', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Post your property' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await context.close();
  });

  it('when a category card is pressed, then the property list opens filtered by that type', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Apartment listings' }).click();
    await page.waitForURL((url) => url.pathname === '/properties');
    expect(new URL(page.url()).searchParams.get('type')).toBe('APARTMENT');
    await context.close();
  });
});
