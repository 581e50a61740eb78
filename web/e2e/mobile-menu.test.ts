import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('mobile menu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the menu opens on a phone, then it lists the links and the page cannot scroll', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await menu.waitFor();
    for (const name of ['Home', 'About Us', 'Join Us', 'Login', 'Signup']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });

  it('when the window widens past the phone layout with the menu open, then the menu closes and the page scrolls again', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await menu.waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });

  it('when a link in the menu is followed, then the menu closes on the new page', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await menu.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });
});
