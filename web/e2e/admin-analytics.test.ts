import { randomBytes } from 'node:crypto';
import type { PropertyAnalytics } from '@ghar/contracts/http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, signUpByApi } from './support/accounts';
import { openAdminHome } from './support/admin-home';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';

const CHARTS = [
  'listings-per-week',
  'listings-by-city',
  'listings-by-type',
  'bookings-per-week',
  'dealers-per-month',
];

/** The rows of a chart's table as its cells' text, after opening 'Show table'. */
async function tableRows(page: Page, chart: string): Promise<string[][]> {
  const table = page.locator(`table[data-table="${chart}"]`);
  const details = table.locator('xpath=ancestor::details');
  if (!(await details.evaluate((node) => (node as HTMLDetailsElement).open))) {
    await details.locator('summary').click();
  }
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

const analytics = async (context: BrowserContext) =>
  (
    (await (await context.request.get('/api/admin/analytics/properties')).json()) as {
      data: PropertyAnalytics;
    }
  ).data;

describe('the admin home: analytics and recent activity', () => {
  let browser: Browser;
  const person = newPerson(`Activity Test ${randomBytes(3).toString('hex')}`);

  beforeAll(async () => {
    browser = await launchBrowser();
    const visitor = await openPage(browser);
    await signUpByApi(visitor.context, person);
    await visitor.context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the admin opens /admin, then every chart draws on a canvas and its table says the figures', async () => {
    const { context, page } = await openAdminHome(browser);
    await page.getByRole('heading', { level: 2, name: 'Analytics' }).waitFor();
    for (const chart of CHARTS) {
      const canvas = page.locator(`canvas[data-chart="${chart}"]`);
      await canvas.waitFor();
      // Drawn: chart.js sized the canvas to its box.
      await expect
        .poll(() => canvas.evaluate((node) => (node as HTMLCanvasElement).width))
        .toBeGreaterThan(0);
    }
    // The city table against the service's own answer (read again should a listing land between).
    await expect
      .poll(async () => {
        const expected = (await analytics(context)).byCity.map((row) => [
          row.city,
          String(row.count),
        ]);
        return (
          JSON.stringify(await tableRows(page, 'listings-by-city')) === JSON.stringify(expected)
        );
      })
      .toBe(true);
    const weeks = await tableRows(page, 'bookings-per-week');
    expect(weeks).toHaveLength(12);
    // Revenue in rupees with Indian grouping, then the week's conversion.
    for (const row of weeks) {
      expect(row.at(-2)).toMatch(/^₹\d[\d,]*$/);
      expect(row.at(-1)).toMatch(/^\d+(\.\d)?%$/);
    }
    await saveScreenshot(page, 'admin-analytics-desktop');
    await context.close();
  });

  it('when someone signs up, then the recent activity shows who, what and when, with a link to Users', async () => {
    const { context, page } = await openAdminHome(browser);
    const list = page.getByTestId('recent-activity');
    const entry = list.locator('li').filter({ hasText: `${person.name} signed up` });
    await expect
      .poll(
        async () => {
          if ((await entry.count()) > 0) return true;
          await page.reload();
          await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
          await list.or(page.getByText('No recent activity')).first().waitFor();
          return (await entry.count()) > 0;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await expect.poll(() => entry.locator('time').textContent()).toMatch(/Just now|minute/);
    await entry.getByRole('link', { name: `Open: ${person.name} signed up` }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await context.close();
  });

  it('when the admin reads it on a phone in Hindi, then charts and activity fit 390 px', async () => {
    const { context, page } = await openAdminHome(browser, 'mobile', 'hi');
    await page.getByRole('heading', { name: 'हाल की गतिविधि' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'विश्लेषण' }).waitFor();
    await page.locator('canvas[data-chart="bookings-per-week"]').waitFor();
    await page.getByTestId('recent-activity').locator('li').first().waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'admin-analytics-phone-hi');
    await context.close();
  });
});
