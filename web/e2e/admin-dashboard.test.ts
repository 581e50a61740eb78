import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { minimalPdf, startService, stopService } from '@ghar/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import { adminCredentials, logInByApi, newPerson, signUpByApi } from './support/accounts';
import {
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser';
import { openAdminHome } from './support/admin-home';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

const COUNT = /^\d[\d,]*$/;
// Sums under a lakh in full (₹12,000), larger ones compactly (₹12.4 lakh, ₹999 crore).
const RUPEES = /^₹\d[\d,]*(\.\d)?( lakh| crore| lakh crore)?$/;

const value = (page: Page, card: string) => page.getByTestId(`value-${card}`).textContent();
const statusOf = (page: Page, part: string) =>
  page.getByTestId(`status-${part}`).getAttribute('data-status');

/** A listing booked by someone else and approved by the admin: one recent transaction. */
async function confirmedBooking(
  browser: Browser,
  title: string,
  perMonthCharges = '12000',
): Promise<void> {
  const owner = await openPage(browser);
  const ownerPerson = newPerson('Anil Sharma');
  await signUpByApi(owner.context, ownerPerson);
  await logInByApi(owner.context, ownerPerson);
  const propertyId = await listPropertyByApi(owner.context, owner.page, {
    title,
    perMonthCharges,
  });
  await waitUntilBookable(owner.context, propertyId);
  const booker = await openPage(browser);
  const bookerPerson = newPerson('Bela Joshi');
  await signUpByApi(booker.context, bookerPerson);
  await logInByApi(booker.context, bookerPerson);
  const proof = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };
  const created = await booker.context.request.post('/api/bookings/create', {
    multipart: { propertyId, paymentRef: 'UTR24681357', paymentProof: proof },
  });
  expect(created.status()).toBe(201);
  const bookingId = ((await created.json()) as { data: { id: string } }).data.id;
  const admin = await openPage(browser);
  await logInByApi(admin.context, adminCredentials());
  const approved = await admin.context.request.put(`/api/bookings/${bookingId}/approve`);
  expect(approved.status()).toBe(200);
  await Promise.all([owner, booker, admin].map(({ context }) => context.close()));
}

/** The admin home once the dashboard has answered. */
async function adminHome(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  language: 'en' | 'hi' = 'en',
) {
  const opened = await openAdminHome(browser, viewport, language);
  await opened.page.getByTestId('admin-dashboard').waitFor();
  return opened;
}

