import { minimalPdf } from '@ghar/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import {
  aadhaarCardPng,
  adminCredentials,
  logInByApi,
  newPerson,
  signUpByApi,
  type Person,
} from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

type Session = { context: BrowserContext; page: Page; person: Person };

const signedIn = async (browser: Browser, name: string, viewport?: 'mobile'): Promise<Session> => {
  const session = await openPage(browser, viewport);
  const person = newPerson(name);
  await signUpByApi(session.context, person);
  await logInByApi(session.context, person);
  return { ...session, person };
};

const proof = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };

const propertyStatus = async (context: BrowserContext, id: string) =>
  (
    (await (await context.request.get(`/api/properties/${id}`)).json()) as {
      data: { status: string };
    }
  ).data.status;

describe('bookings', () => {
  let browser: Browser;
  const tag = uniqueTag();
  const title = `Sunny RENT flat ${tag}`;
  let owner: Session;
  let propertyId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedIn(browser, 'Anil Sharma');
    propertyId = await listPropertyByApi(owner.context, owner.page, {
      title,
      city: 'Ajmer',
      locality: 'Vaishali Nagar',
      perMonthCharges: '12000',
    });
    await waitUntilBookable(owner.context, propertyId);
  });
  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
  });

  it('when B and C book one flat and the admin approves B, then C is cancelled, the flat is Not Available, and unbooking frees it', async () => {
    // The owner is sent to My Properties, not offered their own flat (even by ?book=1).
    await owner.page.goto(`/property/${propertyId}?book=1`);
    await owner.page.getByRole('link', { name: 'Manage in My Properties' }).waitFor();
    expect(await owner.page.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
    expect(await owner.page.getByRole('dialog', { name: 'Book Property' }).count()).toBe(0);

    // B books through the modal: amount, UPI link with it, reference, proof, direct booking.
    const b = await signedIn(browser, 'Bhavna Joshi');
    await b.page.goto(`/property/${propertyId}`);
    await b.page.getByRole('button', { name: 'Book Now' }).click();
    const modal = b.page.getByRole('dialog', { name: 'Book Property' });
    await modal.getByTestId('booking-amount').filter({ hasText: '₹12,000' }).waitFor();
    const link = await modal.getByTestId('booking-upi-link').getAttribute('href');
    expect(link).toContain('am=12000.00');
    const reference = (await modal.getByTestId('booking-reference').textContent()) ?? '';
    expect(reference).toMatch(/^GHAR-BK-/);
    expect(link).toContain(`tr=${reference}`);
    await modal.getByRole('button', { name: 'Submit Booking' }).click();
    await modal.getByText('Payment reference is required').waitFor();
    await modal.getByText('Please upload payment proof').waitFor();
    await modal.getByLabel('Payment reference').fill('UTR123456789');
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'upi.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(b.page),
    });
    await saveScreenshot(b.page, 'booking-modal-desktop', { fullPage: false });
    await modal.getByRole('button', { name: 'Submit Booking' }).click();
    await b.page
      .getByRole('status')
      .filter({ hasText: 'Booking submitted successfully! Admin will review and confirm.' })
      .waitFor();
    await modal.waitFor({ state: 'detached' });

    await b.page.goto('/dashboard');
    const mine = b.page.locator('section').filter({ hasText: 'My Bookings' }).first();
    await mine.getByRole('link', { name: title }).waitFor();
    await mine.getByText('Pending', { exact: true }).waitFor();
    await mine.getByText('Direct booking').waitFor();
    // The UTR and proof went with the booking: a status says so, no 'I have paid' to press.
    await mine.getByText('Payment details sent.').waitFor();
    expect(await mine.getByRole('button', { name: 'I have paid' }).count()).toBe(0);

    // B opens Book Now again: the pending booking instead of a second payment, with the way to it.
    await b.page.goto(`/property/${propertyId}?book=1`);
    const again = b.page.getByRole('dialog', { name: 'Book Property' });
    await again.getByText('You have a pending booking for this property').waitFor();
    expect(await again.getByLabel('Payment reference').count()).toBe(0);
    await again.getByRole('link', { name: 'Open My Bookings' }).click();
    await b.page.waitForURL('**/dashboard');
    await mine.getByRole('link', { name: title }).waitFor();

    // C books the same flat (several PENDING bookings may coexist).
    const c = await signedIn(browser, 'Chetan Rao');
    const created = await c.context.request.post('/api/bookings/create', {
      multipart: { propertyId, paymentRef: 'UTR987654321', paymentProof: proof },
    });
    expect(created.status()).toBe(201);

    // The admin sees each booking's rival and approves B.
    const admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
    await admin.page.goto('/admin');
    await admin.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await admin.page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await admin.page.getByLabel('Search bookings').fill(tag);
    const rows = admin.page.locator('tr[data-booking-id]');
    await expect.poll(() => rows.count()).toBe(2);
    const rowB = rows.filter({ hasText: 'Bhavna Joshi' });
    const rowC = rows.filter({ hasText: 'Chetan Rao' });
    expect(await rowB.getByTestId('conflict-badge').textContent()).toContain('1');
    await saveScreenshot(admin.page, 'admin-bookings-desktop');
    await rowB.getByRole('button', { name: 'Details' }).click();
    const details = admin.page.getByRole('dialog', { name: 'Booking details' });
    await details.getByText('UTR123456789', { exact: true }).waitFor();
    await details.getByText('Booking submitted: ₹12,000, reference UTR123456789').waitFor();
    await details.getByText(reference, { exact: true }).waitFor();
    await details.getByRole('link', { name: 'Open payment proof' }).waitFor();
    await saveScreenshot(admin.page, 'admin-booking-details', { fullPage: false });
    await details.getByRole('button', { name: 'Close' }).click();

    await rowB.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve booking' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await admin.page
      .getByRole('status')
      .filter({ hasText: 'Booking approved successfully' })
      .waitFor();
    await rowB.getByText('Confirmed', { exact: true }).waitFor();
    await rowC.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => rowB.getByTestId('conflict-badge').count()).toBe(0);

    // The property leaves the market: Not Available on its page (BookingApproved → listings).
    await expect
      .poll(() => propertyStatus(c.context, propertyId), { timeout: 30_000 })
      .toBe('BOOKED');
    await c.page.goto(`/property/${propertyId}`);
    await c.page.getByText('Not Available', { exact: true }).waitFor();

    // B's dashboard: confirmed, with the timeline.
    await b.page.reload();
    await mine.getByText('Confirmed', { exact: true }).waitFor();
    await mine.getByText('Booking timeline').click();
    await mine.getByText('Approved by an admin').waitFor();
    await saveScreenshot(b.page, 'dashboard-my-bookings-desktop');

    // The owner sees who booked the flat, with B's mobile (contact shared once confirmed).
    await owner.page.goto('/my-properties');
    const card = owner.page.locator(`[data-listing-id="${propertyId}"]`);
    await card.getByText('Booked by Bhavna Joshi').waitFor();
    await card.getByRole('link', { name: b.person.mobile }).waitFor();
    await saveScreenshot(owner.page, 'my-properties-booked-by');

    // Unbook: FREE again.
    await rowB.getByRole('button', { name: 'Unbook' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Unbook property' })
      .getByRole('button', { name: 'Unbook' })
      .click();
    await admin.page
      .getByRole('status')
      .filter({ hasText: 'Property unbooked successfully' })
      .waitFor();
    await expect
      .poll(() => propertyStatus(c.context, propertyId), { timeout: 30_000 })
      .toBe('FREE');
    await c.page.reload();
    await c.page.getByRole('button', { name: 'Book Now' }).waitFor();

    await Promise.all([b.context.close(), c.context.close(), admin.context.close()]);
  });

  it('when a phone opens the booking screens, then they fit its width', async () => {
    const phone = await openPage(browser, 'mobile');
    await logInByApi(phone.context, adminCredentials());
    await phone.page.goto('/admin/bookings');
    await phone.page.getByLabel('Search bookings').fill(tag);
    // Test 1's bookings when it ran first, else the empty list: either must fit.
    await phone.page
      .locator('li[data-booking-id]')
      .first()
      .or(phone.page.getByText('No bookings found'))
      .waitFor();
    await expectFitsPhone(phone.page);
    await saveScreenshot(phone.page, 'admin-bookings-mobile');
    await phone.context.close();

    const d = await signedIn(browser, 'Deepa Singh', 'mobile');
    await d.page.goto(`/property/${propertyId}?book=1`);
    const modal = d.page.getByRole('dialog', { name: 'Book Property' });
    await modal.getByTestId('booking-reference').waitFor();
    await expectFitsPhone(d.page);
    await saveScreenshot(d.page, 'booking-modal-mobile', { fullPage: false });
    await d.page.keyboard.press('Escape');
    await d.page.goto('/dashboard');
    await d.page.getByText('You have not booked any property yet.').waitFor();
    await saveScreenshot(d.page, 'dashboard-my-bookings-mobile');
    await d.context.close();
  });

  it('when a person whose booking is PENDING opens Book Now again on a phone in Hindi, then the modal says so with a link to My Bookings, and My Bookings says the payment details were sent', async () => {
    const e = await signedIn(browser, 'Ekta Verma', 'mobile');
    const made = await e.context.request.post('/api/bookings/create', {
      multipart: { propertyId, paymentRef: 'UTR555566667777', paymentProof: proof },
    });
    expect(made.status()).toBe(201);
    await e.context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await e.page.goto(`/property/${propertyId}?book=1`);
    const modal = e.page.getByRole('dialog', { name: 'संपत्ति बुक करें' });
    await modal.getByText('इस संपत्ति की आपकी एक बुकिंग पहले से लंबित है').waitFor();
    await expectFitsPhone(e.page);
    await saveScreenshot(e.page, 'booking-modal-pending-hindi-mobile', { fullPage: false });
    await modal.getByRole('link', { name: 'मेरी बुकिंग खोलें' }).click();
    await e.page.waitForURL('**/dashboard');
    await e.page.getByText('भुगतान का विवरण भेज दिया गया।').waitFor();
    await expectFitsPhone(e.page);
    await saveScreenshot(e.page, 'dashboard-payment-sent-hindi-mobile');
    await e.context.close();
  });
});
