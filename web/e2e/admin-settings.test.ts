import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import { adminCredentials, logInByApi, newPerson, signUpByApi } from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { fillRentFlat, openFeeDialog } from './support/listing-form';

// Issue 13 item 4 in the browser: the admin changes the listing fee on /admin/settings and a
// user who opens the listing-fee dialog next pays the new fee — no restart, no redeploy.
describe('admin settings', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await logInByApi(admin.context, adminCredentials());
  });
  afterAll(async () => {
    // The stack is shared with the level's later files: the fee goes back to ₹100.
    await admin?.context.request.put('/api/admin/settings', {
      data: { section: 'listings', values: { listingFee: 100 } },
    });
    await browser?.close();
  });

  it('when the admin sets the fee to ₹150 on /admin/settings, then a user opening the listing-fee dialog sees ₹150 and the change is in the audit', async () => {
    const { page } = admin;
    await page.goto('/admin/settings');
    const fees = page.getByRole('form', { name: 'Listing fee and payments' });
    await fees.getByLabel('Listing fee (₹)').fill('150');
    await fees.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Listing fee and payments saved').waitFor();
    await fees.getByText(/Listing fee \(₹\) 100 → 150/).waitFor();
    await saveScreenshot(page, 'admin-settings-desktop');

    const owner = await openPage(browser);
    const person = newPerson('Kavita Meena');
    await signUpByApi(owner.context, person);
    await logInByApi(owner.context, person);
    await owner.page.goto('/list-property');
    await owner.page.getByRole('heading', { name: 'List Your Property', level: 1 }).waitFor();
    await fillRentFlat(owner.page, `Fee flat ${uniqueTag()}`);
    const dialog = await openFeeDialog(owner.page);
    await dialog.getByRole('img', { name: 'UPI QR code to pay ₹150' }).waitFor();
    expect(await dialog.getByText('₹150', { exact: true }).count()).toBeGreaterThan(0);
    await owner.context.close();
  });

  it('when the split adds up to more than 100%, then the page says so and keeps the saved split', async () => {
    const { page } = admin;
    await page.goto('/admin/settings');
    const commissions = page.getByRole('form', { name: 'Dealer commissions' });
    await commissions.getByLabel('Level shares (%)').fill('60, 30, 20');
    await commissions.getByRole('button', { name: 'Save' }).click();
    await commissions.getByText('The level shares must add up to 100% or less').waitFor();
    const saved = await page.request.get('/api/settings');
    expect(
      ((await saved.json()) as { data: { dealers: { levelSplitPercent: number[] } } }).data.dealers
        .levelSplitPercent,
    ).toEqual([40, 10, 5]);
  });

  it('when the page is read on a phone, then it fits the width', async () => {
    const phone = await openPage(browser, 'mobile');
    await logInByApi(phone.context, adminCredentials());
    await phone.page.goto('/admin/settings');
    await phone.page.getByRole('form', { name: 'Support contacts' }).waitFor();
    await expectFitsPhone(phone.page);
    await phone.context.close();
  });
});
