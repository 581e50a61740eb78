import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('language switch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when हिन्दी is chosen, then the header speaks Hindi and the choice survives a reload', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'About Us' }).waitFor();

    await header.getByRole('button', { name: 'हिन्दी' }).click();
    await header.getByRole('link', { name: 'हमारे बारे में' }).waitFor();
    expect(await header.getByRole('link', { name: 'होम', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

    await page.reload();
    await header.getByRole('link', { name: 'हमारे बारे में' }).waitFor();
    await header.getByRole('button', { name: 'English' }).click();
    await header.getByRole('link', { name: 'About Us' }).waitFor();
    await context.close();
  });

  it('when the About page opens, then the whole page starts in Hindi and one switch turns it all English', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/about');
    await page.getByRole('heading', { name: 'घर के बारे में', level: 1 }).waitFor();
    // One language for the page: the header and the footer are Hindi too.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'हमारे बारे में' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page
      .getByRole('group', { name: 'पेज की भाषा' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('heading', { name: 'About Ghar', level: 1 }).waitFor();
    await header.getByRole('link', { name: 'About Us' }).waitFor();
    expect(await page.getByText("Rent or lease: one month's rent").isVisible()).toBe(true);
    // The two switches agree.
    expect(
      await header.getByRole('button', { name: 'English' }).first().getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  });

  it('when a visitor chose English before, then the About page keeps English', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Ghar', level: 1 }).waitFor();
    await context.close();
  });
});
