import type { PropertyDetail, PropertySearchResponse } from '@ghar/contracts/http';
import { beforeAll, describe, expect, it } from 'vitest';
import '@/features/properties/i18n';
import { DEFAULT_FILTERS } from '@/features/properties/utils/search-filters';
import { i18n, loadLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/i18n';
import { pageHead, shellHead } from './page-head';

const ORIGIN = 'https://ghar.test';

const listing: PropertyDetail = {
  id: 'p42',
  title: 'Sunny corner flat',
  description: 'Two bedrooms near the market.',
  type: 'FLAT',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302017',
  locality: 'Malviya Nagar',
  street: 'Sector 5',
  latitude: 26.85,
  longitude: 75.81,
  perMonthCharges: 15_000,
  bhk: 2,
  noticePeriod: 1,
  allowedTenants: 'FAMILY',
  furnishingStatus: 'UNFURNISHED',
  amenities: [],
  mediaUrls: ['/uploads/listings/a.jpg'],
  media: [
    {
      thumb: { webp: '/uploads/listings/a-t.webp', jpeg: '/uploads/listings/a-t.jpg' },
      medium: { webp: '/uploads/listings/a-m.webp', jpeg: '/uploads/listings/a-m.jpg' },
    },
  ],
  status: 'FREE',
  owner: { name: 'Asha' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const texts = (language: Language) => i18n.cloneInstance({ lng: language });
const context = (language: Language, url: string) => ({
  language,
  origin: ORIGIN,
  url: new URL(url, ORIGIN),
});

/** The head as a document, read the way a crawler reads it. */
const parse = (head: string) => {
  const attribute = (pattern: RegExp) => head.match(pattern)?.[1];
  const meta = (name: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    meta,
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    alternate: (lang: string) => attribute(new RegExp(`hreflang="${lang}" href="([^"]*)"`)),
    jsonLd,
  };
};

beforeAll(() => loadLanguage('hi'));

describe('a listing page head', () => {
  it('when read in English, then its title and description name the home, place and price', () => {
    const head = parse(
      pageHead(texts('en'), context('en', '/property/p42'), { kind: 'detail', property: listing }),
    );
    expect(head.title).toBe(
      '2 BHK Flat for Rent in Malviya Nagar, Jaipur — ₹15,000 / month | Ghar',
    );
    expect(head.meta('description')).toContain('Sunny corner flat: 2 BHK Flat for Rent');
    expect(head.canonical).toBe(`${ORIGIN}/property/p42`);
    expect(head.alternate('en-IN')).toBe(`${ORIGIN}/property/p42`);
    expect(head.alternate('hi-IN')).toBe(`${ORIGIN}/property/p42?lang=hi`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/property/p42`);
    expect(head.meta('og:locale')).toBe('en_IN');
    expect(head.meta('og:image')).toBe(
      `${ORIGIN}/api/properties/p42/og-image.jpg?v=${Date.parse(listing.updatedAt)}`,
    );
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBeUndefined();
  });

  it('when read in Hindi (?lang=hi), then the texts are Hindi and the canonical is the Hindi URL', () => {
    const head = parse(
      pageHead(texts('hi'), context('hi', '/property/p42?lang=hi'), {
        kind: 'detail',
        property: listing,
      }),
    );
    expect(head.title).toBe(
      'Malviya Nagar, Jaipur में किराए के लिए 2 बीएचके फ़्लैट — ₹15,000 / माह | Ghar',
    );
    expect(head.canonical).toBe(`${ORIGIN}/property/p42?lang=hi`);
    expect(head.alternate('en-IN')).toBe(`${ORIGIN}/property/p42`);
    expect(head.meta('og:locale')).toBe('hi_IN');
  });

  it('when built, then its JSON-LD is a RealEstateListing with an INR offer, address, geo and breadcrumbs', () => {
    const [ld, crumbs] = parse(
      pageHead(texts('en'), context('en', '/property/p42'), { kind: 'detail', property: listing }),
    ).jsonLd;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Sunny corner flat',
      url: `${ORIGIN}/property/p42`,
      image: [`${ORIGIN}/uploads/listings/a-m.jpg`],
      offers: {
        '@type': 'Offer',
        price: 15_000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { unitCode: 'MON', priceCurrency: 'INR' },
      },
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Jaipur',
          addressRegion: 'Rajasthan',
          postalCode: '302017',
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 26.85, longitude: 75.81 },
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Jaipur',
      'Malviya Nagar',
      'Sunny corner flat',
    ]);
  });

  it('when the listing is booked or sold, then it is noindex and its offer is sold out', () => {
    for (const status of ['BOOKED', 'SOLD'] as const) {
      const head = parse(
        pageHead(texts('en'), context('en', '/property/p42'), {
          kind: 'detail',
          property: { ...listing, status },
        }),
      );
      expect(head.meta('robots')).toBe('noindex, follow');
      expect(head.jsonLd[0]).toMatchObject({
        offers: { availability: 'https://schema.org/SoldOut' },
      });
    }
  });

  it('when a sale is priced, then the offer is its price without a month', () => {
    const [ld] = parse(
      pageHead(texts('en'), context('en', '/property/p42'), {
        kind: 'detail',
        property: { ...listing, action: 'SELL', price: 4_500_000, perMonthCharges: undefined },
      }),
    ).jsonLd;
    expect(ld?.offers).toEqual(expect.objectContaining({ price: 4_500_000, priceCurrency: 'INR' }));
    expect(ld?.offers).not.toHaveProperty('priceSpecification');
  });
});

describe('a search page head', () => {
  const search: PropertySearchResponse = {
    properties: [listing, { ...listing, id: 'p43', title: 'Second flat' }],
    pagination: { page: 2, pages: 3, total: 25, limit: 10 },
  } as PropertySearchResponse;
  const page = {
    kind: 'search' as const,
    filters: { ...DEFAULT_FILTERS, city: 'Jaipur', action: 'RENT' },
    page: 2,
    search,
  };

  it('when read, then its title is the spec rule with the count and it lists the listings', () => {
    const head = parse(pageHead(texts('en'), context('en', '/properties?city=Jaipur'), page));
    expect(head.title).toBe('Rent in Jaipur Properties — 25 properties found | Ghar');
    expect(head.canonical).toBe(`${ORIGIN}/properties?city=Jaipur`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        { position: 11, url: `${ORIGIN}/property/p42` },
        { position: 12, url: `${ORIGIN}/property/p43` },
      ],
    });
  });

  it('when read in Hindi, then the title is Hindi', () => {
    const head = parse(
      pageHead(texts('hi'), context('hi', '/properties?city=Jaipur&lang=hi'), page),
    );
    expect(head.title).toBe('Jaipur में किराया संपत्तियाँ — 25 संपत्तियाँ मिलीं | Ghar');
    expect(head.meta('og:locale')).toBe('hi_IN');
  });
});

describe('pages the browser renders', () => {
  it('when the route is unknown or the listing missing, then 404 and noindex', () => {
    for (const [url, page, title] of [
      ['/no/such/page', undefined, 'Page Not Found | Ghar'],
      ['/property/gone', { kind: 'missing' as const }, 'Property Not Found | Ghar'],
    ] as const) {
      const shell = shellHead(texts('en'), context('en', url), page);
      expect(shell.status).toBe(404);
      expect(parse(shell.head).meta('robots')).toBe('noindex, follow');
      expect(parse(shell.head).title).toBe(title);
    }
  });

  it('when the page is private, then it is noindex; a public one is not', () => {
    for (const url of [
      '/dashboard',
      '/notifications',
      '/admin/users',
      '/login',
      '/list-property/quick',
    ]) {
      const shell = shellHead(texts('en'), context('en', url));
      expect(shell.status).toBe(200);
      expect(parse(shell.head).meta('robots')).toBe('noindex, follow');
    }
    expect(parse(shellHead(texts('en'), context('en', '/about')).head).meta('robots')).toBe(
      undefined,
    );
  });
});
