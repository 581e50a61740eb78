import { describe, expect, it } from 'vitest';
import { listingPages, newest, placePages, sitemapIndex, urlSet } from './sitemap-xml';

describe('the sitemap XML', () => {
  const at = '2026-11-27T10:00:00.000Z';

  it('lists each page in English and in Hindi (?lang=hi) with its lastmod', () => {
    const xml = urlSet('https://ghar.example', [{ path: '/property/abc', lastmod: at }]);
    expect(xml).toContain(
      `<url><loc>https://ghar.example/property/abc</loc><lastmod>${at}</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://ghar.example/property/abc?lang=hi</loc><lastmod>${at}</lastmod></url>`,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('makes city, type and locality pages under the deal, Devanagari slugs percent-encoded', () => {
    const pages = placePages({
      places: [
        {
          action: 'SELL',
          city: 'Jodhpur',
          state: 'Rajasthan',
          slug: 'jodhpur',
          count: 3,
          updatedAt: at,
          types: [{ type: 'APARTMENT', slug: 'flats', count: 2, updatedAt: at }],
          localities: [{ locality: 'सरदारपुरा', slug: 'सरदारपुरा', count: 1, updatedAt: at }],
        },
      ],
    });
    expect(pages.map((page) => page.path)).toEqual([
      '/buy/jodhpur',
      '/buy/jodhpur/flats',
      `/buy/jodhpur/${encodeURIComponent('सरदारपुरा')}`,
    ]);
  });

  it('escapes what XML cannot hold and gives a file without a known date no lastmod', () => {
    const xml = sitemapIndex('https://a.example', [{ path: '/x?a=1&b=2' }]);
    expect(xml).toContain('<sitemap><loc>https://a.example/x?a=1&amp;b=2</loc></sitemap>');
  });

  it('dates a file by its newest page', () => {
    const pages = listingPages({
      listings: [
        { id: 'a', updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 'b', updatedAt: at },
      ],
      pagination: { page: 1, pages: 1, total: 2, limit: 25_000 },
    });
    expect(newest(pages)).toBe(at);
    expect(newest([])).toBe(new Date(0).toISOString());
  });
});
