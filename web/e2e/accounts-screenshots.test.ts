import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aadhaarCardPng,
  adminCredentials,
  logInByApi,
  newPerson,
  signUpByApi,
} from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import type { ViewportName } from './support/browser';

// What a phone shows without scrolling: a full-page picture of a long screen is hard to read.
const saveFirstScreen = (page: Page, name: string): Promise<void> =>
  saveScreenshot(page, `${name}-top`, { fullPage: false });

// Pictures of the account screens for people to look at (web/e2e/screenshots, not committed).
describe('account screenshots', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`when the login and signup forms are sent empty on ${viewport}, then every rule shows`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
      await saveScreenshot(page, `login-${viewport}`);

      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      const summary = page
        .getByRole('alert')
        .filter({ hasText: 'Please fix the following issues' });
      expect(await summary.getByRole('listitem').allTextContents()).toEqual([
        'Full name is required',
        'Email address is required',
        'Please enter a valid 10-digit mobile number',
        'Password must be at least 8 characters long',
        'Please enter a valid 12-digit Aadhaar number',
      ]);
      await page.locator('input[type=file]').setInputFiles({
        name: 'aadhaar.png',
        mimeType: 'image/png',
        buffer: await aadhaarCardPng(page),
      });
      await page.getByRole('img', { name: 'Preview of your Aadhaar card image' }).waitFor();
      await saveScreenshot(page, `signup-errors-${viewport}`);

      // A file that is not an image is refused before anything is sent.
      await page.getByRole('button', { name: 'Remove' }).click();
      await page.locator('input[type=file]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await page.getByText('Please select a valid image file').waitFor();
      await context.close();
    });

    it(`when a signed-in person opens the profile on ${viewport}, then its view and edit modes are pictured`, async () => {
      const person = newPerson('Rohan Mehta');
      const { context, page } = await openPage(browser, viewport);
      await signUpByApi(context, person);
      await logInByApi(context, person);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
      await page.getByTestId('aadhaar-number').waitFor();
      await saveScreenshot(page, `profile-view-${viewport}`);
      await saveFirstScreen(page, `profile-view-${viewport}`);

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Full name').fill('');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Full name is required').first().waitFor();
      await saveScreenshot(page, `profile-edit-${viewport}`);
      await context.close();
    });

    it(`when an admin opens the admin screens on ${viewport}, then they are pictured`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await logInByApi(context, adminCredentials());
      const person = newPerson('Sunita Rao');
      await context.request.post('/api/admin/users', {
        data: {
          email: person.email,
          name: person.name,
          password: person.password,
          mobile: person.mobile,
          aadhaar: person.aadhaar,
        },
      });
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
      await saveScreenshot(page, `admin-home-${viewport}`);

      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'All Users', level: 1 }).waitFor();
      await page.getByText(person.email).waitFor();
      await saveScreenshot(page, `admin-users-${viewport}`);
      await saveFirstScreen(page, `admin-users-${viewport}`);

      // The Aadhaar image viewer, after the admin adds the image for the user.
      const entry = page.locator(`[data-user-email="${person.email}"]`);
      await entry.getByRole('button', { name: `Aadhaar image of ${person.name}` }).click();
      const viewer = page.getByRole('dialog', { name: 'Aadhaar Image' });
      await viewer.getByText('This user has no Aadhaar image yet.').waitFor();
      await viewer.locator('input[type=file][name=aadhaarImage]').setInputFiles({
        name: 'aadhaar.png',
        mimeType: 'image/png',
        buffer: await aadhaarCardPng(page),
      });
      await page.getByText('Aadhaar image updated successfully!').waitFor();
      await viewer.getByRole('img', { name: `Aadhaar card of ${person.name}` }).waitFor();
      await saveFirstScreen(page, `admin-aadhaar-${viewport}`);
      await viewer.getByRole('button', { name: 'Close' }).click();

      // Inline edit in the row (a card on phones).
      await entry.getByRole('button', { name: `Edit ${person.name}` }).click();
      const nameField = entry.getByLabel('Full name');
      await nameField.scrollIntoViewIfNeeded();
      expect(await nameField.inputValue()).toBe(person.name);
      await saveFirstScreen(page, `admin-users-edit-${viewport}`);
      await entry.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Add New User' }).click();
      await page.getByRole('button', { name: 'Create User' }).click();
      await page.getByText('Please fix the following issues').waitFor();
      await saveFirstScreen(page, `admin-add-user-${viewport}`);
      await context.close();
    });
  }

  it('when a signed-in person reads the profile in Hindi, then it is pictured', async () => {
    const person = newPerson('Rohan Mehta');
    const { context, page } = await openPage(browser);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await signUpByApi(context, person);
    await logInByApi(context, person);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await page.getByRole('button', { name: 'पासवर्ड अपडेट करें' }).click();
    await page.getByText('कृपया ये समस्याएँ ठीक करें').waitFor();
    await saveScreenshot(page, 'profile-hindi-desktop');
    await context.close();
  });
});
