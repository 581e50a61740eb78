import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { openMoreFilters } from './support/search-page';
import { waitUntilFound } from './support/listing-by-api';
import type { ViewportName } from './support/browser';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

// axe-core is the engine of Lighthouse's accessibility audits (bench:lighthouse, ≥ 95 on these
// pages): the same rules run here on every build, so a regression fails a test, not a benchmark.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; help: string; nodes: { target: string[] }[] };

const violations = async (page: Page): Promise<string[]> => {
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses an injected script tag.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Best practices Lighthouse scores too.
      rules: { 'heading-order': { enabled: true }, 'image-redundant-alt': { enabled: true } },
    })) as { violations: Violation[] };
    return result.violations;
  });
  return found.map(
    (item) =>
      `${item.id}: ${item.help} (${item.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
};

describe('home, search and detail accessibility', () => {
  let browser: Browser;
  let listings: Listings;
  let id = '';
  const tag = uniqueTag();

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    await listings.create({ title: `Corner shop on the main road ${tag}`, type: 'SHOP' });
    id = await listings.create({ title: `Two-bedroom flat with a balcony ${tag}`, type: 'FLAT' });
    await waitUntilFound(baseUrl(), tag, 2);
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    it(`when the three pages are checked on ${viewport}, then axe finds no violation`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await violations(page)).toEqual([]);

      // Every listing of this stack (other files add theirs): the cards are what is checked.
      await page.goto('/properties');
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      expect(await violations(page)).toEqual([]);
      if (viewport === 'desktop') {
        // The full sidebar behind "More filters" (issue 26 item 1), with its type-aheads.
        await openMoreFilters(page);
        expect(await violations(page)).toEqual([]);
      }

      await page.goto(`/property/${id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
