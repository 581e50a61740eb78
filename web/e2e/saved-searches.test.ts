import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi, newPerson, signUpByApi } from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';

// Issue 27 item 6: "Alert me" on the search page and /saved-searches. A desktop in English saves
// the search 2 BHK in Jodhpur under ₹20,000 with its suggested name, finds it from the account
// menu, pauses and deletes it; a visitor on a phone in Hindi presses "Alert me", logs in, comes
// back to the same search and saves it, then pauses and deletes it on the Hindi page.

const SEARCH = '/properties?action=RENT&city=Jodhpur&bhk=2&maxPerMonthCharges=20000';

/** The search page's quick filters (and with them "Alert me") load after the first paint. */
const alertMe = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('saved searches and alerts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a user presses Alert me on a search, then it is saved with its name; /saved-searches pauses and deletes it', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const person = newPerson('Meera Joshi');
    await signUpByApi(context, person);
    await logInByApi(context, person);
    try {
      await page.goto(SEARCH);
      await alertMe(page, 'Alert me').click();
      const dialog = page.getByRole('dialog', { name: 'Alert me about new homes' });
      const name = dialog.getByLabel('Name of this search');
      await expect.poll(() => name.inputValue()).toBe('2 BHK in Jodhpur under ₹20,000');
      await saveScreenshot(page, 'saved-search-alert-me-desktop-en', { fullPage: false });
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await page.getByText('Search saved. We will alert you about new matches.').waitFor();
      expect(await dialog.count()).toBe(0);

      await page.getByRole('button', { name: /, Account menu$/ }).click();
      await page.getByRole('link', { name: 'Saved Searches' }).click();
      await page.waitForURL((url) => url.pathname === '/saved-searches');
      const card = page.getByTestId('saved-search').filter({
        hasText: '2 BHK in Jodhpur under ₹20,000',
      });
      await card.getByText('Alerts on', { exact: true }).waitFor();
      expect(await card.textContent()).toContain('for rent');
      expect(await card.getByRole('link', { name: 'View results' }).getAttribute('href')).toBe(
        '/properties?action=RENT&maxPerMonthCharges=20000&bhk=2&city=Jodhpur',
      );

      await card
        .getByRole('button', { name: 'Pause alerts for 2 BHK in Jodhpur under ₹20,000' })
        .click();
      await card.getByText('Paused', { exact: true }).waitFor();
      await card.getByRole('button', { name: /^Resume alerts for / }).waitFor();
      await saveScreenshot(page, 'saved-searches-paused-desktop-en');

      await card.getByRole('button', { name: 'Delete 2 BHK in Jodhpur under ₹20,000' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete saved search?' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('No saved searches yet').waitFor();
      await saveScreenshot(page, 'saved-searches-empty-desktop-en');
    } finally {
      await context.close();
    }
  });

  it('when a visitor on a phone in Hindi presses Alert me, then login brings them back to the search to save it; the Hindi page pauses and deletes it', async () => {
    const person = newPerson('Sunil Bishnoi');
    const elsewhere = await openPage(browser, 'desktop');
    await signUpByApi(elsewhere.context, person);
    await elsewhere.context.close();
    const { page, context } = await openPage(browser, 'mobile');
    try {
      await page.goto('/favicon.svg', { waitUntil: 'load' });
      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await page.goto(SEARCH);
      await alertMe(page, 'मुझे अलर्ट करें').click();
      await page.waitForURL((url) => url.pathname === '/login');
      const back = new URL(page.url()).searchParams.get('next') ?? '';
      expect(new URL(back, 'http://x').searchParams.get('city')).toBe('Jodhpur');

      await page.getByLabel('ईमेल पता').fill(person.email);
      await page.getByLabel('पासवर्ड', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/properties');
      expect(new URL(page.url()).searchParams.get('maxPerMonthCharges')).toBe('20000');

      await alertMe(page, 'मुझे अलर्ट करें').click();
      const dialog = page.getByRole('dialog', { name: 'नए घरों के बारे में अलर्ट करें' });
      const name = dialog.getByLabel('इस खोज का नाम');
      await expect.poll(() => name.inputValue()).toBe('2 BHK Jodhpur में ₹20,000 तक');
      await expectFitsPhone(page);
      await saveScreenshot(page, 'saved-search-alert-me-mobile-hi', { fullPage: false });
      await dialog.getByRole('button', { name: 'खोज सेव करें' }).click();
      await page.getByText('खोज सेव हो गई। नए मिलते घरों के बारे में हम आपको अलर्ट करेंगे।').waitFor();

      await page.goto('/saved-searches');
      await page.getByRole('heading', { name: 'सेव की गई खोजें', level: 1 }).waitFor();
      const card = page.getByTestId('saved-search').filter({ hasText: '2 BHK Jodhpur में' });
      await card.getByText('अलर्ट चालू', { exact: true }).waitFor();
      await card.getByRole('button', { name: /के अलर्ट रोकें$/ }).click();
      await card.getByText('रुका हुआ', { exact: true }).waitFor();
      await expectFitsPhone(page);
      await saveScreenshot(page, 'saved-searches-paused-mobile-hi');

      await card.getByRole('button', { name: /हटाएँ$/ }).click();
      const confirm = page.getByRole('dialog', { name: 'सेव की गई खोज हटाएँ?' });
      await confirm.getByRole('button', { name: 'हटाएँ', exact: true }).click();
      await page.getByText('अभी कोई सेव की गई खोज नहीं').waitFor();
      await saveScreenshot(page, 'saved-searches-empty-mobile-hi');
    } finally {
      await context.close();
    }
  });
});
