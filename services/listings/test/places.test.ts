import { SITEMAP_LISTINGS_PER_FILE } from '@ghar/contracts/http';
import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

type Built = { listings: ListingsDeps };

describe('sitemap and place pages on the listings service (issue 28 items 5-6)', () => {
  let service: TestService<Built & { parts: never }>;
  let deps: ListingsDeps;
  const ids: Record<string, string> = {};

  const get = async (path: string) => {
    const res = await service.call('GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    service = (await startTestService(listingsService)) as unknown as typeof service;
    deps = (service.built as unknown as Built).listings;
    const owner = { id: service.identities.user.userId, name: 'Asha Meena', email: 'a@x.in' };
    const add = async (
      key: string,
      fields: Parameters<typeof listProperty>[2],
      status?: 'BOOKED',
    ) => {
      ids[key] = (await listProperty(deps, owner, { title: key, ...fields }, status)).id;
    };
    // Malviya Nagar rents: 10,000, 14,000, 30,000 (median 14,000); C-Scheme 20,000, 24,000.
    await add('mn-1', { locality: 'Malviya Nagar', perMonthCharges: 10_000 });
    await add('mn-2', { locality: 'malviya  nagar', perMonthCharges: 14_000 });
    await add('mn-3', { locality: 'Malviya Nagar', perMonthCharges: 30_000 });
    await add('cs-1', { locality: 'C-Scheme', perMonthCharges: 20_000 });
    await add('cs-2', { locality: 'C-Scheme', perMonthCharges: 24_000, type: 'HOUSE' });
    // Sales: ₹60 lakh for 1,200 sq ft (5,000/sq ft) and ₹90 lakh for 1,000 sq ft (9,000/sq ft).
    await add('sale-1', {
      action: 'SELL',
      locality: 'Vaishali Nagar',
      price: 6_000_000,
      area: 1200,
    });
    await add('sale-2', {
      action: 'SELL',
      locality: 'Vaishali Nagar',
      price: 9_000_000,
      area: 1000,
    });
    await add('booked', { locality: 'Malviya Nagar', perMonthCharges: 1_000 }, 'BOOKED');
  });

  afterAll(async () => {
    await service?.close();
  });

  it('lists every public listing once in the sitemap with its last update, none booked', async () => {
    const data = await get('/properties/sitemap/listings?page=1');
    const listed = data.listings as { id: string; updatedAt: string }[];
    expect(listed.map((entry) => entry.id).sort()).toEqual(
      Object.entries(ids)
        .filter(([key]) => key !== 'booked')
        .map(([, id]) => id)
        .sort(),
    );
    // The last update as the search model holds it (what search pages show).
    const search = await get('/properties?limit=100');
    const shown = (search.properties as { id: string; updatedAt: string }[]).find(
      (property) => property.id === ids['mn-1'],
    );
    expect(listed.find((entry) => entry.id === ids['mn-1'])?.updatedAt).toBe(shown?.updatedAt);
    expect(data.pagination).toEqual({
      page: 1,
      pages: 1,
      total: 7,
      limit: SITEMAP_LISTINGS_PER_FILE,
    });
    expect((await get('/properties/sitemap/listings?page=2')).listings).toEqual([]);
  });

  it('gives a locality its count and median ₹/month from live listings only', async () => {
    const data = await get(
      '/properties/places/summary?action=RENT&city=jaipur&place=malviya-nagar',
    );
    expect(data).toMatchObject({
      action: 'RENT',
      city: 'Jaipur',
      cityHi: 'जयपुर',
      citySlug: 'jaipur',
      locality: 'Malviya Nagar',
      count: 3,
      medianMonthly: 14_000,
    });
    // The neighbours: the city's other localities for the same deal, with their figures.
    expect(data.localities).toEqual([
      { locality: 'C-Scheme', slug: 'c-scheme', count: 2, medianMonthly: 22_000 },
    ]);
  });

  it('gives a city page its counts per deal and a sale locality its median price and ₹/sq ft', async () => {
    const city = await get('/properties/places/summary?action=SELL&city=jaipur');
    expect(city).toMatchObject({ count: 2, medianPrice: 7_500_000, medianPricePerSqft: 7_000 });
    expect(city.localities).toEqual([
      {
        locality: 'Vaishali Nagar',
        slug: 'vaishali-nagar',
        count: 2,
        medianPrice: 7_500_000,
        medianPricePerSqft: 7_000,
      },
    ]);
    expect(city.deals).toEqual([
      { action: 'RENT', count: 5 },
      { action: 'SELL', count: 2 },
    ]);
  });

  it('narrows a city page to a type by its slug (/rent/jaipur/houses)', async () => {
    const data = await get('/properties/places/summary?action=RENT&city=jaipur&place=houses');
    expect(data).toMatchObject({ type: 'HOUSE', count: 1, medianMonthly: 24_000 });
  });

  it('lists the city pages with their localities and types, most listings first', async () => {
    const { places } = await get('/properties/places/list');
    const rent = places.find((place: { action: string }) => place.action === 'RENT');
    expect(rent).toMatchObject({ slug: 'jaipur', city: 'Jaipur', cityHi: 'जयपुर', count: 5 });
    expect(rent.localities.map((l: { slug: string; count: number }) => [l.slug, l.count])).toEqual([
      ['malviya-nagar', 3],
      ['c-scheme', 2],
    ]);
    expect(rent.types.map((t: { slug: string }) => t.slug)).toEqual(['flats', 'houses']);
    expect(Date.parse(rent.updatedAt)).toBeGreaterThan(0);
  });

  it('refuses an unknown deal with 400', async () => {
    const res = await service.call('GET', '/properties/places/summary?action=SWAP&city=jaipur');
    expect(res.status).toBe(400);
  });
});
