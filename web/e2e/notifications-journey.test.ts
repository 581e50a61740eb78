import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import type { ViewportName } from './support/browser';

// Overlays (modal, dropdown) are pictured as the visitor sees them: the viewport only.
const saveViewportScreenshot = (page: Page, name: string): Promise<void> =>
  saveScreenshot(page, name, { fullPage: false });

// A mobile number of its own per test (10 digits, 6–9 first), typed with a space as people do.
const uniqueMobile = (): { typed: string; stored: string } => {
  const stored = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return { typed: `${stored.slice(0, 5)} ${stored.slice(5)}`, stored };
};

const signInAsAdmin = async (context: BrowserContext): Promise<void> => {
  const email = process.env.GHAR_ADMIN_EMAIL;
  const password = process.env.GHAR_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('GHAR_ADMIN_EMAIL / GHAR_ADMIN_PASSWORD are not set');
  // As the login form does: the session cookie, and the user kept in the page's storage.
  await logInByApi(context, { email, password });
};

// Resolves once the page's live stream has answered, so what follows arrives through it.
const openAsAdmin = async (browser: Browser, path: string, viewport: ViewportName = 'desktop') => {
  const opened = await openPage(browser, viewport);
  await signInAsAdmin(opened.context);
  const streamOpened = opened.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications/stream',
  );
  await opened.page.goto(path);
  expect((await streamOpened).status()).toBe(200);
  return opened;
};

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

const unreadOf = async (page: Page): Promise<number> => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);
};

const sendInquiry = async (context: BrowserContext, message: string, mobileNumber: string) => {
  const response = await context.request.post('/api/inquiries', {
    data: { message, mobileNumber },
  });
  expect(response.status()).toBe(201);
};

