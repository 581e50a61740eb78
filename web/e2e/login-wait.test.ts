import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newPerson } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

describe('login after too many wrong passwords', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an account is guessed five times from this address, then the page says in English and Hindi how long to wait', async () => {
    // No such account is needed: unknown and wrong read the same, and are slowed the same.
    const person = newPerson();
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(person.email);
    const password = page.getByLabel('Password', { exact: true });
    const login = page.getByRole('button', { name: 'Login', exact: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`Wrong@Pass${attempt}`);
      const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/login'));
      await login.click();
      await answered;
    }
    await password.fill('Wrong@Pass6');
    await login.click();
    await page.getByText('Too many failed login attempts. Please try again in 1 minute.').waitFor();
    await context.close();

    const hindi = await openPage(browser);
    await hindi.context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await hindi.page.goto('/login');
    await hindi.page.locator('input[type=email]').fill(person.email);
    await hindi.page.locator('input[type=password]').fill('Wrong@Pass7');
    await hindi.page.locator('form button[type=submit]').click();
    await hindi.page
      .getByText('लॉग इन की बहुत सारी असफल कोशिशें हुईं। कृपया 1 मिनट बाद फिर कोशिश करें।')
      .waitFor();
    await hindi.context.close();
  });
});
