import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminHome } from './support/admin-home';
import { newPerson } from './support/accounts';
import { launchBrowser, overflowOf, saveScreenshot } from './support/browser';

const grouped = (aadhaar: string) => aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('admin users search and Aadhaar reveal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an admin searches by mobile and asks to see a number, then one row shows and Show reveals it, audited', async () => {
    const { context, page } = await openAdminHome(browser);
    const person = newPerson('Lata Mangal');
    const created = await context.request.post('/api/admin/users', {
      data: {
        email: person.email,
        name: person.name,
        mobile: person.mobile,
        aadhaar: person.aadhaar,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { user: { id: string } } }).data.user;

    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(person.mobile);
    const row = page.locator(`tr[data-user-email="${person.email}"]`);
    await row.waitFor();
    await page.getByText('1 user', { exact: true }).waitFor();
    expect(await page.locator('tr[data-user-email]').count()).toBe(1);

    const number = row.getByTestId('aadhaar-number');
    expect(await number.textContent()).toBe(`XXXX XXXX ${person.aadhaar.slice(-4)}`);
    const revealed = page.waitForResponse((res) =>
      res.url().endsWith(`/api/admin/users/${id}/aadhaar`),
    );
    await row.getByRole('button', { name: `Show Aadhaar number of ${person.name}` }).click();
    expect((await revealed).status()).toBe(200);
    await number.filter({ hasText: grouped(person.aadhaar) }).waitFor();

    // The audit, on the page and through the API.
    await page.getByText('Aadhaar number reveals').click();
    await page.getByText(`saw the number of ${person.name}`).first().waitFor();
    const audit = await context.request.get(`/api/admin/users/aadhaar-reveals?userId=${id}`);
    const { reveals } = ((await audit.json()) as { data: { reveals: any[] } }).data;
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({ subject: { id }, actor: { role: 'ADMIN' } });

    await page.getByLabel('Search users').fill(`no-such-${person.email}`);
    await page.getByText('No users match this search.').waitFor();
    await context.close();
  });

  it('when read on a phone in Hindi, then the search and the masked number fit 390 px', async () => {
    const { context, page } = await openAdminHome(browser, 'mobile', 'hi');
    const person = newPerson('Lata Mangal');
    await context.request.post('/api/admin/users', {
      data: { email: person.email, name: person.name, aadhaar: person.aadhaar },
    });
    await page.goto('/admin/users');
    await page.getByLabel('उपयोगकर्ता खोजें').fill(person.email);
    const card = page.locator(`[data-user-email="${person.email}"]`);
    await card.getByTestId('aadhaar-number').waitFor();
    await card.getByRole('button', { name: `${person.name} का आधार नंबर दिखाएँ` }).click();
    await card.getByText(grouped(person.aadhaar)).waitFor();
    await page.getByText('आधार नंबर कब देखे गए').click();
    await page.getByText(`ने ${person.name} का नंबर देखा`).first().waitFor();
    expect(await overflowOf(page, 390)).toBeNull();
    await saveScreenshot(page, 'admin-users-search-mobile-hi');
    await context.close();
  });
});
