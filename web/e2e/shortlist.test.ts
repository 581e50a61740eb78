import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import { logInByApi, newPerson, signUpByApi, type Person } from './support/accounts';
import {
  baseUrl,
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import type { ViewportName } from './support/browser';
import { listPropertyByApi, waitUntilFound } from './support/listing-by-api';

// Issue 27 item 5: the ♥ on cards and the detail page and /shortlist. A desktop in English saves
// a home from the results, finds it on /shortlist, sees its price drop after the owner lowers it
// and removes it; a visitor on a phone in Hindi presses ♥ and comes back from login to the home.

type Session = { context: BrowserContext; page: Page; person: Person };

const signedIn = async (
  browser: Browser,
  name: string,
  viewport: ViewportName = 'desktop',
): Promise<Session> => {
  const session = await openPage(browser, viewport);
  const person = newPerson(name);
  await signUpByApi(session.context, person);
  await logInByApi(session.context, person);
  return { ...session, person };
};

describe('the shortlist (♥)', () => {
  let browser: Browser;
  const tag = uniqueTag();
  const title = `Shortlist flat ${tag}`;
  let owner: Session;
  let propertyId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedIn(browser, 'Kamla Devi');
    propertyId = await listPropertyByApi(owner.context, owner.page, {
      title,
      city: 'Udaipur',
      perMonthCharges: '15000',
    });
    await waitUntilFound(baseUrl(), tag, 1);
  });
  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
  });

  it('when a user ♥s a card, then /shortlist shows the home, its price drop after the owner lowers it, and Remove empties it', async () => {
    const { page, context } = await signedIn(browser, 'Ravi Jain');
    try {
      await page.goto(`/properties?location=${encodeURIComponent(tag)}`);
      const save = page.getByRole('button', { name: 'Save to shortlist' });
      await save.click();
      const saved = page.getByRole('button', { name: 'Remove from shortlist' });
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      // The press is the ♥'s: the page stays on the results.
      expect(new URL(page.url()).pathname).toBe('/properties');
      await saveScreenshot(page, 'shortlist-card-saved-desktop-en', { fullPage: false });

      // The ♥ holds once the server has it: a fresh page reads it back as pressed.
      await page.reload();
      await page.getByRole('button', { name: 'Remove from shortlist' }).waitFor();

      // The account menu leads to it.
      await page.getByRole('button', { name: /, Account menu$/ }).click();
      await page.getByRole('link', { name: 'My Shortlist' }).click();
      await page.waitForURL((url) => url.pathname === '/shortlist');
      const item = page.getByTestId('shortlist-item').filter({ hasText: title });
      await item.waitFor();
      expect(await item.getByText('Price dropped').count()).toBe(0);

      const lowered = await owner.context.request.put(`/api/properties/${propertyId}`, {
        data: { perMonthCharges: 12000 },
      });
      expect(lowered.status(), await lowered.text()).toBe(200);
      await page.reload();
      await item.getByText('Price dropped', { exact: true }).waitFor();
      expect(await item.textContent()).toContain('₹15,000 / month');
      expect(await item.textContent()).toContain('₹12,000 / month');
      await saveScreenshot(page, 'shortlist-price-dropped-desktop-en');

      await item.getByRole('button', { name: `Remove ${title} from shortlist` }).click();
      await page.getByText('Your shortlist is empty').waitFor();
      await page.getByRole('link', { name: 'Search homes' }).waitFor();
      await saveScreenshot(page, 'shortlist-empty-desktop-en');
    } finally {
      await context.close();
    }
  });

  it('when a visitor on a phone in Hindi presses ♥ on a home, then login asks and brings them back to that home', async () => {
    // Her account exists, made elsewhere: on this phone she is a visitor.
    const person = newPerson('Sunita Meena');
    const elsewhere = await openPage(browser, 'desktop');
    await signUpByApi(elsewhere.context, person);
    await elsewhere.context.close();
    const { page, context } = await openPage(browser, 'mobile');
    try {
      // As the language switch leaves it: the choice kept in the page's storage.
      await page.goto('/favicon.svg', { waitUntil: 'load' });
      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await page.goto(`/property/${propertyId}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('button', { name: 'शॉर्टलिस्ट में सेव करें' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/property/${propertyId}`);
      await expectFitsPhone(page);

      await page.getByLabel('ईमेल पता').fill(person.email);
      await page.getByLabel('पासवर्ड', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/property/${propertyId}`);
      const heart = page.getByRole('button', { name: 'शॉर्टलिस्ट में सेव करें' });
      await heart.click();
      await page.getByRole('button', { name: 'शॉर्टलिस्ट से हटाएँ' }).waitFor();
      await saveScreenshot(page, 'shortlist-detail-saved-mobile-hi', { fullPage: false });

      await page.goto('/shortlist');
      await page.getByRole('heading', { name: 'मेरी शॉर्टलिस्ट' }).waitFor();
      await page.getByTestId('shortlist-item').filter({ hasText: title }).waitFor();
      await expectFitsPhone(page);
      await saveScreenshot(page, 'shortlist-page-mobile-hi');
    } finally {
      await context.close();
    }
  });
});
