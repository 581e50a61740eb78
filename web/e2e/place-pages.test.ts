import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import { EVENT_WAIT_MS } from './support/event-wait';
import { waitUntilFound } from './support/listing-by-api';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// Issue 28 item 6: a locality's page on a phone, in English and Hindi — server-rendered with its
// listings, count, median rent and the neighbouring locality; linked from home.
describe('city and locality pages', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  const locality = `Talwandi ${tag}`;
  const neighbour = `Vigyan Nagar ${tag}`;
  const path = `/rent/kota/talwandi-${tag}`;
  const titles = [`Corner flat ${tag}`, `Garden house ${tag}`];

  const useHindi = async (context: BrowserContext) => {
    await context.addCookies([{ name: 'ghar_language', value: 'hi', url: baseUrl() }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    // Rents 12,000 and 18,000 here: median 15,000; one more listing in the next locality.
    await listings.create({ title: titles[0]!, city: 'Kota', locality, perMonthCharges: 12_000 });
    await listings.create({ title: titles[1]!, city: 'Kota', locality, perMonthCharges: 18_000 });
    await listings.create({ title: `Studio ${tag}`, city: 'Kota', locality: neighbour });
    // All three in the search model before a page asks (the next locality's link needs the third).
    await waitUntilFound(baseUrl(), tag, 3);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  it('when a visitor opens a locality page on a phone, then it shows its listings, count, median rent and the next locality, server-rendered', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    // The search model takes the new listings in shortly after their write.
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return page.getByTestId('place-count').textContent();
        },
        { timeout: EVENT_WAIT_MS, interval: 500 },
      )
      .toBe('2 listings available');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Properties for rent in ${locality}, Kota`);
    await page.getByText('Median rent: ₹15,000/month').waitFor();
    for (const title of titles) await page.getByText(title).first().waitFor();
    expect(await page.title()).toBe(`Properties for rent in ${locality}, Kota — Ghar`);
    const next = page.getByRole('link', { name: `${neighbour} (1)` });
    expect(await next.getAttribute('href')).toBe(`/rent/kota/vigyan-nagar-${tag}`);
    await expectFitsPhone(page);
    await saveScreenshot(page, 'place-page-mobile-en');

    // A crawler without JavaScript gets the same page in its first HTML.
    const html = await (
      await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('2 listings available');
    expect(html).toContain(titles[0]);
    await context.close();
  });

  it('when a Hindi reader opens it, then the page is in Hindi with the city in Devanagari', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await useHindi(context);
    await page.goto(path);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${locality}, कोटा में किराये पर प्रॉपर्टी`);
    await page.getByText('2 लिस्टिंग उपलब्ध').waitFor();
    await page.getByText('मध्य किराया: ₹15,000/माह').waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'place-page-mobile-hi');
    await context.close();
  });

  it('when a visitor is on home, then "Popular in Rajasthan" links to the city pages', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Rent in Kota' });
    expect(await link.getAttribute('href')).toBe('/rent/kota');
    await link.click();
    await page.waitForURL('**/rent/kota');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Properties for rent in Kota');
    await context.close();
  });
});
