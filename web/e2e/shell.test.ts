import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a visitor opens the home page, then the header and footer render', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Ghar home' }).waitFor();
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'About Us', 'Join Us']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await header.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Signup' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'List Property' }).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookies Policy']) {
      expect(await footer.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await footer.getByRole('link', { name: 'Ghar on Facebook' }).isVisible()).toBe(true);
    expect(await footer.getByText('9 AM – 9 PM, every day').isVisible()).toBe(true);
    await context.close();
  });

  it('when Contact Us is pressed, then a modal shows phone numbers and hours and Escape closes it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Contact Us' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    expect(await dialog.getByText('9 AM – 9 PM, every day').isVisible()).toBe(true);
    const calls = dialog.getByRole('link', { name: /^Call \+91/ });
    expect(await calls.count()).toBeGreaterThan(0);
    expect(await calls.first().getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    // Focus moved into the dialog, and the page behind cannot scroll.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });

  it('when an unknown address is opened, then the Not Found page shows with a way home', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('when a legal page is opened, then it shows its content and today as Last updated', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    // Today in India, as the page writes it: between 18:30 and 24:00 UTC that is tomorrow in UTC.
    const today = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'long',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    expect(await page.getByText(`Last updated: ${today}`).isVisible()).toBe(true);
    expect(await page.getByText(/minimum cancellation fine of ₹1000/).isVisible()).toBe(true);
    await context.close();
  });
});
