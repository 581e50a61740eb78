import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import {
  adminCredentials,
  aadhaarCardPng,
  logInByApi,
  newPerson,
  signUpByApi,
} from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

// Issue 13 item 5 in the browser: the owner's listing fee and a booking paid with the same
// reference are flagged; the admin verifies the booking's payment on desktop and sees the cards
// on a phone.
describe('admin payment reconciliation', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  const tag = uniqueTag()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const title = `Payment flat ${tag}`;
  const reference = `UTR${tag}`.slice(0, 30);
  let propertyId = '';
  let bookingId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await openPage(browser);
    const ownerPerson = newPerson('Pooja Sharma');
    await signUpByApi(owner.context, ownerPerson);
    await logInByApi(owner.context, ownerPerson);
    propertyId = await listPropertyByApi(owner.context, owner.page, {
      title,
      listingFeeReference: reference,
    });
    await waitUntilBookable(owner.context, propertyId);
    const booker = await openPage(browser);
    const bookerPerson = newPerson('Ravi Kumar');
    await signUpByApi(booker.context, bookerPerson);
    await logInByApi(booker.context, bookerPerson);
    const booked = await booker.context.request.post('/api/bookings/create', {
      multipart: {
        propertyId,
        paymentRef: reference.toLowerCase(),
        paymentProof: {
          name: 'upi.png',
          mimeType: 'image/png',
          buffer: await aadhaarCardPng(booker.page),
        },
      },
    });
    expect(booked.status()).toBe(201);
    bookingId = ((await booked.json()) as { data: { id: string } }).data.id;
    await owner.context.close();
    await booker.context.close();
    admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('when the admin opens Payments and verifies the booking, then both payments show the duplicate warning and the booking turns Verified', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Payments' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Payment Reconciliation' }).waitFor();
    await expect.poll(() => page.getByTestId('summary-payments').textContent()).toMatch(/^\d+$/);

    const fee = page.locator(`tr[data-payment-id="${propertyId}"]`);
    const booking = page.locator(`tr[data-payment-id="${bookingId}"]`);
    await fee.getByTestId('duplicate-warning').waitFor();
    expect(await fee.getByTestId('duplicate-warning').textContent()).toContain(
      'Same reference as 1 other payment',
    );
    await booking.getByTestId('duplicate-warning').waitFor();
    await booking.getByText('Listing fee').waitFor({ state: 'detached' });
    await fee.getByText('Listing fee').waitFor();
    await booking.getByText('Booking pending').waitFor();
    await booking.getByRole('link', { name: 'View proof' }).waitFor();
    // A RECEIVED payment offers Verify only.
    await booking
      .getByRole('button', { name: `Mark refunded: ${title}` })
      .waitFor({ state: 'detached' });

    await booking.getByRole('button', { name: `Verify: ${title}` }).click();
    await page.getByRole('status').filter({ hasText: 'Payment verified' }).waitFor();
    await booking.locator('[data-state="VERIFIED"]').waitFor();
    await booking.getByText(/^Verified by /).waitFor();
    await booking.getByRole('button', { name: `Keep: ${title}` }).waitFor();
    await booking.getByRole('button', { name: `Mark refunded: ${title}` }).waitFor();

    // The proof is a private file the admin may open.
    const proofUrl = await booking.getByRole('link', { name: 'View proof' }).getAttribute('href');
    expect((await page.request.get(proofUrl ?? '')).status()).toBe(200);

    await page.getByLabel('Source').selectOption('LISTING_FEE');
    await booking.waitFor({ state: 'detached' });
    await fee.waitFor();
    await expect.poll(() => page.url()).toContain('source=LISTING_FEE');
    await page.getByLabel('Source').selectOption('');
    await booking.waitFor();
    await saveScreenshot(page, 'admin-payments-desktop');

    // Keeping (or refunding) is final: a dialog asks first and takes a note.
    await booking.getByRole('button', { name: `Keep: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Keep payment' });
    await dialog.getByText(`Keep ₹18,000 from Ravi Kumar for ${title}?`).waitFor();
    await dialog.getByLabel('Note (optional)').fill('Booking live: held for the deal');
    await saveScreenshot(page, 'admin-payments-keep-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Keep payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment kept' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await booking.locator('[data-state="KEPT"]').waitFor();
    await booking.getByText(/Booking live: held for the deal/).waitFor();
    await expect.poll(() => booking.getByRole('button').count()).toBe(0);
  });

  it('when the page is read on a phone, then each payment is a card that fits the screen', async () => {
    const phone = await openPage(browser, 'mobile');
    try {
      await logInByApi(phone.context, adminCredentials());
      await phone.page.goto('/admin/payments?source=BOOKING');
      await phone.page.getByRole('heading', { level: 1, name: 'Payment Reconciliation' }).waitFor();
      const card = phone.page.locator(`li[data-payment-id="${bookingId}"]`);
      await card.waitFor();
      await card.getByTestId('duplicate-warning').waitFor();
      await expect
        .poll(() => phone.page.getByRole('table', { name: 'Payment Reconciliation' }).isVisible())
        .toBe(false);
      await expectFitsPhone(phone.page);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(phone.page, 'admin-payments-mobile', { fullPage: false });
    } finally {
      await phone.context.close();
    }
  });
});
