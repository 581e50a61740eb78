import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { EVENT_WAIT_MS } from './support/event-wait';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// The gateway renders home, the search and a listing on the server (web/src/entry-server.tsx):
// their first HTML already shows the page, in the reader's language, and the browser takes it
// over (hydration) without asking for the same data again.

/** The page's first HTML, as a browser without JavaScript (or a crawler) gets it. */
const firstHtml = async (path: string, language?: 'hi') => {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { accept: 'text/html', ...(language ? { cookie: `ghar_language=${language}` } : {}) },
  });
  expect(response.status).toBe(200);
  return response.text();
};

/**
 * Console errors (a hydration mismatch is one) and the listings and settings requests a page
 * makes (the page carries both: the footer's support contacts come with it too).
 */
const watch = (page: Page) => {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/properties') || pathname === '/api/settings') {
      requests.push(request.url());
    }
  });
  return { errors, requests };
};

describe('server-rendered first pages', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  const titles = [`Sunlit flat ${tag}`, `Courtyard home ${tag}`];
  let id = '';
  const searchPath = `/properties?location=${encodeURIComponent(tag)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    id = await listings.create({ title: titles[0], price: 27_500 });
    await listings.create({ title: titles[1] });
    // Both are in the search's read model before the pages are asked for.
    await vi.waitFor(
      async () => {
        if (!(await firstHtml(searchPath)).includes(titles[1] ?? '')) throw new Error('not yet');
      },
      { timeout: EVENT_WAIT_MS, interval: 250 },
    );
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  it('when the search is fetched without JavaScript, then its HTML lists the titles, in Hindi with the language cookie', async () => {
    const english = await firstHtml(searchPath);
    for (const title of titles) expect(english).toContain(title);
    expect(english).toContain('2 properties found');
    expect(english).toContain('<html lang="en">');

    const hindi = await firstHtml(searchPath, 'hi');
    for (const title of titles) expect(hindi).toContain(title);
    expect(hindi).toContain('2 संपत्तियाँ मिलीं');
    expect(hindi).toContain('<html lang="hi">');
  });

  it('when a listing is fetched without JavaScript, then its HTML has the title, the price and the lead photo preloaded', async () => {
    for (const language of [undefined, 'hi'] as const) {
      const html = await firstHtml(`/property/${id}`, language);
      expect(html).toContain(titles[0]);
      expect(html).toContain('27,500');
      expect(html).toMatch(
        /<link rel="preload" as="image" type="image\/webp" fetchpriority="high"/,
      );
    }
  });

  it('when home is fetched without JavaScript, then its HTML has the search panel, in Hindi with the cookie', async () => {
    expect(await firstHtml('/')).toContain('Search properties');
    expect(await firstHtml('/', 'hi')).toContain('प्रॉपर्टी खोजें');
  });

  it('when a visitor opens the search, then it is taken over without a second search or a console error, and it works', async () => {
    const { context, page } = await openPage(browser);
    const seen = watch(page);
    await page.goto(searchPath);
    await page.waitForLoadState('networkidle');
    expect(seen.requests.filter((url) => new URL(url).pathname === '/api/properties')).toEqual([]);
    expect(seen.requests.filter((url) => new URL(url).pathname === '/api/settings')).toEqual([]);

    // The page reacts: the list view, and the filter sidebar, closed on every width until
    // "More filters" (issue 26 item 1), opens and closes again.
    await page.getByRole('button', { name: 'List view' }).first().click();
    await page.getByRole('button', { name: 'List view', pressed: true }).first().waitFor();
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('complementary', { name: 'Filters' }).waitFor();
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await page.getByRole('complementary', { name: 'Filters' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'More filters' }).waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("when a visitor presses a button before the page's scripts have run, then the press takes effect once they have", async () => {
    const { context, page } = await openPage(browser);
    const seen = watch(page);
    // The app's entry is held back until the press: the page is only the server's HTML then.
    let release = () => {};
    const pressed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto(searchPath, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'List view' }).first().click();
    expect(await page.getByRole('button', { name: 'List view', pressed: true }).count()).toBe(0);
    release();
    await page.getByRole('button', { name: 'List view', pressed: true }).first().waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('when a visitor presses a link while a slow phone is still hydrating the page, then it leads on', async () => {
    const { context, page } = await openPage(browser);
    const seen = watch(page);
    // Six times slower: hydration (a transition, in slices) takes long enough to press into.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      addEventListener('ghar:hydrating', () => {
        document.documentElement.dataset.hydrating = '';
      });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrating]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Post your property' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/signup');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('when a visitor opens a listing, then it is taken over without fetching it again and the carousel works', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    const seen = watch(page);
    await page.goto(`/property/${id}`);
    await page.waitForLoadState('networkidle');
    expect(
      seen.requests.filter((url) => new URL(url).pathname === `/api/properties/${id}`),
    ).toEqual([]);
    expect(seen.requests.filter((url) => new URL(url).pathname === '/api/settings')).toEqual([]);
    const carousel = page.getByRole('region', { name: `Photos of ${titles[0]}` });
    await carousel.getByText(/^1 \/ \d$/).waitFor();
    await carousel.getByRole('button', { name: 'Show photo 2' }).click();
    await carousel.getByText(/^2 \/ \d$/).waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('when a listing link names Hindi (?lang=hi), then its head is Hindi from the server and stays so after hydration', async () => {
    const html = await firstHtml(`/property/${id}?lang=hi`);
    expect(html).toContain('<html lang="hi">');
    expect(html).toMatch(/<title>[^<]*किराए के लिए[^<]*\| Ghar<\/title>/);
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/property/${id}?lang=hi">`);
    expect(html).toContain(`hreflang="en-IN" href="${baseUrl()}/property/${id}"`);

    const { context, page } = await openPage(browser);
    const seen = watch(page);
    await page.goto(`/property/${id}?lang=hi`);
    await page.waitForLoadState('networkidle');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    // The browser's title is the server's (its builders load after the page).
    await expect.poll(() => page.title()).toMatch(/किराए के लिए .* \| Ghar$/);
    expect(
      seen.requests.filter((url) => new URL(url).pathname === `/api/properties/${id}`),
    ).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('when a listing does not exist or the route is unknown, then the server answers 404 and the browser shows the not-found view', async () => {
    for (const path of ['/property/665f00000000000000000000', '/no/such/page']) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex');
    }
    const { context, page } = await openPage(browser);
    const answer = await page.goto('/property/665f00000000000000000000');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Property Not Found' }).waitFor();
    await context.close();
  });

  it('when a Hindi reader opens home, then the server page is in Hindi and stays so after hydration', async () => {
    const { context, page } = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await context.addCookies([{ name: 'ghar_language', value: 'hi', url: baseUrl() }]);
    const seen = watch(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByText('प्रॉपर्टी खोजें').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
