import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, logInByApi, newPerson, submitLogin } from './support/accounts';
import type { Person } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

const rowOf = (page: Page, email: string) => page.locator(`tr[data-user-email="${email}"]`);

// A fresh browser for the person, so the admin's session is not involved.
const tryLogin = async (browser: Browser, person: Person) => {
  const opened = await openPage(browser);
  await submitLogin(opened.page, person);
  return opened;
};

describe('admin user management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an admin creates a user and blocks them, then they cannot log in until unblocked', async () => {
    const admin = adminCredentials();
    const person = newPerson('Kiran Patel');
    const { context, page } = await openPage(browser);

    await submitLogin(page, admin);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await page.getByRole('heading', { name: 'All Users', level: 1 }).waitFor();

    // The admin's own row (found by the search box: the list is a page at a time): Admin Dealer
    // Code says what it means, not a 24-character id; no block or delete.
    const search = page.getByLabel('Search users');
    await search.fill(admin.email);
    const adminRow = rowOf(page, admin.email);
    await adminRow.getByText('Admin Dealer Code').waitFor();
    await adminRow.getByText('Company — new dealers leave the referral code blank').waitFor();
    expect(await adminRow.getByRole('button', { name: /^Block|^Delete/ }).count()).toBe(0);
    await search.fill('');

    // Add New User.
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByText('Leave empty for OAuth users').waitFor();
    await dialog.getByLabel('Email address').fill(person.email);
    await dialog.getByLabel('Full name').fill(person.name);
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByLabel('Mobile number').fill(person.mobile);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('USER');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully').waitFor();
    await search.fill(person.email);
    const row = rowOf(page, person.email);
    await row.getByText('Active').waitFor();
    await row.getByText(/^Password set · changed /).waitFor();

    // Block, after confirming.
    await row.getByRole('button', { name: `Block ${person.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Block User' })
      .getByRole('button', { name: 'Block' })
      .click();
    await page.getByText('User blocked successfully').waitFor();
    await row.getByText('Blocked').waitFor();

    const blocked = await tryLogin(browser, person);
    await blocked.page
      .getByText('Your account has been blocked. Please contact support.')
      .waitFor();
    expect(new URL(blocked.page.url()).pathname).toBe('/login');
    await blocked.context.close();

    // Unblock, after confirming; now the login goes through.
    await row.getByRole('button', { name: `Unblock ${person.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Unblock User' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await page.getByText('User unblocked successfully').waitFor();
    await row.getByText('Active').waitFor();

    const unblocked = await tryLogin(browser, person);
    await unblocked.page.waitForURL((url) => url.pathname === '/dashboard');
    await unblocked.page
      .getByRole('heading', { name: `Welcome back, ${person.name}`, level: 1 })
      .waitFor();
    await unblocked.context.close();
    await context.close();
  });

  it('when an admin edits a row, changes a password and deletes the user, then each is confirmed', async () => {
    const person = newPerson('Meera Joshi');
    const { context, page } = await openPage(browser);
    await logInByApi(context, adminCredentials());
    await context.request.post('/api/admin/users', {
      data: { email: person.email, name: person.name, role: 'USER' },
    });
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(person.email);
    const row = rowOf(page, person.email);
    await row.getByText('No password (OAuth)').waitFor();

    // Inline edit: name, mobile, Aadhaar and role in the row itself.
    await row.getByRole('button', { name: `Edit ${person.name}` }).click();
    await row.getByLabel('Full name').fill('Meera Joshi Rao');
    await row.getByLabel('Aadhaar number').fill('1234');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Please enter a valid 12-digit Aadhaar number').waitFor();
    await row.getByLabel('Aadhaar number').fill(person.aadhaar);
    await row.getByLabel('Role').selectOption('DEALER');
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User updated successfully').waitFor();
    await row.getByText('Meera Joshi Rao').waitFor();
    await row.getByText('Dealer', { exact: true }).waitFor();

    // Change User Password: both rules of part 2 §5 before the server is asked.
    await row.getByRole('button', { name: 'Change password of Meera Joshi Rao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change User Password' });
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm new password').fill('shorter');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await dialog.getByText('Please fix the following issues').waitFor();
    await dialog.getByText('Password must be at least 8 characters long').first().waitFor();
    await dialog.getByText('Passwords do not match').first().waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill('Longenough1');
    await dialog.getByLabel('Confirm new password').fill('Longenough1');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully').waitFor();
    await row.getByText(/^Password set · changed /).waitFor();

    // Delete, after confirming.
    await row.getByRole('button', { name: 'Delete Meera Joshi Rao' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
