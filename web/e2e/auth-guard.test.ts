import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('route guard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a visitor opens /dashboard, then the browser lands on /login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('when the stored user is corrupt, then it is removed and the visitor stays signed out', async () => {
    const { context, page } = await openPage(browser);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('user', '{corrupt');
      }
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await context.close();
  });
});
