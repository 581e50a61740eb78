import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi, newPerson, signUpByApi } from './support/accounts';
import { openAdminHome } from './support/admin-home';
import { baseUrl, launchBrowser, openPage, saveScreenshot, viewports } from './support/browser';
import { openMoreFilters } from './support/search-page';
import { dealerSignUpByApi, decideByApi, taggedPerson, waitForRequest } from './support/dealers';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
};

// By its test id: while it steps aside it is aria-hidden, out of the accessibility tree, and its
// title follows the language.
const helpButton = (page: Page) => page.getByTestId('help-button');
/** Whether the help button can be seen and pressed (not faded out with clicks passing through). */
const helpShows = (page: Page) =>
  helpButton(page).evaluate((node) => {
    const style = getComputedStyle(node);
    return style.opacity !== '0' && style.pointerEvents !== 'none';
  });

// Issue 23 items 23–27: what a browser walk found on the admin's notifications, toasts, the help
// button and dates.
describe('screens after the browser walk', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an admin reads in Hindi, then the bell, the notifications page and recent activity are Hindi, and an approval is green good news', async () => {
    const tag = Date.now().toString(36);
    const person = taggedPerson(newPerson('Kavya Rathore'), tag, 1);
    const visitor = await openPage(browser);
    await dealerSignUpByApi(visitor.context, person);
    await visitor.context.close();

    const admin = await openAdminHome(browser, 'desktop', 'hi');
    const request = await waitForRequest(admin.context, person.email);
    await decideByApi(admin.context, request.id, 'approve');

    const { page } = admin;
    await page.goto('/admin/notifications');
    // Written on the web from the record's template: the server's title is 'Dealer approved'.
    const approved = page.getByRole('listitem').filter({ hasText: 'डीलर स्वीकृत' }).filter({
      hasText: person.email,
    });
    await approved.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => approved.textContent())
      .toContain(
        `${person.name} (${person.email}) (कोड ${request.referralCode}) का डीलर आवेदन स्वीकृत हुआ।`,
      );
    expect(await approved.textContent()).toContain('अच्छी खबर');
    expect(await approved.textContent()).not.toContain('Dealer approved');
    const icon = approved.locator('[data-tone="good"]');
    expect(await icon.getAttribute('class')).toContain('green');
    expect(await icon.getAttribute('class')).not.toContain('red');
    const applied = page
      .getByRole('listitem')
      .filter({ hasText: 'नया डीलर आवेदन' })
      .filter({ hasText: person.email });
    await applied.waitFor();
    expect(await applied.textContent()).toContain('सीधे कंपनी के अंतर्गत डीलर बनने के लिए आवेदन किया');
    await saveScreenshot(page, 'notifications-hindi-desktop', { fullPage: false });

    // The details dialog says the same.
    await approved.getByRole('button', { name: 'डीलर स्वीकृत का विवरण देखें' }).click();
    const details = page.getByRole('dialog', { name: 'डीलर स्वीकृत' });
    await details.waitFor();
    expect(await details.textContent()).toContain('का डीलर आवेदन स्वीकृत हुआ।');
    await page.keyboard.press('Escape');

    // The bell's newest entries.
    const bellButton = page.getByRole('button', { name: /^सूचनाएँ/ });
    await bellButton.click();
    const bell = page.locator(`[id="${await bellButton.getAttribute('aria-controls')}"]`);
    await bell.getByText('डीलर स्वीकृत').first().waitFor();
    expect(await bell.textContent()).toContain('का डीलर आवेदन स्वीकृत हुआ।');
    expect(await bell.textContent()).not.toContain('Dealer approved');
    await saveScreenshot(page, 'notifications-bell-hindi-desktop', { fullPage: false });
    await page.keyboard.press('Escape');

    // The admin home's recent activity.
    await page.goto('/admin');
    const activity = page.getByTestId('recent-activity');
    await activity.waitFor();
    await expect
      .poll(() => activity.textContent(), { timeout: 30_000 })
      .toContain(`${person.name} का डीलर आवेदन स्वीकृत हुआ`);
    await admin.context.close();

    const phone = await openAdminHome(browser, 'mobile', 'hi');
    await phone.page.goto('/admin/notifications');
    await phone.page.getByText('डीलर स्वीकृत').first().waitFor();
    // Each card's details button stays pressable wherever the help button floats.
    const eye = phone.page.getByRole('button', { name: /का विवरण देखें$/ });
    for (let index = 0; index < Math.min(await eye.count(), 4); index += 1) {
      const target = eye.nth(index);
      await target.evaluate((node) => {
        const help = document.querySelector('[data-testid="help-button"]')!.getBoundingClientRect();
        const own = node.getBoundingClientRect();
        window.scrollBy(0, own.top + own.height / 2 - (help.top + help.height / 2));
      });
      await expect
        .poll(
          async () =>
            !(
              overlaps(await box(helpButton(phone.page)), await box(target)) &&
              (await helpShows(phone.page))
            ),
        )
        .toBe(true);
    }
    await saveScreenshot(phone.page, 'notifications-hindi-mobile', { fullPage: false });
    await phone.context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'when the same toast is asked for three times on %s, then one shows, at the top (right on desktop), clear of the header',
    async (viewport) => {
      const person = newPerson('Toast Tester');
      const { context, page } = await openPage(browser, viewport);
      await signUpByApi(context, person);
      await logInByApi(context, person);
      await page.goto('/dashboard');
      const refresh = page
        .getByRole('region', { name: 'My Properties' })
        .getByRole('button', { name: 'Refresh' });
      // Disabled while the list loads: each press waits for the one before to finish.
      for (let press = 0; press < 3; press += 1) {
        await expect.poll(() => refresh.isEnabled(), { timeout: 30_000 }).toBe(true);
        await refresh.click();
      }
      await expect.poll(() => refresh.isEnabled(), { timeout: 30_000 }).toBe(true);
      const toasts = page.getByRole('status').filter({ hasText: 'Properties refreshed!' });
      await toasts.first().waitFor();
      expect(await toasts.count()).toBe(1);

      const toast = await box(toasts.first());
      const header = await box(page.getByRole('banner'));
      const width = viewports[viewport].width;
      expect(overlaps(toast, header)).toBe(false);
      expect(toast.y).toBeLessThan(viewports[viewport].height / 3);
      // Top right on a desktop; across the top on a phone.
      expect(width - (toast.x + toast.width)).toBeLessThan(40);
      if (viewport === 'desktop') expect(toast.x).toBeGreaterThan(width / 2);
      await saveScreenshot(page, `toast-top-${viewport}`, { fullPage: false });
      await context.close();
    },
  );

  it('when a visitor fills a form on a phone, then the help button covers no field and no button, and a dialog hides it', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/signup');
    const form = page.locator('main form').first();
    await form.waitFor();
    const controls = form.locator(
      'input:visible, button:visible, select:visible, textarea:visible',
    );
    const count = await controls.count();
    expect(count).toBeGreaterThan(4);
    // The help button comes after hydration (components/after-hydration.tsx).
    await helpButton(page).waitFor();
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      await control.focus();
      // Bring the control to the help button's height, where it would sit under it.
      await control.evaluate((node) => {
        const help = document.querySelector('[data-testid="help-button"]')!.getBoundingClientRect();
        const own = node.getBoundingClientRect();
        window.scrollBy(0, own.top + own.height / 2 - (help.top + help.height / 2));
      });
      const name = await control.evaluate(
        (node) => node.getAttribute('name') ?? node.textContent ?? node.tagName,
      );
      await expect
        .poll(
          async () =>
            !(overlaps(await box(helpButton(page)), await box(control)) && (await helpShows(page))),
          { message: `the help button covers ${name}` },
        )
        .toBe(true);
    }
    await saveScreenshot(page, 'help-button-form-mobile', { fullPage: false });

    // Where nothing is under it, it shows; with a dialog open it cannot be pressed.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => helpShows(page)).toBe(true);
    await helpButton(page).click();
    await page.getByRole('dialog', { name: 'Send an Inquiry' }).waitFor();
    await expect.poll(() => helpShows(page)).toBe(false);
    expect(await helpButton(page).getAttribute('aria-hidden')).toBe('true');
    const center = await box(helpButton(page));
    expect(
      await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('[data-testid="help-button"]') ?? null,
        [center.x + center.width / 2, center.y + center.height / 2],
      ),
    ).toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => helpShows(page)).toBe(true);
    await context.close();
  });

  it('when a reader whose browser is set to en-US types a date, then it reads dd/mm/yyyy and the search gets ISO', async () => {
    // A native date input would follow the browser's locale: mm/dd/yyyy here.
    const context = await browser.newContext({
      viewport: viewports.desktop,
      baseURL: baseUrl(),
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const search = page.getByRole('form', { name: 'Search properties' });
    const date = search.getByLabel('Available By');
    expect(await date.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await date.pressSequentially('05122027');
    expect(await date.inputValue()).toBe('05/12/2027');
    await saveScreenshot(page, 'date-field-home-desktop', { fullPage: false });
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/properties\?/);
    expect(new URL(page.url()).searchParams.get('availabilityDate')).toBe('2027-12-05');

    // The filter shows the same date day first, and a new one typed there searches as ISO. The
    // search page's sidebar ("More filters"), and its Property Details section opens by itself
    // since it holds a chosen filter.
    const sidebar = await openMoreFilters(page);
    const filter = sidebar.getByLabel('Available by', { exact: true });
    await expect.poll(() => filter.inputValue()).toBe('05/12/2027');
    await expect.poll(() => filter.isVisible()).toBe(true);
    await filter.fill('');
    await filter.pressSequentially('31012028');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('availabilityDate'))
      .toBe('2028-01-31');
    expect(await page.getByRole('button', { name: 'Choose a date' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
