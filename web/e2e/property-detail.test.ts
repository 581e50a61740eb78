import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { openListings, uniqueTag } from '../../tests/support/stack-listings';
import type { Listings } from '../../tests/support/stack-listings';

describe('property detail', () => {
  let browser: Browser;
  let listings: Listings;
  const tag = uniqueTag();
  let freeId = '';
  let bookedId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    listings = await openListings(
      inject('mongoUrl'),
      inject('dbSuffix'),
      inject('stackEnv').UPLOADS_DIR ?? '',
    );
    freeId = await listings.create({
      title: `Haveli with courtyard ${tag}`,
      city: 'Jodhpur',
      locality: 'Sardarpura',
    });
    bookedId = await listings.create({ title: `Booked flat ${tag}`, type: 'FLAT' }, 'BOOKED');
  });
  afterAll(async () => {
    await listings?.close();
    await browser?.close();
  });

  it('when a visitor opens a free listing, then every section, the carousel and the guest login link show', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/property/${freeId}`);
    await page.getByRole('heading', { level: 1, name: `Haveli with courtyard ${tag}` }).waitFor();
    for (const section of [
      'Basic Information',
      'Pricing',
      'Property Details',
      'Amenities',
      'Book This Property',
      'Need Help?',
    ]) {
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    const carousel = page.getByRole('region', { name: `Photos of Haveli with courtyard ${tag}` });
    await carousel.getByText('1 / 4').waitFor();
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await carousel.getByText('2 / 4').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await carousel.getByText('4 / 4').waitFor();
    await carousel.getByRole('button', { name: 'Show photo 3' }).click();
    await carousel.getByText('3 / 4').waitFor();
    const photo = carousel.getByRole('img', { name: `Photo 3 of Haveli with courtyard ${tag}` });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(400);

    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toBe(
      `https://wa.me/?text=Haveli with courtyard ${tag} ${page.url()}`,
    );
    await page.getByRole('link', { name: 'Log in to book' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('when a phone swipes the carousel, then the next photo shows', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto(`/property/${freeId}`);
    const carousel = page.getByRole('region', { name: /^Photos of/ });
    await carousel.getByText('1 / 4').waitFor();
    await carousel.evaluate((element) => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
      element.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [touch(300)],
          changedTouches: [touch(300)],
        }),
      );
      element.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(120)] }),
      );
    });
    await carousel.getByText('2 / 4').waitFor();
    await context.close();
  });

  it('when Need Help is pressed, then the inquiry form opens already naming the listing', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/property/${freeId}`);
    await page.getByRole('button', { name: 'Ask about this property' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Message').inputValue()).toBe(
      `I am interested in "Haveli with courtyard ${tag}" (ID ${freeId}). Please share more details.`,
    );
    await context.close();
  });

  it('when a listing is booked, then it says Not Available instead of offering a booking', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/property/${bookedId}`);
    await page.getByText('Not Available', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in to book' }).count()).toBe(0);
    await context.close();
  });

  it('when the listing does not exist, then Property Not Found shows', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/property/${randomBytes(12).toString('hex')}`);
    await page.getByRole('heading', { level: 1, name: 'Property Not Found' }).waitFor();
    await page.goto('/property/not-an-id');
    await page.getByRole('heading', { level: 1, name: 'Property Not Found' }).waitFor();
    await context.close();
  });

  it('when the page is read in Hindi, then its sections are Hindi', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(`/property/${freeId}`);
    await page.getByRole('heading', { level: 2, name: 'मूल जानकारी' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'यह संपत्ति बुक करें' }).waitFor();
    await page.getByText('₹18,500 / माह').first().waitFor();
    await context.close();
  });
});
