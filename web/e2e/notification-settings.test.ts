import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi, newPerson, signUpByApi } from './support/accounts';
import {
  expectFitsPhone,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser';

// Issue 27 item 3: the profile's Notification settings — each kind of news × e-mail, WhatsApp
// and SMS (in the app always on), saved for the signed-in user alone; desktop in English and a
// phone in Hindi.
const signedIn = async (
  browser: Browser,
  viewport: ViewportName,
  language: 'en' | 'hi',
): Promise<{ context: BrowserContext; page: Page }> => {
  const session = await openPage(browser, viewport);
  const person = newPerson('Kavita Joshi');
  await signUpByApi(session.context, person);
  await logInByApi(session.context, person);
  if (language === 'hi') {
    // As the language switch leaves it: the choice kept in the page's storage.
    await session.page.goto('/favicon.svg', { waitUntil: 'load' });
    await session.page.evaluate(() => localStorage.setItem('language', 'hi'));
  }
  return session;
};

const savedPreferences = async (page: Page) =>
  (
    (await (await page.context().request.get('/api/notifications/mine/preferences')).json()) as {
      data: Record<string, Record<string, boolean>>;
    }
  ).data;

describe('the profile’s Notification settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a user on a desktop turns SMS on for bookings and WhatsApp off for money and saves, then a toast says so and a reload shows the choice', async () => {
    const { context, page } = await signedIn(browser, 'desktop', 'en');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Notification settings' });
    await section.waitFor();
    // The defaults: booking and money news on WhatsApp and e-mail; in the app always, fixed.
    const whatsappBookings = section.getByRole('checkbox', { name: 'WhatsApp for Bookings' });
    await whatsappBookings.waitFor();
    expect(await whatsappBookings.isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'SMS for Bookings' }).isChecked()).toBe(
      false,
    );
    const inApp = section.getByRole('checkbox', { name: 'In the app for Security of my account' });
    expect(await inApp.isChecked()).toBe(true);
    expect(await inApp.isDisabled()).toBe(true);
    await section.getByText('Quiet hours, 10 pm to 8 am India time').waitFor();

    await section.getByRole('checkbox', { name: 'SMS for Bookings' }).check();
    await section
      .getByRole('checkbox', { name: 'WhatsApp for Money: fees, refunds, commissions' })
      .uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved').waitFor();
    await saveScreenshot(page, 'notification-settings-desktop-en');

    const saved = await savedPreferences(page);
    expect(saved.BOOKING).toEqual({ email: true, whatsapp: true, sms: true });
    expect(saved.MONEY).toEqual({ email: true, whatsapp: false, sms: false });
    await page.reload();
    await section.getByRole('checkbox', { name: 'SMS for Bookings' }).waitFor();
    expect(await section.getByRole('checkbox', { name: 'SMS for Bookings' }).isChecked()).toBe(
      true,
    );
    await context.close();
  });

  it('when a user on a phone reads it in Hindi and turns e-mail on for listings, then it fits the phone and is saved', async () => {
    const { context, page } = await signedIn(browser, 'mobile', 'hi');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'सूचना सेटिंग्स' });
    const email = section.getByRole('checkbox', { name: 'मेरी लिस्टिंग के लिए ई-मेल' });
    await email.waitFor();
    expect(await email.isChecked()).toBe(false);
    await section.getByText('शांत समय').waitFor();
    await email.check();
    await section.getByRole('button', { name: 'सहेजें' }).click();
    await page.getByText('सूचना सेटिंग्स सहेजी गईं').waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'notification-settings-mobile-hi');
    // The grid itself at a phone's size, below the sticky header.
    await section.getByRole('table').evaluate((table) => table.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'notification-settings-mobile-hi-grid', { fullPage: false });
    expect((await savedPreferences(page)).LISTING).toEqual({
      email: true,
      whatsapp: false,
      sms: false,
    });
    await context.close();
  });
});
