import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarCardPng, logInByApi, newPerson, signUpByApi } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { fillRentFlat, openFeeDialog } from './support/listing-form';
import { listPropertyByApi } from './support/listing-by-api';
import type { ViewportName } from './support/browser';
import { uniqueTag } from '../../tests/support/stack-listings';

const openSignedIn = async (browser: Browser, viewport: ViewportName) => {
  const opened = await openPage(browser, viewport);
  const person = newPerson('Meena Rathore');
  await signUpByApi(opened.context, person);
  await logInByApi(opened.context, person);
  await opened.page.goto('/list-property');
  await opened.page.getByRole('heading', { name: 'List Your Property', level: 1 }).waitFor();
  return opened;
};

describe('listing a property', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a guest opens /list-property, then the login page shows', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/list-property');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('when a signed-in owner lists a RENT flat with a photo, a registry PDF and a fee proof, then it is live and they land on the dashboard', async () => {
    const { context, page } = await openSignedIn(browser, 'desktop');
    const tag = uniqueTag();
    const title = `Sunny flat in Malviya Nagar ${tag}`;
    await fillRentFlat(page, title);

    const dialog = await openFeeDialog(page);
    await dialog.getByText(`Property: ${title}`).waitFor();
    const reference = (await dialog.getByTestId('fee-reference').textContent()) ?? '';
    expect(reference).toMatch(/^GHAR-[A-Z0-9]{8}$/);
    const upiLink = await dialog
      .getByRole('link', { name: 'Pay with UPI app' })
      .getAttribute('href');
    expect(upiLink).toMatch(/^upi:\/\/pay\?pa=.+&pn=.+&am=\d+\.00&cu=INR&tr=GHAR-/);
    expect(upiLink).toContain(`tn=Ghar%20listing%20fee%20${reference}`);
    await saveScreenshot(page, 'list-property-fee-desktop', { fullPage: false });

    // The proof is required, then accepted as an image.
    await dialog.getByRole('button', { name: 'Publish Property' }).click();
    await dialog.getByText('Please upload payment proof').waitFor();
    await page.locator('input[name="listingFeeProof"]').setInputFiles({
      name: 'upi-receipt.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(page),
    });
    await dialog.getByRole('button', { name: 'Publish Property' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Property listed successfully!').waitFor();

    const found = await context.request.get(`/api/properties?location=${tag}`);
    const body = (await found.json()) as {
      data: { properties: { title: string; action: string; perMonthCharges?: number }[] };
    };
    expect(body.data.properties).toEqual([
      expect.objectContaining({ title, action: 'RENT', perMonthCharges: 18000 }),
    ]);
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    it(`when the form is sent empty on ${viewport}, then each rule shows under its field and the first one is scrolled to and focused`, async () => {
      const { context, page } = await openSignedIn(browser, viewport);
      await saveScreenshot(page, `list-property-form-${viewport}`);

      const submit = page.getByRole('button', { name: 'List Property' });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      for (const text of [
        'Property title is required',
        'Property type is required',
        'Property description is required',
        'State is required',
        'City is required',
        'Locality/Area/Layout is required',
        'Valid area is required',
        'At least one property image is required',
        'At least one registry document is required',
      ]) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      const titleField = page.getByLabel('Property title');
      await expect
        .poll(() => titleField.evaluate((node) => node === document.activeElement))
        .toBe(true);
      await expect
        .poll(() =>
          titleField.evaluate((node) => {
            const box = node.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      expect(await titleField.getAttribute('aria-invalid')).toBe('true');
      // The state and city type-aheads are marked like every other refused field.
      expect(await page.getByRole('combobox', { name: 'City' }).getAttribute('aria-invalid')).toBe(
        'true',
      );

      // The action decides the pricing fields.
      await page.getByLabel('Listing for').selectOption('LEASE');
      await page.getByLabel('Total lease charges (₹)').waitFor();
      await page.getByLabel('Lease duration (months)').waitFor();
      await page.getByLabel('Listing for').selectOption('SELL');
      await page.getByLabel('Price (₹)').waitFor();
      expect(await page.getByLabel('Lease duration (months)').count()).toBe(0);
      // PLOT hides BHK and shows a plot number; OTHER asks for a description.
      await page.getByLabel('Property type').selectOption('PLOT');
      await page.getByLabel('Plot number').waitFor();
      expect(await page.getByRole('combobox', { name: 'BHK', exact: true }).count()).toBe(0);
      await page.getByLabel('Registered as').selectOption('OTHER');
      await page.getByLabel('Describe the registration').waitFor();
      await saveScreenshot(page, `list-property-errors-${viewport}`);

      await page.reload();
      await fillRentFlat(page, `Screenshot flat ${uniqueTag()}`);
      await openFeeDialog(page);
      await saveScreenshot(page, `list-property-fee-${viewport}`, { fullPage: false });
      await context.close();
    });
  }

  it('when numbers past the ceilings or in exponent form are typed, then each field says so, in English and in Hindi', async () => {
    const { context, page } = await openSignedIn(browser, 'mobile');
    await fillRentFlat(page, `Ceiling flat ${uniqueTag()}`);
    await page.getByLabel('Monthly rent (₹)').fill('99999999999');
    await page.getByLabel('Area (sq ft)').fill('1e300');
    await page.getByRole('button', { name: 'List Property' }).click();
    await page.getByText('Amount must be at most ₹1,000 crore', { exact: true }).waitFor();
    await page.getByText('Valid area is required', { exact: true }).waitFor();
    await page.getByLabel('Area (sq ft)').fill('10000001');
    await page.getByRole('button', { name: 'List Property' }).click();
    await page.getByText('Area must be at most 1,00,00,000 sq ft', { exact: true }).waitFor();
    await saveScreenshot(page, 'list-property-ceilings-mobile');
    await context.close();

    const hindi = await openPage(browser, 'mobile');
    await hindi.context.addInitScript(() => localStorage.setItem('language', 'hi'));
    const person = newPerson('Kavita Meena');
    await signUpByApi(hindi.context, person);
    await logInByApi(hindi.context, person);
    await hindi.page.goto('/list-property');
    await hindi.page.getByRole('heading', { name: 'अपनी प्रॉपर्टी सूचीबद्ध करें', level: 1 }).waitFor();
    await hindi.page.getByLabel('क्षेत्रफल (वर्ग फ़ुट)').fill('10000001');
    await hindi.page.getByRole('button', { name: 'प्रॉपर्टी सूचीबद्ध करें', exact: true }).click();
    await hindi.page
      .getByText('क्षेत्रफल 1,00,00,000 वर्ग फ़ुट से ज़्यादा नहीं हो सकता', { exact: true })
      .waitFor();
    await hindi.context.close();
  });

  it('when the simple form is sent by a visitor, then it asks to log in; signed in and empty, then its texts combine', async () => {
    const guest = await openPage(browser, 'mobile');
    await guest.page.goto('/list-property/quick');
    await guest.page.getByRole('heading', { name: 'Quick Listing', level: 1 }).waitFor();
    await guest.page.getByRole('button', { name: 'List Property' }).click();
    await guest.page.getByText('Please login to list a property').first().waitFor();
    await guest.context.close();

    const { context, page } = await openSignedIn(browser, 'desktop');
    await page.getByRole('link', { name: 'Quick listing' }).click();
    await page.getByRole('heading', { name: 'Quick Listing', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'List Property' }).click();
    const summary = page.getByText(/^Please fix the following: /);
    await summary.waitFor();
    for (const text of [
      'Property title is required',
      'Property type is required',
      'Valid price is required',
      'Property description is required',
      'City is required',
      'State is required',
    ]) {
      expect(await summary.textContent()).toContain(text);
    }
    await page.locator('input[name="mediaFiles"]').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByText('notes.png is not an image file').waitFor();
    await saveScreenshot(page, 'list-property-quick-desktop');
    await context.close();
  });

  it('when the simple form opens, then exactly its seven fields are required, and those seven and the fee proof list the property', async () => {
    const { context, page } = await openSignedIn(browser, 'desktop');
    await page.goto('/list-property/quick');
    await page.getByRole('heading', { name: 'Quick Listing', level: 1 }).waitFor();
    const required = await page
      .locator('form span[aria-hidden="true"]', { hasText: /^\*$/ })
      .evaluateAll((marks) => marks.map((mark) => mark.parentElement?.textContent?.trim()));
    expect(required).toEqual([
      'Property title*',
      'Property type*',
      'Price (₹)*',
      'Description*',
      'State*',
      'City*',
      'Locality/Area/Layout*',
    ]);

    const tag = uniqueTag();
    const title = `Quick flat ${tag}`;
    await page.getByLabel('Property title').fill(title);
    await page.getByLabel('Property type').selectOption('APARTMENT');
    await page.getByLabel('Price (₹)').fill('3200000');
    await page.getByLabel('Description').fill('Third floor, lift, near the market.');
    await page.getByRole('combobox', { name: 'State' }).fill('Rajasthan');
    await page.getByRole('combobox', { name: 'City' }).fill('Kota');
    await page.getByLabel('Locality/Area/Layout').fill('Talwandi');
    const dialog = await openFeeDialog(page);
    await page.locator('input[name="listingFeeProof"]').setInputFiles({
      name: 'upi-receipt.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(page),
    });
    await dialog.getByRole('button', { name: 'Publish Property' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const found = await context.request.get(`/api/properties?location=${tag}`);
    const body = (await found.json()) as { data: { properties: unknown[] } };
    expect(body.data.properties).toEqual([
      expect.objectContaining({ title, type: 'APARTMENT', action: 'SELL', price: 3_200_000 }),
    ]);
    await context.close();
  });

  it('when the owner edits a listing, then the form starts filled, a photo is swapped and the title saved', async () => {
    const { context, page } = await openSignedIn(browser, 'desktop');
    const title = `Edit me flat ${uniqueTag()}`;
    const id = await listPropertyByApi(context, page, { title });
    const before = (await (await context.request.get(`/api/properties/${id}`)).json()) as {
      data: { mediaUrls: string[] };
    };

    await page.goto('/my-properties');
    await page
      .getByRole('button', { name: `Edit ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property' });
    const titleField = dialog.getByLabel('Property title');
    await expect.poll(() => titleField.inputValue()).toBe(title);
    expect(await dialog.getByLabel('Monthly rent (₹)').inputValue()).toBe('18000');
    await dialog
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await dialog.locator('input[name="mediaFiles"]').setInputFiles({
      name: 'new-front.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(page),
    });
    await titleField.fill(`${title} renovated`);
    await saveScreenshot(page, 'list-property-edit-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Update Property' }).click();
    await page.getByText('Property updated successfully').waitFor();

    const after = (await (await context.request.get(`/api/properties/${id}`)).json()) as {
      data: { title: string; mediaUrls: string[] };
    };
    expect(after.data.title).toBe(`${title} renovated`);
    expect(after.data.mediaUrls).toHaveLength(1);
    expect(after.data.mediaUrls[0]).not.toBe(before.data.mediaUrls[0]);
    await context.close();
  });
});
