import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarCardPng, newPerson, submitLogin } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

describe('account journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a person signs up, logs in, edits the profile, changes the password and logs out, then the new password logs them in', async () => {
    const person = newPerson('Asha Verma');
    const newPassword = `${person.password}x!`;
    const { context, page } = await openPage(browser);

    // Sign up, with the Aadhaar card image previewed before sending.
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByLabel('Mobile number').fill(person.mobile);
    // The label carries a required mark that is hidden from the accessible name.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByLabel('Aadhaar number').fill(person.aadhaar);
    await page.locator('input[type=file]').setInputFiles({
      name: 'aadhaar.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(page),
    });
    await page.getByRole('img', { name: 'Preview of your Aadhaar card image' }).waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signup leads to login with the address filled in.
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your account has been created. Please log in.').waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${person.name}`, level: 1 }).waitFor();
    // The success toast survives the full-page redirect.
    await page.getByText('Login successful!').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email: person.email, role: 'USER' });
    // docs/identity-and-privacy.md: the browser keeps only the non-secret user object.
    expect(JSON.stringify(stored)).not.toContain(person.aadhaar);
    expect(stored).not.toHaveProperty('mobile');

    // The header dropdown shows the name and the role in lower case, and leads to the profile.
    const menu = page.getByRole('button', { name: `${person.name}, Account menu` });
    await menu.click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    expect(await menu.textContent()).toContain('user');

    // View mode: the server answers Aadhaar masked; Show asks it for the number (an audited
    // reveal) and shows it grouped 4-4-4; Hide masks it again.
    const last4 = person.aadhaar.slice(-4);
    const aadhaar = page.getByTestId('aadhaar-number');
    expect(await aadhaar.textContent()).toBe(`XXXX XXXX ${last4}`);
    const revealed = page.waitForResponse((res) => res.url().endsWith('/api/auth/aadhaar'));
    await page.getByRole('button', { name: 'Show Aadhaar number' }).click();
    expect((await revealed).status()).toBe(200);
    await aadhaar.filter({ hasText: person.aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ') }).waitFor();
    await page.getByRole('button', { name: 'Hide Aadhaar number' }).click();
    await aadhaar.filter({ hasText: `XXXX XXXX ${last4}` }).waitFor();
    await page.getByText('Regular User').waitFor();

    // The Aadhaar card image sent at signup opens full size; Escape closes it.
    await page.getByRole('button', { name: 'View Full' }).click();
    const viewer = page.getByRole('dialog', { name: `Aadhaar card of ${person.name}` });
    await viewer.getByRole('img', { name: `Aadhaar card of ${person.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // A picture: a text file is refused before upload, an image is stored and shown.
    const picture = page.locator('input[type=file][name=profilePic]');
    await picture.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page.getByText('Please select an image file').waitFor();
    await picture.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await aadhaarCardPng(page),
    });
    await page.getByText('Profile picture updated successfully!').waitFor();
    await page.getByRole('img', { name: `Profile picture of ${person.name}` }).waitFor();
    expect(
      await page
        .getByRole('img', { name: `Profile picture of ${person.name}` })
        .getAttribute('src'),
    ).toMatch(/^\/uploads\/auth\//);

    // Edit mode: a wrong mobile is refused on the spot, a right one is saved.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('Asha Verma Singh');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid 10-digit mobile number').waitFor();
    await page.getByLabel('Mobile number').fill('8123456789');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.getByText('8123456789').waitFor();
    await page.getByRole('heading', { name: 'Asha Verma Singh' }).waitFor();
    // The edit form left Aadhaar empty (it never holds the masked form): the number is kept.
    await aadhaar.filter({ hasText: `XXXX XXXX ${last4}` }).waitFor();

    // Change the password in Security Settings.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current password').fill(person.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}?`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    // The form closes and forgets what was typed.
    await page.getByLabel('Current password').waitFor({ state: 'detached' });

    // Log out from the header.
    await page.getByRole('button', { name: 'Asha Verma Singh, Account menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // The old password no longer works; the new one does.
    await submitLogin(page, { email: person.email, password: person.password });
    await page.getByText('Invalid email or password. Please check your credentials.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(page, { email: person.email, password: newPassword });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Asha Verma Singh', level: 1 }).waitFor();
    await context.close();
  });

  it('when the login form is sent empty, then both problems show under one heading', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following issues' });
    await summary.waitFor();
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'Email address is required',
      'Password is required',
    ]);
    await context.close();
  });
});
