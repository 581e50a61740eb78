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
import { listPropertyByApi } from './support/listing-by-api';

type Session = { context: BrowserContext; page: Page; person: Person };

const signedIn = async (browser: Browser, name: string, viewport?: 'mobile'): Promise<Session> => {
  const session = await openPage(browser, viewport);
  const person = newPerson(name);
  await signUpByApi(session.context, person);
  await logInByApi(session.context, person);
  return { ...session, person };
};

type MyDealer = { id: string; referralCode: string; status: string } | null;
const myDealer = async (context: BrowserContext): Promise<MyDealer> =>
  ((await (await context.request.get('/api/dealers/me')).json()) as { data: MyDealer }).data;

// The admin decides through the API: the admin screens have their own tests.
const decide = async (admin: BrowserContext, id: string, decision: 'approve' | 'reject') => {
  const response = await admin.request.put(`/api/admin/dealer-requests/${id}/${decision}`);
  if (response.status() !== 200) {
    throw new Error(`${decision} answered ${response.status()}: ${await response.text()}`);
  }
};

// Applies through the API as the signed-in person; returns the application.
const applyByApi = async (context: BrowserContext, referralCode?: string) => {
  const response = await context.request.post('/api/auth/apply-dealer', {
    data: referralCode ? { referralCode } : {},
  });
  if (response.status() !== 201) {
    throw new Error(`apply-dealer answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: { id: string; referralCode: string } }).data;
};

// Approval makes the user a DEALER on their next request (no sign-out); signing in again once
// auth has recorded it gives a session whose token says DEALER too.
const approvedDealer = async (browser: Browser, admin: BrowserContext, name: string) => {
  const session = await signedIn(browser, name, 'mobile');
  const application = await applyByApi(session.context);
  await decide(admin, application.id, 'approve');
  await expect
    .poll(
      async () => {
        const login = await session.context.request.post('/api/auth/login', {
          data: { email: session.person.email, password: session.person.password },
        });
        return ((await login.json()) as { data?: { user?: { role?: string } } }).data?.user?.role;
      },
      { timeout: 30_000 },
    )
    .toBe('DEALER');
  await logInByApi(session.context, session.person);
  return { ...session, code: application.referralCode };
};

const proof = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };

describe('dealer screens', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('when a visitor fills the dealer signup, then each rule is shown and a valid form leads to /login', async () => {
    const { context, page } = await openPage(browser);
    const person = newPerson('Dinesh Meena');
    await page.goto('/dealer-signup');
    await page.getByRole('heading', { level: 1, name: 'Become a Dealer' }).waitFor();
    await page.getByText('Why become a dealer').waitFor();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    const problems = page
      .getByRole('alert')
      .filter({ hasText: 'Please fix the following issues:' });
    await problems.getByText('Full name is required').waitFor();
    await problems.getByText('Please enter a valid 10-digit mobile number').waitFor();

    // The first failing strength rule, the five bars, the confirmation.
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('Email address').fill(person.email);
    // The label carries a required mark that is hidden from the accessible name.
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await page.getByLabel('Mobile number').fill(`${person.mobile}99`);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(person.mobile);
    await password.fill('abcdefgh');
    expect(await page.getByTestId('password-strength').getAttribute('data-bars')).toBe('2');
    await page.getByLabel('Confirm password').fill('abcdefgX');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await problems.getByText('Password must contain at least one uppercase letter').waitFor();
    await problems.getByText('Passwords do not match').waitFor();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await password.getAttribute('type')).toBe('text');

    await password.fill(person.password);
    expect(await page.getByTestId('password-strength').getAttribute('data-bars')).toBe('5');
    await page.getByLabel('Confirm password').fill(person.password);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'aadhaar.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(page),
    });
    await page.getByAltText('Preview of your Aadhaar card image').waitFor();
    // An unknown code is flagged while typed; the server would refuse it too.
    await page.getByLabel('Referral code (optional)').fill('zzzz2345');
    await page
      .getByText('Invalid referral code. Please check the code or leave it empty.')
      .waitFor();
    await saveScreenshot(page, 'dealer-signup-desktop');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page
      .getByRole('alert')
      .getByText('Invalid referral code. Please check the code or leave it empty.')
      .waitFor();

    await page.getByLabel('Referral code (optional)').fill('');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Dealer registration submitted successfully!' })
      .waitFor();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('when a visitor opens the dealer signup on a phone, then it fits the width', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/dealer-signup');
    await page.getByRole('button', { name: 'Submit Application' }).waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'dealer-signup-mobile');

    // In Hindi: the page, the strength meter and the list of problems.
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: 'डीलर बनें' }).waitFor();
    await page.getByRole('button', { name: 'आवेदन जमा करें' }).click();
    await page.getByText('कृपया निम्नलिखित समस्याएँ ठीक करें:').waitFor();
    await page.getByText('पासवर्ड की मज़बूती: दर्ज नहीं').waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'dealer-signup-hindi-mobile');
    await context.close();
  });

  it('when a user applies, then the dashboard and /become-dealer show PENDING, and an approval or a rejection shows its banner', async () => {
    const visitor = await openPage(browser);
    await visitor.page.goto('/become-dealer');
    await visitor.page.waitForURL('**/login');
    await visitor.context.close();

    const user = await signedIn(browser, 'Kavita Saini');
    await user.page.goto('/dashboard');
    const card = user.page.locator('section').filter({ hasText: 'Become a Dealer' }).first();
    await card.getByRole('link', { name: 'Become a Dealer' }).click();
    await user.page.waitForURL('**/become-dealer');
    await user.page.getByText('Not applied yet').waitFor();
    await user.page.getByText('How it works').waitFor();
    await saveScreenshot(user.page, 'become-dealer-desktop');
    await user.page.getByRole('button', { name: 'Apply to Become a Dealer' }).click();
    await user.page
      .getByRole('status')
      .filter({ hasText: 'Dealer application submitted successfully! Awaiting admin approval.' })
      .waitFor();
    await user.page.waitForURL('**/dashboard');
    await user.page.getByText('Dealer application pending').waitFor();
    // Join Us is for users without an application.
    expect(await user.page.getByRole('link', { name: 'Join Us' }).count()).toBe(0);
    await saveScreenshot(user.page, 'dashboard-dealer-pending');

    await user.page.goto('/become-dealer');
    await user.page.getByText('Your dealer application is awaiting admin approval.').waitFor();
    const pending = user.page.getByRole('button', { name: 'Application Pending' });
    expect(await pending.isDisabled()).toBe(true);
    await saveScreenshot(user.page, 'become-dealer-pending');

    const application = await myDealer(user.context);
    if (!application) throw new Error('no application after applying');
    await decide(admin.context, application.id, 'reject');
    await user.page.reload();
    await user.page
      .getByText('Your earlier application was rejected. You may apply again.')
      .waitFor();
    await user.page.getByRole('button', { name: 'Apply to Become a Dealer' }).waitFor();
    await saveScreenshot(user.page, 'become-dealer-rejected');

    const again = await applyByApi(user.context);
    await decide(admin.context, again.id, 'approve');
    // The approval ended the session; the next sign-in is a dealer's.
    await expect
      .poll(
        async () => {
          await logInByApi(user.context, user.person);
          await user.page.goto('/become-dealer');
          await user.page.getByText('Your referral code', { exact: true }).waitFor();
          return user.page
            .getByText('Congratulations! You are already an approved dealer.')
            .count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await user.page.getByText(again.referralCode).first().waitFor();
    await saveScreenshot(user.page, 'become-dealer-approved');
    await user.context.close();
  });

  it('when a booking with a dealer code is approved and then unbooked, then the dealer sees both entries with their rule, on the dashboard and on a phone', async () => {
    const tag = uniqueTag();
    const title = `Dealer flat ${tag}`;
    const owner = await signedIn(browser, 'Om Prakash');
    const propertyId = await listPropertyByApi(owner.context, owner.page, {
      title,
      city: 'Bikaner',
      locality: 'Rani Bazar',
      perMonthCharges: '12000',
    });
    const dealer = await approvedDealer(browser, admin.context, 'Deepak Jangid');

    // A visitor typing the dealer's code (in any case) sees whose it is.
    const visitor = await openPage(browser);
    await visitor.page.goto('/dealer-signup');
    await visitor.page.getByLabel('Referral code (optional)').fill(dealer.code.toLowerCase());
    await visitor.page.getByText('Sponsor: Deepak Jangid').waitFor();
    await visitor.context.close();

    // Bookings learns of the listing and of the dealer's code by events: retry until it books.
    const buyer = await signedIn(browser, 'Usha Kumari');
    let bookingId = '';
    await expect
      .poll(
        async () => {
          const created = await buyer.context.request.post('/api/bookings/create', {
            multipart: {
              propertyId,
              paymentRef: 'UTR555666777',
              paymentProof: proof,
              dealerCode: dealer.code.toLowerCase(),
            },
          });
          if (created.status() === 201) {
            bookingId = ((await created.json()) as { data: { id: string } }).data.id;
          }
          return created.status();
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(201);

    const approve = await admin.context.request.put(`/api/bookings/${bookingId}/approve`);
    expect(approve.status()).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await (await dealer.context.request.get('/api/dealers/my-commissions')).json()) as {
              data: unknown[];
            }
          ).data.length,
        { timeout: 30_000 },
      )
      .toBe(1);

    await dealer.page.goto('/dashboard');
    const recent = dealer.page.getByTestId('recent-commission');
    await recent.filter({ hasText: title }).getByText('₹4,800.00').waitFor();
    await recent.getByText(/Level 1/).waitFor();
    await expectFitsPhone(dealer.page);
    await saveScreenshot(dealer.page, 'dashboard-recent-commissions-mobile');

    // The profile shows the dealer's code, status and total commission from the dealers service.
    await dealer.page.goto('/profile');
    const details = dealer.page.locator('dl').filter({ hasText: 'Dealer Code' });
    await details.getByText(dealer.code, { exact: true }).waitFor();
    await details.getByText('Approved', { exact: true }).waitFor();
    await details.getByText('₹4,800.00').waitFor();
    await saveScreenshot(dealer.page, 'profile-dealer-mobile');
    await dealer.page.goto('/become-dealer');
    await dealer.page.getByText('Congratulations! You are already an approved dealer.').waitFor();
    await expectFitsPhone(dealer.page);
    await saveScreenshot(dealer.page, 'become-dealer-approved-mobile');
    await dealer.page.goto('/dashboard');

    const unbook = await admin.context.request.put(`/api/bookings/${bookingId}/unbook`);
    expect(unbook.status()).toBe(200);
    await dealer.page.getByRole('link', { name: 'View all commissions' }).click();
    await dealer.page.waitForURL('**/commissions');
    const cards = dealer.page.getByTestId('commission-card');
    await expect
      .poll(
        async () => {
          await dealer.page.reload();
          await dealer.page.getByTestId('total-net').waitFor();
          return cards.count();
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    const reversal = cards.filter({ hasText: 'Reversal' });
    await reversal.getByText('-₹4,800.00').waitFor();
    const earned = cards.filter({ hasNotText: 'Reversal' });
    await earned.getByText("one month's rent ₹12,000 = ₹12,000").waitFor();
    await earned.getByText('Level 1 · 40%').waitFor();
    await earned.getByText('Your own code').waitFor();
    await earned.getByText(dealer.code, { exact: true }).waitFor();
    expect(await dealer.page.getByTestId('total-earned').textContent()).toBe('₹4,800.00');
    expect(await dealer.page.getByTestId('total-reversed').textContent()).toBe('-₹4,800.00');
    expect(await dealer.page.getByTestId('total-net').textContent()).toBe('₹0.00');
    await expectFitsPhone(dealer.page);
    await saveScreenshot(dealer.page, 'commissions-mobile');

    // The same ledger as a table on a desktop.
    await dealer.page.setViewportSize({ width: 1280, height: 800 });
    await dealer.page.getByTestId('commission-row').first().waitFor();
    await saveScreenshot(dealer.page, 'commissions-desktop');
    await dealer.page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await dealer.page.getByRole('heading', { level: 1, name: 'मेरे कमीशन' }).waitFor();
    await dealer.page
      .getByTestId('commission-row')
      .first()
      .getByText('एक महीने का किराया ₹12,000 = ₹12,000')
      .waitFor();
    await saveScreenshot(dealer.page, 'commissions-hindi-desktop');

    // Someone who is not a dealer is told the ledger is for dealers.
    await buyer.page.goto('/commissions');
    await buyer.page.getByText('Only dealers earn commissions').waitFor();

    await Promise.all([owner.context.close(), dealer.context.close(), buyer.context.close()]);
  });
});
