import { formatRupeesWithPaise } from '@ghar/contracts/format';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import {
  aadhaarCardPng,
  adminCredentials,
  logInByApi,
  newPerson,
  signUpByApi,
  submitLogin,
  type Person,
} from './support/accounts';
import {
  downloadedText,
  launchBrowser,
  openPage,
  saveScreenshot as saveFullPage,
} from './support/browser';
import { taggedPerson, waitForRequest, waitUntilDealer } from './support/dealers';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

type Session = { context: BrowserContext; page: Page };

// From the top: a page left scrolled draws its sticky header mid-page in a full-page shot.
const saveScreenshot = async (page: Page, name: string, options?: { fullPage?: boolean }) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  return saveFullPage(page, name, options);
};

// The figures, stated from the spec's defaults: a RENT flat at ₹12,345 a month earns one
// month's rent, split 40% to the code's dealer (D2) and 10% to their sponsor (D1):
// level 1 = 12,345 × 40% = ₹4,938.00; level 2 = 12,345 × 10% = ₹1,234.50.
const RENT = 12345;
const SHARES: Record<number, number> = { 1: 4_938, 2: 1_234.5 };
const share = (level: number) => SHARES[level] ?? 0;
const rupees = formatRupeesWithPaise;

// The dealer signup form as a visitor fills it (/dealer-signup); it leads to /login.
const signUpAsDealer = async (page: Page, person: Person, code = '', sponsor = '') => {
  await page.goto('/dealer-signup');
  await page.getByRole('heading', { level: 1, name: 'Become a Dealer' }).waitFor();
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  if (code) {
    await page.getByLabel('Referral code (optional)').fill(code);
    await page.getByText(`Sponsor: ${sponsor}`).waitFor();
  }
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Dealer registration submitted successfully!' })
    .waitFor();
  await page.waitForURL('**/login');
};

