import { minimalPdf } from '@ghar/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import {
  adminCredentials,
  logInByApi,
  newPerson,
  signUpByApi,
  type Person,
} from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

// Issue 27 item 4: a visitor asks about a listing from its page (a phone, in Hindi), someone
// books it, and the owner reads both in /leads (a desktop in English, then a phone in Hindi):
// the booker's contact only once the booking is approved, the asker's mobile with the question.

type Session = { context: BrowserContext; page: Page };

const inHindi = async (page: Page) => {
  // As the language switch leaves it: the choice kept in the page's storage.
  await page.goto('/favicon.svg', { waitUntil: 'load' });
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
};

const signedIn = async (
  browser: Browser,
  person: Person,
  viewport: ViewportName,
  language: 'en' | 'hi',
): Promise<Session> => {
  const session = await openPage(browser, viewport);
  await logInByApi(session.context, person);
  if (language === 'hi') await inHindi(session.page);
  return session;
};

const proof = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };

describe("the owner's leads", () => {
  let browser: Browser;
  const tag = uniqueTag();
  const title = `Leads flat ${tag}`;
  const question = `Is there parking for a car? ${tag}`;
  const owner = newPerson('Kamal Rathore');
  const booker = newPerson('Bina Meena');
  let ownerDesk: Session;
  let propertyId = '';
  let bookingId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const setup = await openPage(browser);
    await signUpByApi(setup.context, owner);
    await signUpByApi(setup.context, booker);
    await setup.context.close();
    ownerDesk = await signedIn(browser, owner, 'desktop', 'en');
    propertyId = await listPropertyByApi(ownerDesk.context, ownerDesk.page, {
      title,
      city: 'Jodhpur',
      perMonthCharges: '14000',
    });
    await waitUntilBookable(ownerDesk.context, propertyId);
  });
  afterAll(async () => {
    await ownerDesk?.context.close();
    await browser?.close();
  });

  it('when a visitor on a phone in Hindi asks about the listing, then the inquiry form says the owner hears it and sends it', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await inHindi(page);
      await page.goto(`/property/${propertyId}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'इस संपत्ति के बारे में पूछें' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText('आपका सवाल और मोबाइल नंबर मालिक और हमारी टीम तक पहुँचेगा', {
          exact: false,
        })
        .waitFor();
      await dialog.getByRole('textbox').first().fill(question);
      await dialog.getByRole('textbox').nth(1).fill('98290 12345');
      await expectFitsPhone(page);
      await saveScreenshot(page, 'leads-ask-owner-mobile-hi', { fullPage: false });
      const sent = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/inquiries' &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'पूछताछ भेजें' }).click();
      const answer = await sent;
      expect(answer.status()).toBe(201);
      expect(((await answer.json()) as { data: { propertyId: string } }).data.propertyId).toBe(
        propertyId,
      );
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }

    const bookerSession = await signedIn(browser, booker, 'desktop', 'en');
    const booked = await bookerSession.context.request.post('/api/bookings/create', {
      multipart: { propertyId, paymentRef: 'UTR13572468', paymentProof: proof },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookingId = ((await booked.json()) as { data: { id: string } }).data.id;
    await bookerSession.context.close();
  });

  it('when the owner opens Leads on a desktop in English, then the request shows without the booker’s contact, the question with the mobile, and the count clears', async () => {
    const { page } = ownerDesk;
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Leads, 2 new' });
    await link.waitFor();
    expect(await page.getByTestId('leads-count').textContent()).toBe('2');
    await link.click();
    await page.getByRole('heading', { name: 'My Leads', level: 1 }).waitFor();

    const request = page.locator(`[data-lead-id="${bookingId}"]`);
    await request.waitFor();
    const text = (await request.textContent()) ?? '';
    expect(text).toContain(title);
    expect(text).toContain('Pending');
    expect(text).toContain('₹14,000');
    expect(text).toContain("You will see the booker's contact once the booking is confirmed.");
    for (const secret of [booker.name, booker.mobile, booker.email]) {
      expect(await page.content()).not.toContain(secret);
    }
    await saveScreenshot(page, 'leads-bookings-desktop');

    await page.getByRole('tab', { name: 'Questions' }).click();
    const asked = page.getByRole('listitem').filter({ hasText: question });
    await asked.waitFor();
    expect(await asked.getByRole('link', { name: 'Call 9829012345' }).getAttribute('href')).toBe(
      'tel:+919829012345',
    );
    await saveScreenshot(page, 'leads-questions-desktop');

    // Seen: back on another page, the link has no count.
    await page.goto('/');
    await page.getByRole('link', { name: 'Leads', exact: true }).waitFor();
    expect(await page.getByTestId('leads-count').count()).toBe(0);

    const admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
    const approved = await admin.context.request.put(`/api/bookings/${bookingId}/approve`);
    expect(approved.status()).toBe(200);
    // Admins still see every inquiry; a question names its listing.
    await admin.page.goto('/admin/inquiries');
    await admin.page
      .getByRole('link', { name: `About: ${title}` })
      .first()
      .waitFor();
    await admin.context.close();

    await page.goto('/leads');
    const contact = request.getByTestId('lead-contact');
    await contact.waitFor();
    expect(await request.textContent()).toContain('Confirmed');
    expect(await contact.textContent()).toContain(booker.name);
    expect(await contact.getByRole('link', { name: `Call ${booker.mobile}` }).count()).toBe(1);
    await saveScreenshot(page, 'leads-confirmed-desktop');
  });

  it('when the owner opens Leads on a phone in Hindi, then both kinds read in Hindi and fit the screen', async () => {
    const { context, page } = await signedIn(browser, owner, 'mobile', 'hi');
    try {
      await page.goto('/leads');
      await page.getByRole('heading', { name: 'मेरी लीड्स', level: 1 }).waitFor();
      const request = page.locator(`[data-lead-id="${bookingId}"]`);
      await request.waitFor();
      expect(await request.textContent()).toContain('₹14,000');
      await expectFitsPhone(page);
      await saveScreenshot(page, 'leads-bookings-mobile-hi');
      await page.getByRole('tab', { name: 'सवाल' }).click();
      await page.getByRole('listitem').filter({ hasText: question }).waitFor();
      await page.getByText('मालिकों को 24 घंटे के भीतर पूछताछ का जवाब देना चाहिए।').waitFor();
      await expectFitsPhone(page);
      await saveScreenshot(page, 'leads-questions-mobile-hi');
    } finally {
      await context.close();
    }
  });
});
