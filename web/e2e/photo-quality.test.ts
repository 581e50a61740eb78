import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarCardPng, logInByApi, newPerson, signUpByApi } from './support/accounts';
import { baseUrl, launchBrowser, openPage, saveScreenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { listPropertyByApi, waitUntilFound } from './support/listing-by-api';
import { uniqueTag } from '../../tests/support/stack-listings';

/** A PNG of one flat colour, drawn by the page's own canvas. */
const flatPng = async (page: Page, width: number, height: number, colour: string) => {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const draw = canvas.getContext('2d');
      if (!draw) throw new Error('no 2d canvas');
      draw.fillStyle = String(fill);
      draw.fillRect(0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height, colour] as const,
  );
  return Buffer.from(base64, 'base64');
};
const onePixelPng = (page: Page) => flatPng(page, 1, 1, '#3366cc');
const greyWallPng = (page: Page) => flatPng(page, 800, 600, '#d0d0d0');

const openForm = async (browser: Browser, viewport: ViewportName, language: 'en' | 'hi') => {
  const opened = await openPage(browser, viewport);
  if (language === 'hi') {
    await opened.context.addInitScript(() => localStorage.setItem('language', 'hi'));
  }
  const person = newPerson('Suman Choudhary');
  await signUpByApi(opened.context, person);
  await logInByApi(opened.context, person);
  await opened.page.goto('/list-property');
  return opened;
};

const choosePhoto = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[name="mediaFiles"]').setInputFiles({ name, mimeType: 'image/png', buffer });

describe('listing photos too small or one colour (issue 26)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an owner chooses a 1×1 photo and a plain grey one, then each is refused with its text, and a real photo is taken', async () => {
    const { context, page } = await openForm(browser, 'desktop', 'en');
    await page.getByRole('heading', { name: 'List Your Property', level: 1 }).waitFor();
    await page.getByText('At least 400×300 pixels; the first one is the cover.').waitFor();

    await choosePhoto(page, 'dot.png', await onePixelPng(page));
    await page.getByText('dot.png: Photo is too small — at least 400×300 pixels').waitFor();
    await choosePhoto(page, 'wall.png', await greyWallPng(page));
    await page
      .getByText(
        'wall.png: Photo is nearly one colour — please upload a real photo of the property',
      )
      .waitFor();
    expect(await page.getByRole('img', { name: 'dot.png' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'wall.png' }).count()).toBe(0);
    await saveScreenshot(page, 'photo-quality-refused-desktop');

    await choosePhoto(page, 'front.png', await aadhaarCardPng(page));
    await page.getByRole('img', { name: 'front.png' }).waitFor();
    await context.close();
  });

  it('when a Hindi reader on a phone chooses a 1×1 photo, then the refusal is in Hindi', async () => {
    const { context, page } = await openForm(browser, 'mobile', 'hi');
    await page.getByRole('heading', { name: 'अपनी प्रॉपर्टी सूचीबद्ध करें', level: 1 }).waitFor();
    await choosePhoto(page, 'dot.png', await onePixelPng(page));
    const refusal = page.getByText('dot.png: तस्वीर बहुत छोटी है — कम से कम 400×300 पिक्सेल की हो');
    await refusal.waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'photo-quality-refused-hi-mobile', { fullPage: false });
    await context.close();
  });

  it("when a card's photo cannot load, then the card says 'Photo unavailable'; it counts the listing's photos", async () => {
    const { context, page } = await openForm(browser, 'mobile', 'en');
    const tag = uniqueTag();
    await listPropertyByApi(context, page, { locality: `Shastri Nagar ${tag}` });
    await waitUntilFound(baseUrl(), tag, 1);

    await page.goto(`/properties?location=${encodeURIComponent(tag)}`);
    const card = page.getByRole('link', { name: /2 BHK near Lake Palace/ });
    await card.getByText('1 photo', { exact: true }).waitFor();

    // The photo's server fails (a lost file, a broken CDN): the frame stays, and says so.
    await page.route('**/uploads/listings/photos/**', (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await card.getByRole('img', { name: 'Photo unavailable' }).waitFor();
    await saveScreenshot(page, 'photo-unavailable-card-mobile', { fullPage: false });
    await context.close();
  });
});
