import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi, newPerson, signUpByApi, submitLogin } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';

// Issue 27: a signed-in user's language switch is kept on their profile (their notices are
// written in it), so it follows them to another browser, and a sign-in there adopts it.
describe('the profile’s language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a signed-in user switches to हिन्दी, then the profile shows हिन्दी, also in a fresh browser, and a sign-in on a device with no choice adopts it; switching back shows English', async () => {
    const person = newPerson('Meena Sharma');
    const first = await openPage(browser);
    await signUpByApi(first.context, person);
    await logInByApi(first.context, person);
    const { page } = first;
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    const languageRow = page.locator('dd', { hasText: 'Your notices are written in it.' });
    expect(await languageRow.locator('span[lang]').textContent()).toBe('English');
    await saveScreenshot(page, 'profile-language-en');

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/language') && res.request().method() === 'PUT',
    );
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'हिन्दी' }).click();
    expect((await saved).status()).toBe(200);
    const hindiRow = page.locator('dd', { hasText: 'आपकी सूचनाएँ इसी भाषा में लिखी जाती हैं।' });
    await hindiRow.locator('span[lang="hi"]', { hasText: 'हिन्दी' }).waitFor();
    await saveScreenshot(page, 'profile-language-hi');

    // Another browser, nothing stored in it: the server kept the choice.
    const second = await openPage(browser);
    await logInByApi(second.context, person);
    const me = await second.context.request.get('/api/auth/me');
    expect(((await me.json()) as { data: { user: { language: string } } }).data.user.language).toBe(
      'hi',
    );
    await second.page.goto('/profile');
    await second.page
      .locator('dd', { hasText: 'Your notices are written in it.' })
      .locator('span[lang="hi"]', { hasText: 'हिन्दी' })
      .waitFor();
    await second.context.close();

    // A device with no choice of its own signs in with the form: it adopts the profile's Hindi.
    const third = await openPage(browser);
    await submitLogin(third.page, person, { deviceChoosesLanguage: false });
    await third.page.waitForURL((url) => url.pathname === '/dashboard');
    await third.page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    expect(await third.page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    await third.context.close();

    const back = page.waitForResponse((res) => res.url().endsWith('/api/auth/language'));
    await header.getByRole('button', { name: 'English' }).click();
    expect((await back).status()).toBe(200);
    await languageRow.locator('span[lang="en"]', { hasText: 'English' }).waitFor();
    await first.context.close();
  });
});
