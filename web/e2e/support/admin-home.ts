import type { Browser } from 'playwright-core';
import { adminCredentials, logInByApi } from './accounts';
import { openPage, type ViewportName } from './browser';

/** The admin, signed in, on /admin in a fresh context (Hindi chosen beforehand when asked). */
export async function openAdminHome(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  language: 'en' | 'hi' = 'en',
) {
  const opened = await openPage(browser, viewport);
  if (language !== 'en') {
    await opened.context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  }
  await logInByApi(opened.context, adminCredentials());
  await opened.page.goto('/admin');
  return opened;
}