describe('notifications and inquiries', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a visitor sends an inquiry, then the admin bell goes up live, leads to the inquiry and the admin deletes it', async () => {
    const admin = await openAsAdmin(browser, '/admin/notifications');
    await admin.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await bell(admin.page).waitFor();
    const before = await unreadOf(admin.page);
    await admin.page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const visitor = await openPage(browser, 'mobile');
    await visitor.page.goto('/');
    // On a phone the help button steps aside while it would cover the home Search button; a
    // visitor reaches it once the search panel is scrolled past.
    await visitor.page
      .getByRole('heading', { name: 'Browse by category' })
      .scrollIntoViewIfNeeded();
    await visitor.page.getByRole('button', { name: 'Send us an inquiry' }).click();
    const modal = visitor.page.getByRole('dialog', { name: 'Send an Inquiry' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Send Inquiry' }).click();
    await modal.getByText('Please enter your message').waitFor();
    expect(await modal.getByText('Please enter your mobile number').isVisible()).toBe(true);
    await saveViewportScreenshot(visitor.page, 'inquiry-modal-errors-mobile');

    const mobile = uniqueMobile();
    const message = `Looking for a 2 BHK flat near the station, ${mobile.stored}. ${'Please call after 6 PM. '.repeat(8)}`;
    await modal.getByLabel('Message').fill(message);
    await modal.getByLabel('Mobile number').fill('12345 678');
    await modal.getByRole('button', { name: 'Send Inquiry' }).click();
    await modal.getByText('Please enter a valid 10-digit mobile number').waitFor();
    await modal.getByLabel('Mobile number').fill(mobile.typed);
    await saveViewportScreenshot(visitor.page, 'inquiry-modal-mobile');
    await modal.getByRole('button', { name: 'Send Inquiry' }).click();
    await visitor.page
      .getByText("Your inquiry has been sent successfully! We'll get back to you soon.")
      .waitFor();
    await modal.waitFor({ state: 'detached' });
    await visitor.context.close();

    // Live: the badge rises on the open page, which was never reloaded.
    await admin.page.waitForFunction(
      (previous) => {
        const button = [...document.querySelectorAll('button[aria-label^="Notifications"]')][0];
        const count = /, (\d+) unread$/.exec(button?.getAttribute('aria-label') ?? '')?.[1];
        return Number(count ?? 0) > previous;
      },
      before,
      { timeout: 15_000 },
    );
    expect(
      await admin.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    expect(await admin.page.getByTestId('notification-badge').textContent()).toMatch(/^\d+\+?$/);
    // The open list took the new notification in as well.
    await admin.page.getByText(`From ${mobile.stored}:`).first().waitFor();

    await bell(admin.page).click();
    const dropdown = admin.page.getByRole('region', { name: 'Notifications' }).filter({
      has: admin.page.getByRole('link', { name: 'View all notifications' }),
    });
    await dropdown.waitFor();
    expect(await dropdown.getByRole('button', { name: 'Mark all read' }).isEnabled()).toBe(true);
    const item = dropdown.getByRole('button').filter({ hasText: `From ${mobile.stored}:` });
    await item.waitFor();
    await saveViewportScreenshot(admin.page, 'notification-bell-desktop');
    await item.click();

    await admin.page.waitForURL((url) => url.pathname === '/admin/inquiries');
    await admin.page.getByText('Navigated to inquiries page').waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: mobile.stored });
    await row.waitFor();
    const shown = await row.getByRole('cell').nth(1).textContent();
    expect(shown).toBe(`${message.slice(0, 150)}...`);
    expect(await row.getByText(/^ID: [0-9a-f]{8}$/).isVisible()).toBe(true);
    await admin.page.getByText(/^\d+ inquir(y|ies)$/).waitFor();
    await saveScreenshot(admin.page, 'admin-inquiries-desktop');

    await row.getByRole('button', { name: `Delete the inquiry from ${mobile.stored}` }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Delete inquiry' });
    await confirm
      .getByText('Are you sure you want to delete this inquiry? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const toast = admin.page
      .getByRole('status')
      .filter({ hasText: 'Inquiry deleted successfully' });
    await toast.waitFor();
    expect(await toast.getByText('Inquiry Deleted', { exact: true }).isVisible()).toBe(true);
    await row.waitFor({ state: 'detached' });
    await admin.context.close();
  });

  it('when the admin filters notifications and opens the details, then the data shows as JSON and the item is read', async () => {
    const mobile = uniqueMobile();
    const setup = await openPage(browser);
    await sendInquiry(setup.context, `Details check for ${mobile.stored}`, mobile.stored);
    await setup.context.close();

    const admin = await openAsAdmin(browser, '/admin/notifications');
    const { page } = admin;
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Inquiry Received' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Unread' });
    await page.getByLabel('Time', { exact: true }).selectOption({ label: 'Today' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(mobile.stored);
    await page.waitForURL((url) => url.searchParams.get('q') === mobile.stored);
    expect(new URL(page.url()).searchParams.get('type')).toBe('INQUIRY_RECEIVED');
    expect(new URL(page.url()).searchParams.get('read')).toBe('false');
    expect(new URL(page.url()).searchParams.get('date')).toBe('today');

    const details = page.getByRole('button', { name: 'View details of New inquiry' });
    // The previous page stays on screen until the filtered one arrives.
    await expect.poll(() => details.count()).toBe(1);
    expect(await page.getByText(/^Page \d+ of \d+$/).count()).toBe(0);
    await saveScreenshot(page, 'admin-notifications-filtered-desktop');

    await details.click();
    const dialog = page.getByRole('dialog', { name: 'New inquiry' });
    await dialog.waitFor();
    expect(await dialog.locator('pre').textContent()).toMatch(/^\{\n {2}"inquiryId": "[^"]+"\n\}$/);
    // Opening the details marks it read; the badge follows once the server agrees.
    await dialog.getByText('Read', { exact: true }).waitFor();
    await saveViewportScreenshot(page, 'notification-details-desktop');
    await dialog.getByRole('button', { name: 'Go to Related Item' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inquiries');
    await page.getByText('Navigated to inquiries page').waitFor();
    await admin.context.close();
  });

  it('when the admin screens are opened on a phone, then screenshots are saved', async () => {
    const admin = await openAsAdmin(browser, '/admin/notifications', 'mobile');
    const { page } = admin;
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await saveScreenshot(page, 'admin-notifications-mobile');
    await bell(page).click();
    await page.getByRole('link', { name: 'View all notifications' }).waitFor();
    await page
      .getByText(/^New user (signed up|added)$/)
      .first()
      .waitFor();
    await saveViewportScreenshot(page, 'notification-bell-mobile');
    await page.keyboard.press('Escape');

    await page.goto('/admin/inquiries');
    await page.getByRole('heading', { name: /^Inquiries/, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await saveScreenshot(page, 'admin-inquiries-mobile');

    await page.goto('/admin/integrations');
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'WhatsApp' })
      .getByText('Cloud API', { exact: true })
      .waitFor();
    await saveScreenshot(page, 'admin-integrations-mobile');
    await admin.context.close();
  });

  it('when the inquiry modal and the integrations page are opened on a desktop, then screenshots are saved', async () => {
    const visitor = await openPage(browser);
    await visitor.page.goto('/');
    // On a phone the help button steps aside while it would cover the home Search button; a
    // visitor reaches it once the search panel is scrolled past.
    await visitor.page
      .getByRole('heading', { name: 'Browse by category' })
      .scrollIntoViewIfNeeded();
    await visitor.page.getByRole('button', { name: 'Send us an inquiry' }).click();
    await visitor.page.getByRole('dialog', { name: 'Send an Inquiry' }).waitFor();
    await saveViewportScreenshot(visitor.page, 'inquiry-modal-desktop');
    await visitor.context.close();

    const admin = await openAsAdmin(browser, '/admin/integrations');
    const { page } = admin;
    const whatsapp = page.getByRole('region', { name: 'WhatsApp' });
    await whatsapp.getByText('Cloud API', { exact: true }).waitFor();
    await whatsapp.getByRole('button', { name: 'Send Test Notification' }).click();
    await whatsapp.getByText('Please enter a message').waitFor();
    await whatsapp.getByLabel('Message').fill('Hello from the Ghar browser test');
    await whatsapp.getByRole('button', { name: 'Send Test Notification' }).click();
    // Without WhatsApp credentials the service's reason shows, with them the success.
    await whatsapp.getByRole('alert').or(whatsapp.getByRole('status')).waitFor();
    await page.getByRole('region', { name: 'Telegram' }).getByText('Connection').waitFor();
    await saveScreenshot(page, 'admin-integrations-desktop');
    await admin.context.close();
  });

  it.each(['mobile', 'desktop'] as const)(
    'when a visitor scrolls to the end of a page on %s, then the help button covers no text of it',
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/');
      // At the end of the page: near the top, on a phone, the button steps aside from Search
      // (aria-hidden, out of the accessibility tree).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const help = page.getByRole('button', { name: 'Send us an inquiry' });
      await help.waitFor();
      const covered = await page.evaluate(() => {
        const button = document
          .querySelector('button[aria-label="Send us an inquiry"]')!
          .getBoundingClientRect();
        const hits: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (
            !node.textContent?.trim() ||
            node.parentElement?.closest('button[aria-label="Send us an inquiry"]')
          )
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const overlaps =
              rect.left < button.right &&
              rect.right > button.left &&
              rect.top < button.bottom &&
              rect.bottom > button.top;
            if (overlaps) hits.push(node.textContent.trim());
          }
        }
        return hits;
      });
      expect(covered).toEqual([]);
      await saveViewportScreenshot(page, `help-button-page-end-${viewport}`);
      await context.close();
    },
  );
});
