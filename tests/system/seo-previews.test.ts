import { waitFor } from '@ghar/testing';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/stack-listings';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { gatewayUrl, send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 28: public pages read the way a link-preview client (WhatsApp, a search engine) reads
// them — open-graph-scraper fetching the gateway's server render, not Ghar's own code.

type Listing = { id: string; title: string; updatedAt: string };

let owner: Caller;
let admin: Caller;
let listing: Listing;
let tag: string;

const MAX_IMAGE_BYTES = 300 * 1024;

/** The page as a preview client sees it: its Open Graph tags, Twitter card and JSON-LD. */
const preview = async (path: string) => {
  const { error, result, html } = await ogs({ url: `${gatewayUrl()}${path}` });
  if (error) throw new Error(`open-graph-scraper could not read ${path}`);
  return { result, html: html ?? '' };
};

/** Fetches the card like a preview client: it must be a public 1200×630 JPEG under 300 KB. */
const expectPreviewImage = async (url: string | undefined) => {
  expect(url).toMatch(/^https?:\/\//);
  const answer = await fetch(url!);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^image\/jpeg/);
  expect(answer.headers.get('cache-control')).toMatch(/public/);
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect(bytes.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
};

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];

beforeAll(async () => {
  [owner, admin] = await Promise.all([signUp('user'), logInAdmin()]);
  tag = uniqueTag();
  listing = await listThroughGateway<Listing>(
    owner,
    await rentFlatForm({
      title: `Sunny flat ${tag}`,
      city: 'Jaipur',
      locality: 'Malviya Nagar',
      perMonthCharges: '15000',
      latitude: '26.8530',
      longitude: '75.8047',
      pincode: '302017',
    }),
  );
  // Searchable, so the search pages list it.
  await waitFor(async () => {
    const answer = await send({ method: 'get', path: `/api/properties?location=${tag}` });
    return answer.text.includes(listing.id);
  });
  // A render later than 1 s (the first one of a route on a busy machine) is sent as the plain
  // shell by design: the pages are read once the gateway renders them in time.
  for (const path of [`/property/${listing.id}`, `/properties?location=${tag}`, '/']) {
    await waitFor(async () => {
      const answer = await fetch(`${gatewayUrl()}${path}`, { headers: { accept: 'text/html' } });
      return (await answer.text()).includes('property="og:title"');
    });
  }
});

describe('public pages as link previews see them', () => {
  it('when a listing is shared, then its preview has its title, place and price, its card, URL and locale, and JSON-LD with the INR price and address', async () => {
    const { result, html } = await preview(`/property/${listing.id}`);
    expect(result.ogTitle).toBe(
      '2 BHK Flat for Rent in Malviya Nagar, Jaipur — ₹15,000 / month | Ghar',
    );
    expect(result.ogDescription).toContain(`Sunny flat ${tag}`);
    expect(result.ogUrl).toBe(`${gatewayUrl()}/property/${listing.id}`);
    expect(result.ogLocale).toBe('en_IN');
    expect(result.twitterCard).toBe('summary_large_image');
    await expectPreviewImage(result.ogImage?.[0]?.url);
    expect(html).toContain(`<title>${result.ogTitle}</title>`);

    const ld = (result.jsonLD ?? []) as Record<string, unknown>[];
    const offerOf = ld.find((item) => item['@type'] === 'RealEstateListing');
    expect(offerOf).toMatchObject({
      offers: { '@type': 'Offer', price: 15_000, priceCurrency: 'INR' },
      contentLocation: {
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Jaipur',
          addressRegion: 'Rajasthan',
          addressCountry: 'IN',
        },
      },
    });
    expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('when the link asks for Hindi, then the server renders the preview in Hindi', async () => {
    const { result, html } = await preview(`/property/${listing.id}?lang=hi`);
    expect(result.ogLocale).toBe('hi_IN');
    expect(result.ogTitle).toContain('किराए');
    expect(result.ogUrl).toBe(`${gatewayUrl()}/property/${listing.id}?lang=hi`);
    expect(html).toContain('<html lang="hi">');
  });

  it('when the search, city and home pages are shared, then each has its title, description, card, URL and locale', async () => {
    for (const path of [`/properties?location=${tag}`, '/properties?city=Jaipur', '/']) {
      const { result } = await preview(path);
      expect(result.ogTitle, path).toMatch(/Ghar/);
      expect(result.ogDescription, path).toBeTruthy();
      expect(result.ogUrl, path).toBe(`${gatewayUrl()}${path}`);
      expect(result.ogLocale, path).toBe('en_IN');
      await expectPreviewImage(result.ogImage?.[0]?.url);
    }
    const search = await preview(`/properties?location=${tag}`);
    expect(search.result.ogTitle).toContain('1 property found');
    const list = ((search.result.jsonLD ?? []) as Record<string, unknown>[]).find(
      (item) => item['@type'] === 'ItemList',
    );
    expect(JSON.stringify(list)).toContain(`/property/${listing.id}`);
  });
});

describe('status codes and indexing', () => {
  const page = (path: string) =>
    fetch(`${gatewayUrl()}${path}`, { headers: { accept: 'text/html' } });

  it('when a property is missing, malformed or deleted, or the route unknown, then the server answers 404 with the app', async () => {
    const gone = await listThroughGateway<Listing>(
      owner,
      await rentFlatForm({ title: `Gone ${tag}` }),
    );
    const deleted = await send({
      method: 'delete',
      path: `/api/properties/${gone.id}`,
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    for (const path of [
      '/property/665f00000000000000000000',
      '/property/not-an-id',
      `/property/${gone.id}`,
      '/no/such/page',
    ]) {
      const answer = await waitFor(async () => {
        const seen = await page(path);
        return seen.status === 404 ? seen : false;
      });
      const html = await answer.text();
      expect(html, path).toContain('<div id="root">');
      expect(robotsOf(html), path).toMatch(/noindex/);
    }
  });

  it('when a listing is booked, then it stays reachable but noindex; private pages are noindex and disallowed', async () => {
    const booked = await send({
      method: 'put',
      path: `/api/properties/${listing.id}`,
      token: admin.token,
      json: { status: 'BOOKED' },
    });
    expect(booked.status).toBe(200);
    const html = await waitFor(async () => {
      const answer = await page(`/property/${listing.id}`);
      const text = await answer.text();
      return answer.status === 200 && robotsOf(text) ? text : false;
    });
    expect(robotsOf(html)).toMatch(/noindex/);

    for (const path of ['/dashboard', '/admin/users', '/profile', '/list-property']) {
      expect(robotsOf(await (await page(path)).text()), path).toMatch(/noindex/);
    }
    expect(robotsOf(await (await page('/about')).text())).toBeUndefined();

    const robots = await fetch(`${gatewayUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    for (const path of ['/dashboard', '/admin', '/profile', '/list-property', '/api/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${gatewayUrl()}/sitemap.xml`);
  });
});
