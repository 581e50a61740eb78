import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import type { ViewportName } from './support/browser';

// Pictures for people to look at (web/e2e/screenshots, not committed, GHAR_SCREENSHOTS=1).
const pages = [
  { name: 'home', path: '/', ready: 'Find a home you will love' },
  { name: 'about', path: '/about', ready: 'घर के बारे में' },
  { name: 'not-found', path: '/no-such-page', ready: 'Page Not Found' },
  { name: 'privacy-policy', path: '/privacy-policy', ready: 'Privacy Policy' },
] as const;

describe('screenshots', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    for (const target of pages) {
      it(`when ${target.path} is opened on ${viewport}, then its heading shows (and it is pictured)`, async () => {
        const { context, page } = await openPage(browser, viewport);
        await page.goto(target.path);
        await page.getByRole('heading', { name: target.ready, level: 1 }).waitFor();
        await saveScreenshot(page, `${target.name}-${viewport}`);
        await context.close();
      });
    }
  }
});
