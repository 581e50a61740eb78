import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi, newPerson, signUpByApi, submitLogin } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

describe('booking terms before login (issue 26 item 7)', () => {
  let browser: Browser;
  let propertyId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await openPage(browser);
    const person = newPerson('Ramesh Saini');
    await signUpByApi(owner.context, person);
    await logInByApi(owner.context, person);
    propertyId = await listPropertyByApi(owner.context, owner.page, {
      perMonthCharges: '16500',
    });
    await waitUntilBookable(owner.context, propertyId);
    await owner.context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a guest opens a FREE flat, then they see the amount and what follows, and after login they are back on it with the booking form open', async () => {
    // An account made elsewhere (signing up through the API also signs that browser in).
    const guest = newPerson('Pooja Sharma');
    const elsewhere = await openPage(browser);
    await signUpByApi(elsewhere.context, guest);
    await elsewhere.context.close();

    const { context, page } = await openPage(browser, 'mobile');
    await page.goto(`/property/${propertyId}`);
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Book This Property' }),
    });
    await panel.getByText('Booking amount', { exact: true }).waitFor();
    await panel.getByText('₹16,500', { exact: true }).waitFor();
    await panel
      .getByText("The owner's contact number is shared with you once the booking is confirmed.")
      .waitFor();
    await panel
      .getByText('If the booking is not confirmed, the amount is refunded in 7–10 business days.')
      .waitFor();
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'guest-booking-terms-mobile', { fullPage: false });

    await panel.getByRole('link', { name: 'Log in to book' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/property/${propertyId}?book=1`);
    // A reload keeps the way back (it is in the address), and so does the signup link.
    await page.reload();
    const signupHref = await page.getByRole('link', { name: 'Sign up' }).getAttribute('href');
    expect(signupHref).toBe(`/signup?next=${encodeURIComponent(`/property/${propertyId}?book=1`)}`);

    await submitLogin(page, guest);
    await page.waitForURL((url) => url.pathname === `/property/${propertyId}`);
    await page.getByRole('dialog', { name: 'Book Property' }).waitFor();
    await context.close();
  });

  it('when a Hindi reader opens the same flat, then the amount and the steps are in Hindi', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(`/property/${propertyId}`);
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'यह संपत्ति बुक करें' }),
    });
    await panel.getByText('बुकिंग राशि', { exact: true }).waitFor();
    await panel.getByText('₹16,500', { exact: true }).waitFor();
    await panel
      .getByText('अगर बुकिंग की पुष्टि नहीं होती, तो राशि 7–10 कार्य दिवसों में लौटा दी जाती है।')
      .waitFor();
    await panel.getByRole('link', { name: 'बुक करने के लिए लॉग इन करें' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'guest-booking-terms-hi-mobile', { fullPage: false });
    await context.close();
  });
});
