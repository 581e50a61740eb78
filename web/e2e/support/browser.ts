import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_WS_ENV, chromiumLaunchOptions } from '@ghar/testing';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { expect } from 'vitest';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof viewports;

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

export const baseUrl = (): string => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set; the e2e globalSetup serves the app');
  return url.replace(/\/$/, '');
};

/**
 * The level's shared chromium (its globalSetup starts one per process), or a browser of its own
 * when a file runs outside it. Closing what this returns closes only this file's contexts.
 */
export const launchBrowser = (): Promise<Browser> => {
  const shared = process.env[BROWSER_WS_ENV];
  return shared ? chromium.connect(shared) : chromium.launch(chromiumLaunchOptions());
};

// A fresh context per test: its own cookies and localStorage, nothing shared.
export const openPage = async (
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: baseUrl(),
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'en-IN',
  });
  const page = await context.newPage();
  // A server-rendered page shows before its scripts run: a test acts on the live app, so a
  // load waits until the app runs the page (main.tsx marks <html data-live>). A test that
  // names its own `waitUntil` is about that earlier moment and does not wait.
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        { waitUntil?: string } | undefined;
      if (!options?.waitUntil) await page.locator('html[data-live]').waitFor({ state: 'attached' });
      return response;
    };
  }
  return { context, page };
};

/**
 * Pictures of the screens for a person to look at (web/e2e/screenshots, not committed), taken when
 * GHAR_SCREENSHOTS=1: `GHAR_SCREENSHOTS=1 npm test -- --only e2e`. A plain `npm test` (CI) takes
 * none: nobody looks at a clean clone's pictures, and a whole page costs 0.5-2 s to encode on two
 * cores (~140 of them were ~1 minute of the level). What a test asserts never depends on them.
 */
export const screenshotsWanted = (): boolean => process.env.GHAR_SCREENSHOTS === '1';

// The whole page by default; `fullPage: false` keeps what the viewport shows (an open dialog).
export const saveScreenshot = async (
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> => {
  if (!screenshotsWanted()) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
};

/**
 * The page's width when it is wider than `width` (it scrolls sideways), with the deepest elements
 * that stick out, so a failure names its culprit; null when it fits.
 */
export const overflowOf = (page: Page, width: number) =>
  page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= limit) return null;
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .filter((element) => element.children.length === 0)
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${(element.textContent ?? '').slice(0, 40)}`,
      );
    return { scrollWidth, outside };
  }, width);

/** Fails, naming what sticks out, when the page scrolls sideways on a 390 px phone. */
export const expectFitsPhone = async (page: Page): Promise<void> => {
  expect(await overflowOf(page, viewports.mobile.width)).toBeNull();
};

/**
 * A finished download's text. The files share one chromium over a connection (launchBrowser), so
 * the browser's own copy has no path here: the download is streamed back instead.
 */
export const downloadedText = async (download: Download): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