describe('the admin home (/admin)', () => {
  let browser: Browser;
  const title = `Dashboard flat ${uniqueTag()}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    await confirmedBooking(browser, title);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the admin opens it, then the four cards, listing fees, quick actions and a green System Status show', async () => {
    const { context, page } = await adminHome(browser);
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    for (const label of ['Total Users', 'Total Properties', 'Total Bookings', 'Total Revenue']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await expect.poll(() => value(page, 'totalUsers')).toMatch(COUNT);
    expect(await value(page, 'totalProperties')).toMatch(COUNT);
    expect(await value(page, 'totalBookings')).toMatch(COUNT);
    expect(await value(page, 'totalRevenue')).toMatch(RUPEES);
    expect(await value(page, 'listingFees')).toMatch(RUPEES);
    await page.getByRole('heading', { name: 'Recent Transactions' }).waitFor();
    const transaction = page.getByTestId('recent-transactions').getByRole('listitem').first();
    await transaction.getByText(title).waitFor();
    await transaction.getByText('₹12,000').waitFor();
    expect(await value(page, 'totalRevenue')).not.toBe('₹0');
    await page.getByRole('heading', { name: 'System Status' }).waitFor();
    for (const part of ['gateway', 'auth', 'bookings', 'kafka', 'database', 'redis']) {
      await expect.poll(() => statusOf(page, part)).toBe('up');
    }
    const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link');
    // One quick action for every admin section: the menu's links but Overview.
    const menu = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    expect(await actions.count()).toBe((await menu.count()) - 1);
    expect(await actions.count()).toBeGreaterThanOrEqual(8);
    await actions.filter({ hasText: 'Dealer Tree' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dealer-tree');
    await page.goBack();
    await page.getByTestId('admin-dashboard').waitFor();
    await saveScreenshot(page, 'admin-dashboard-desktop');
    await context.close();
  });

  it('when read on a phone in English and in Hindi, then it fits 390 px', async () => {
    for (const language of ['en', 'hi'] as const) {
      const { context, page } = await adminHome(browser, 'mobile', language);
      await expect.poll(() => value(page, 'totalUsers')).toMatch(COUNT);
      if (language === 'hi') {
        await page.getByText('कुल उपयोगकर्ता', { exact: true }).waitFor();
        await page.getByRole('heading', { name: 'सिस्टम स्थिति' }).waitFor();
      }
      await expectFitsPhone(page);
      await saveScreenshot(page, `admin-dashboard-mobile-${language}`);
      await context.close();
    }
  });

  it('when the bookings service stops, then within 10 s its cards and status line turn red while the other cards keep their figures', async () => {
    const { context, page } = await adminHome(browser, 'mobile');
    await expect.poll(() => value(page, 'totalUsers')).toMatch(COUNT);
    await stopService('bookings');
    try {
      await expect.poll(() => statusOf(page, 'bookings'), { timeout: 10_000 }).toBe('down');
      const bookingsCard = page.getByTestId('card-totalBookings');
      expect(await bookingsCard.getAttribute('data-down')).toBe('true');
      await bookingsCard.getByText('Bookings service not answering').waitFor();
      expect(await value(page, 'totalBookings')).toBe('—');
      expect(await value(page, 'totalUsers')).toMatch(COUNT);
      expect(await value(page, 'totalProperties')).toMatch(COUNT);
      expect(await statusOf(page, 'auth')).toBe('up');
      await page
        .getByText('Bookings service not answering: transactions cannot be shown now.')
        .waitFor();
      await saveScreenshot(page, 'admin-dashboard-bookings-down-mobile');
    } finally {
      await startService('bookings');
    }
    await expect.poll(() => statusOf(page, 'bookings'), { timeout: 15_000 }).toBe('up');
    await expect.poll(() => value(page, 'totalBookings')).toMatch(COUNT);
    await context.close();
  });

  it('when the revenue reaches hundreds of crores, then the card says it in crore on one line and fits a phone in English and Hindi', async () => {
    // A rent at the ceiling's edge (₹999 crore a month): the revenue is the largest a deal allows.
    await confirmedBooking(browser, `Crore flat ${uniqueTag()}`, '9990000000');
    for (const [language, unit] of [
      ['en', 'crore'],
      ['hi', 'करोड़'],
    ] as const) {
      const { context, page } = await adminHome(browser, 'mobile', language);
      await expect.poll(() => value(page, 'totalRevenue')).toMatch(new RegExp(` ${unit}$`));
      const card = page.getByTestId('card-totalRevenue');
      const figure = page.getByTestId('value-totalRevenue');
      const [cardBox, figureBox] = await Promise.all([card.boundingBox(), figure.boundingBox()]);
      expect(figureBox!.x + figureBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      // One line: the figure is no taller than its own line height.
      const lines = await figure.evaluate((node) => node.getClientRects().length);
      expect(lines).toBe(1);
      await expectFitsPhone(page);
      await saveScreenshot(page, `admin-dashboard-crore-mobile-${language}`);
      await context.close();
    }
  });

  it('when the whole call fails, then Failed to load admin data, its toast and Retry show, and Retry loads the figures', async () => {
    const { context, page } = await openPage(browser);
    await logInByApi(context, adminCredentials());
    await page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false }),
      }),
    );
    await page.goto('/admin');
    await page.getByText(ERROR_MESSAGES.loadAdminDashboardFailed).waitFor();
    await page.getByText(ERROR_MESSAGES.loadAdminDataFailed, { exact: true }).waitFor();
    await page.unroute('**/api/admin/dashboard');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('admin-dashboard').waitFor();
    await expect.poll(() => value(page, 'totalUsers')).toMatch(COUNT);
    await context.close();
  });
});
