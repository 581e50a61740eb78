import { minimalPdf } from '@ghar/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../tests/support/stack-listings';
import { logInByApi, newPerson, signUpByApi, type Person } from './support/accounts';
import { expectFitsPhone, launchBrowser, openPage, saveScreenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { listPropertyByApi, waitUntilBookable } from './support/listing-by-api';

// Issue 27: every signed-in user's bell and /notifications page, on a desktop in English and
// on a phone in Hindi. A booking of the owner's flat reaches the owner's bell live, without the
// booker's contact; the booker reads their own notice in Hindi.

type Session = { context: BrowserContext; page: Page; person: Person };

const signedIn = async (
  browser: Browser,
  name: string,
  viewport: ViewportName = 'desktop',
  language: 'en' | 'hi' = 'en',
): Promise<Session> => {
  const session = await openPage(browser, viewport);
  const person = newPerson(name);
  await signUpByApi(session.context, person);
  await logInByApi(session.context, person);
  if (language === 'hi') {
    // As the language switch leaves it: the choice kept in the page's storage.
    await session.page.goto('/favicon.svg', { waitUntil: 'load' });
    await session.page.evaluate(() => localStorage.setItem('language', 'hi'));
  }
  return { ...session, person };
};

/** Opens a page and resolves once the user's own live stream has answered. */
const openWithStream = async (page: Page, path: string) => {
  const streamOpened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications/mine/stream',
  );
  await page.goto(path);
  expect((await streamOpened).status()).toBe(200);
};

const proof = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };

describe('my notifications', () => {
  let browser: Browser;
  const tag = uniqueTag();
  const title = `Notice flat ${tag}`;
  let owner: Session;
  let booker: Session;
  let propertyId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedIn(browser, 'Anil Sharma');
    booker = await signedIn(browser, 'Bina Meena', 'mobile', 'hi');
    propertyId = await listPropertyByApi(owner.context, owner.page, {
      title,
      city: 'Ajmer',
      perMonthCharges: '12000',
    });
    await waitUntilBookable(owner.context, propertyId);
  });
  afterAll(async () => {
    await owner?.context.close();
    await booker?.context.close();
    await browser?.close();
  });

  it('when B books the owner’s flat, then the owner’s bell rises live without B’s contact, and /notifications marks it read', async () => {
    const { page } = owner;
    await openWithStream(page, '/');
    const bell = page.getByRole('button', { name: /^My notifications(, \d+ unread)?$/ });
    await bell.waitFor();
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    const booked = await booker.context.request.post('/api/bookings/create', {
      multipart: { propertyId, paymentRef: 'UTR12345678', paymentProof: proof },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // Live: the page was never reloaded.
    await page.getByRole('button', { name: 'My notifications, 1 unread' }).waitFor();
    expect(await page.getByTestId('notification-badge').textContent()).toBe('1');
    await bell.click();
    // The bell's panel (the toaster is a region named Notifications too).
    const panel = page
      .locator('section[aria-labelledby]')
      .filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
    const item = panel.getByRole('button', { name: /New booking request/ });
    await item.waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain(title);
    expect(text).toContain('₹12,000');
    for (const secret of [booker.person.name, booker.person.mobile, booker.person.email]) {
      expect(text).not.toContain(secret);
    }
    await saveScreenshot(page, 'my-notifications-bell-desktop', { fullPage: false });

    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await page.getByRole('heading', { name: 'My notifications', level: 1 }).waitFor();
    // Private: the page the server sends for it is kept out of search.
    const served = await owner.context.request.get('/notifications');
    expect(await served.text()).toContain('<meta name="robots" content="noindex, follow"');
    const list = page.getByRole('listitem').filter({ hasText: 'New booking request' });
    await list.waitFor();
    await saveScreenshot(page, 'my-notifications-page-desktop');

    await list.getByRole('button', { name: 'Mark read' }).click();
    await page.getByRole('button', { name: 'My notifications', exact: true }).waitFor();
    await page.getByLabel('Show').selectOption('false');
    await page.getByText('No notifications match these filters.').waitFor();
    expect(new URL(page.url()).search).toBe('?read=false');
    await page.getByLabel('Show').selectOption('true');
    await list.waitFor();
    await page.getByLabel('About').selectOption('DEALER');
    await page.getByText('No notifications match these filters.').waitFor();
  });

  it('when the booker opens the bell and /notifications on a phone in Hindi, then their notice reads in Hindi with ₹ and Mark all clears it', async () => {
    const { page } = booker;
    await openWithStream(page, '/notifications');
    await page.getByRole('heading', { name: 'मेरी सूचनाएँ', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'बुकिंग अनुरोध मिला' });
    await item.waitFor();
    expect(await item.textContent()).toContain('₹12,000');
    await expectFitsPhone(page);
    await saveScreenshot(page, 'my-notifications-page-mobile-hi');

    const bell = page.getByRole('button', { name: 'मेरी सूचनाएँ, 1 अपठित' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'सूचनाएँ' });
    await panel.getByRole('button', { name: /बुकिंग अनुरोध मिला/ }).waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'my-notifications-bell-mobile-hi', { fullPage: false });

    await panel.getByRole('button', { name: 'सब पढ़ी हुई करें' }).click();
    await page.getByRole('button', { name: 'मेरी सूचनाएँ', exact: true }).waitFor();
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
  });
});
