import { waitFor } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/stack-listings';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 28 item 5: the sitemap is kept from listings' search model — a new FREE listing is
// listed within a minute (the gateway keeps a built file 30 s; the test stack 1 s) and leaves it
// once BOOKED.

let owner: Caller;
let admin: Caller;
beforeAll(async () => {
  [owner, admin] = await Promise.all([signUp('user'), logInAdmin()]);
});

const xmlOf = async (path: string) => {
  const answer = await send({ method: 'get', path });
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  expect(answer.contentType).toContain('application/xml');
  return answer.text;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** Every URL of every file the index names. */
const sitemapUrls = async () => {
  const files = locs(await xmlOf('/sitemap.xml')).map(pathOf);
  const sets = await Promise.all(files.map(async (file) => locs(await xmlOf(file))));
  return { files, urls: sets.flat().map(pathOf) };
};

describe('the sitemap through the gateway', () => {
  it('lists a new FREE listing and its city pages in both languages within a minute, and drops the listing when it is BOOKED', async () => {
    const tag = uniqueTag();
    const listing = await listThroughGateway(
      owner,
      await rentFlatForm({
        title: `Sitemap flat ${tag}`,
        city: 'Jaipur',
        locality: 'Malviya Nagar',
      }),
    );
    const page = `/property/${listing.id}`;

    const { files, urls } = await waitFor(
      async () => {
        const found = await sitemapUrls();
        return found.urls.includes(page) && found;
      },
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    expect(files).toEqual(
      expect.arrayContaining(['/sitemaps/places.xml', '/sitemaps/listings-1.xml']),
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        `${page}?lang=hi`,
        '/rent/jaipur',
        '/rent/jaipur?lang=hi',
        '/rent/jaipur/malviya-nagar',
        '/rent/jaipur/flats',
      ]),
    );

    const booked = await send({
      method: 'put',
      path: `/api/properties/${listing.id}`,
      token: admin.token,
      json: { status: 'BOOKED' },
    });
    expect(booked.status).toBe(200);
    await waitFor(async () => !(await sitemapUrls()).urls.includes(page), {
      timeoutMs: 60_000,
      intervalMs: 1_000,
    });
  });

  it('answers a listings file past the last with 404', async () => {
    expect((await send({ method: 'get', path: '/sitemaps/listings-9999.xml' })).status).toBe(404);
  });
});