// Bookings learns an approved code from dealers.events on its own time: while it has not, the
// modal's submit is refused with 'Invalid Dealer Code' and U submits again.
const submitUntilCodeKnown = async (page: Page) => {
  const refused = page.getByRole('alert').filter({ hasText: 'Invalid Dealer Code' });
  const done = page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const refusals = await refused.count();
    await page.getByRole('button', { name: 'Submit Booking' }).click();
    // The answer, whichever it is, not a time limit: poll's default second is too short for a
    // create with a photo on a loaded machine (it failed so under CI load).
    await expect
      .poll(async () => (await done.count()) > 0 || (await refused.count()) > refusals, {
        timeout: 60_000,
      })
      .toBe(true);
    if ((await done.count()) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('bookings never learnt of the dealer code');
};

const approveOnRequestsPage = async (admin: Page, person: Person) => {
  await admin.goto('/admin/dealer-requests');
  await admin.getByLabel('Search dealer requests').fill(person.email);
  await admin.getByRole('button', { name: `Approve ${person.name}` }).click();
  await admin.getByRole('status').filter({ hasText: 'Dealer approved successfully' }).waitFor();
};

const bookingCommand = async (admin: Page, tag: string, command: 'Approve' | 'Unbook') => {
  await admin.goto('/admin/bookings');
  await admin.getByLabel('Search bookings').fill(tag);
  const row = admin.locator('tr[data-booking-id]').first();
  await row.getByRole('button', { name: command }).click();
  const title = command === 'Approve' ? 'Approve booking' : 'Unbook property';
  await admin.getByRole('dialog', { name: title }).getByRole('button', { name: command }).click();
  const done =
    command === 'Approve' ? 'Booking approved successfully' : 'Property unbooked successfully';
  await admin.getByRole('status').filter({ hasText: done }).waitFor();
};

// A dealer's /commissions row for the flat, at a level, with an amount (reloaded until the
// ledger, fed by bookings.events, has it).
const ledgerRow = async (page: Page, title: string, level: number, amount: string) => {
  const row = page
    .getByTestId('commission-row')
    .filter({ hasText: title })
    .filter({ hasText: `Level ${level}` })
    .filter({ hasText: amount });
  await expect
    .poll(
      async () => {
        await page.goto('/commissions');
        await page.getByRole('heading', { level: 1, name: 'My Commissions' }).waitFor();
        await page
          .getByTestId('commission-row')
          .first()
          .or(page.getByText('No commissions yet.', { exact: false }))
          .first()
          .waitFor();
        return row.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return row;
};

describe('dealer network journey (issue 12, Must show)', () => {
  let browser: Browser;
  let admin: Session;
  const tag = uniqueTag();
  const title = `Dealer-brought flat ${tag}`;
  const d1 = taggedPerson(newPerson('Dinesh Purohit'), tag, 1);
  const d2 = taggedPerson(newPerson('Divya Bhandari'), tag, 2);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it("when D1 and D2 join, U books with D2's code and the admin approves, then both earn their level's exact share, the tree adds it up, and unbooking reverses it", async () => {
    // The flat U will book, listed by its owner.
    const owner = await openPage(browser);
    const ownerPerson = newPerson('Om Prakash');
    await signUpByApi(owner.context, ownerPerson);
    await logInByApi(owner.context, ownerPerson);
    const propertyId = await listPropertyByApi(owner.context, owner.page, {
      title,
      city: 'Bikaner',
      locality: 'Rani Bazar',
      perMonthCharges: String(RENT),
    });
    await waitUntilBookable(owner.context, propertyId);
    await owner.context.close();

    // D1 signs up on /dealer-signup and signs in: a user while the application waits.
    const one = await openPage(browser);
    await signUpAsDealer(one.page, d1);
    await submitLogin(one.page, d1);
    await one.page.waitForURL('**/dashboard');
    // The header's account button names the role under the name.
    const header = one.page.getByRole('button', { name: `${d1.name}, Account menu` });
    await header.getByText('user', { exact: true }).waitFor();

    // The admin approves D1; the role changes without a sign-out (issue 23 item 6), so D1's
    // next page load says dealer (a login page, should one show, is passed through).
    await approveOnRequestsPage(admin.page, d1);
    await waitUntilDealer(browser, d1);
    await one.page.reload();
    await one.page
      .getByRole('button', { name: 'Login', exact: true })
      .or(header.getByText('dealer', { exact: true }))
      .first()
      .waitFor();
    if (new URL(one.page.url()).pathname === '/login') {
      await submitLogin(one.page, d1);
      await one.page.waitForURL('**/dashboard');
    }
    await header.getByText('dealer', { exact: true }).waitFor();
    await saveScreenshot(one.page, 'dealer-journey-d1-dealer-header', { fullPage: false });
    const d1Request = await waitForRequest(admin.context, d1.email, 'APPROVED');

    // D2 signs up with D1's code (the form names the sponsor) and is approved.
    const two = await openPage(browser);
    await signUpAsDealer(two.page, d2, d1Request.referralCode, d1.name);
    const d2Pending = await waitForRequest(admin.context, d2.email);
    expect(d2Pending.sponsor?.referralCode).toBe(d1Request.referralCode);
    expect(d2Pending.level).toBe(2);
    await approveOnRequestsPage(admin.page, d2);
    await waitUntilDealer(browser, d2);
    await logInByApi(two.context, d2);
    const d2Request = await waitForRequest(admin.context, d2.email, 'APPROVED');

    // U books the FREE flat through the modal with D2's code.
    const u = await openPage(browser);
    const uPerson = newPerson('Usha Kanwar');
    await signUpByApi(u.context, uPerson);
    await logInByApi(u.context, uPerson);
    await u.page.goto(`/property/${propertyId}`);
    await u.page.getByRole('button', { name: 'Book Now' }).click();
    const modal = u.page.getByRole('dialog', { name: 'Book Property' });
    await modal.getByTestId('booking-amount').filter({ hasText: '₹12,345' }).waitFor();
    await modal.getByLabel('Payment reference').fill('UTR555666777');
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'upi.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(u.page),
    });
    await modal.getByLabel('Dealer code (optional)').fill(d2Request.referralCode);
    await submitUntilCodeKnown(u.page);

    // The admin approves it on /admin/bookings; the row names D2's code.
    await admin.page.goto('/admin/bookings');
    await admin.page.getByLabel('Search bookings').fill(tag);
    await admin.page
      .locator('tr[data-booking-id]')
      .first()
      .getByText(d2Request.referralCode)
      .waitFor();
    await bookingCommand(admin.page, tag, 'Approve');

    // D2 earned level 1, D1 level 2, to the paisa.
    await ledgerRow(two.page, title, 1, rupees(share(1)));
    await saveScreenshot(two.page, 'dealer-journey-d2-commissions');
    const d1Row = await ledgerRow(one.page, title, 2, rupees(share(2)));
    await d1Row.getByText(`${d2.name} (${d2Request.referralCode})`).waitFor();
    await saveScreenshot(one.page, 'dealer-journey-d1-commissions');

    // The tree: D1 → D2, with each one's own and the branch's totals.
    await admin.page.goto('/admin/dealer-tree');
    await admin.page.getByLabel('Search dealers').fill(tag);
    const nodeD1 = admin.page.locator(`li[data-dealer-id="${d1Request.id}"]`);
    const nodeD2 = nodeD1.locator(`li[data-dealer-id="${d2Request.id}"]`);
    const figures = (node: typeof nodeD1) => node.locator(':scope > div').textContent();
    await nodeD2.waitFor();
    expect(await figures(nodeD1)).toContain(`Direct ${rupees(share(2))}`);
    expect(await figures(nodeD1)).toContain(`Total ${rupees(share(1) + share(2))}`);
    expect(await figures(nodeD2)).toContain(`Direct ${rupees(share(1))}`);
    await admin.page.getByRole('button', { name: `Show details of ${d1.name}` }).click();
    const details = admin.page.getByRole('region', { name: 'Selected Dealer Details' });
    await details.getByText(rupees(share(1) + share(2))).waitFor();
    await saveScreenshot(admin.page, 'dealer-journey-tree');

    // The month's ledger holds both shares.
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Export ledger (CSV)' }).click(),
    ]);
    const csv = await downloadedText(download);
    expect(csv).toContain(`${d2Request.referralCode},1,EARNED,${share(1).toFixed(2)}`);
    expect(csv).toContain(`${d1Request.referralCode},2,EARNED,${share(2).toFixed(2)}`);

    // Unbooking reverses both shares with negative entries; the earned ones stay.
    await bookingCommand(admin.page, tag, 'Unbook');
    await ledgerRow(two.page, title, 1, rupees(-share(1)));
    await two.page
      .getByTestId('total-net')
      .filter({ hasText: rupees(0) })
      .waitFor();
    expect(await two.page.getByTestId('commission-row').filter({ hasText: title }).count()).toBe(2);
    await saveScreenshot(two.page, 'dealer-journey-d2-reversed');
    await ledgerRow(one.page, title, 2, rupees(-share(2)));
    await admin.page.goto('/admin/dealer-tree');
    await admin.page.getByLabel('Search dealers').fill(tag);
    await expect
      .poll(
        async () => {
          await admin.page.getByRole('button', { name: 'Refresh', exact: true }).click();
          return figures(nodeD1);
        },
        { timeout: 30_000 },
      )
      .toContain(`Total ${rupees(0)}`);
    expect(await figures(nodeD2)).toContain(`Direct ${rupees(0)}`);
    await saveScreenshot(admin.page, 'dealer-journey-tree-reversed');

    await Promise.all([one.context.close(), two.context.close(), u.context.close()]);
  }, 300_000);
});
