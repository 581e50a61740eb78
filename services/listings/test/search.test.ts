import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

const photo = {
  thumb: {
    jpeg: '/uploads/listings/photos/p-thumb.jpg',
    webp: '/uploads/listings/photos/p-thumb.webp',
  },
  medium: { jpeg: '/uploads/listings/photos/p.jpg', webp: '/uploads/listings/photos/p.webp' },
};

type Built = { listings: ListingsDeps };

describe('GET /properties on the listings service', () => {
  let service: TestService<Built & { parts: never }>;
  let deps: ListingsDeps;
  const ids: Record<string, string> = {};

  const titles = async (query: string, as = {}) => {
    const res = await service.call('GET', `/properties${query}`, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.properties as { title: string }[]).map((p) => p.title);
  };

  beforeAll(async () => {
    service = (await startTestService(listingsService)) as unknown as typeof service;
    deps = (service.built as unknown as Built).listings;
    const owner = {
      id: service.identities.user.userId,
      name: 'Asha Meena',
      email: 'asha@example.in',
    };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const add = async (
      key: string,
      fields: Parameters<typeof listProperty>[2],
      status?: 'BOOKED' | 'SOLD',
      media: (typeof photo)[] = [],
    ) => {
      const record = await listProperty(deps, owner, { title: key, ...fields }, status, media);
      ids[key] = record.id;
    };
    await add('jaipur-rent', {
      perMonthCharges: 15_000,
      area: 900,
      bhk: 2,
      numberOfRooms: 3,
      parkingAvailable: true,
      furnishingStatus: 'SEMI_FURNISHED',
      allowedTenants: 'ANYONE',
      locality: 'Malviya Nagar',
      landmark: 'Near Gaurav Tower',
      street: 'Lane 4',
      amenities: ['Parking', 'Gym'],
      additionalAmenities: 'Rooftop garden',
      latitude: 26.85,
      longitude: 75.8,
      noticePeriod: 2,
      availabilityDate: day(10),
    });
    await add(
      'jaipur-sale',
      {
        action: 'SELL',
        type: 'VILLA',
        price: 9_500_000,
        area: 2400,
        bhk: 4,
        bookingCharges: 500,
        registeredAs: 'DEALER',
        furnishingStatus: 'FULLY_FURNISHED',
      },
      undefined,
      [photo],
    );
    await add('jodhpur-lease', {
      action: 'LEASE',
      type: 'SHOP',
      perMonthCharges: 480_000,
      leaseDuration: 24,
      area: 300,
      city: 'Jodhpur',
      locality: 'Sardarpura',
      allowedTenants: 'BACHELORS',
      availabilityDate: day(60),
    });
    await add(
      'udaipur-booked',
      { city: 'Udaipur', perMonthCharges: 22_000, area: 1100, bhk: 3 },
      'BOOKED',
    );
    await add('delhi-plot', {
      action: 'SELL',
      type: 'PLOT',
      price: 30_000_000,
      area: 1800,
      city: 'New Delhi',
      state: 'Delhi',
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  it.each([
    ['', ['delhi-plot', 'jodhpur-lease', 'jaipur-sale', 'jaipur-rent']],
    ['?type=VILLA', ['jaipur-sale']],
    ['?action=LEASE', ['jodhpur-lease']],
    ['?location=malviya', ['jaipur-rent']],
    [`?location=${encodeURIComponent('जोधपुर')}`, ['jodhpur-lease']],
    ['?location=Jaipr', ['jaipur-sale', 'jaipur-rent']],
    ['?status=BOOKED', ['udaipur-booked']],
    ['?registeredAs=DEALER', ['jaipur-sale']],
    ['?minPrice=10000000', ['delhi-plot']],
    ['?maxPrice=10000000', ['jaipur-sale']],
    ['?minPerMonthCharges=20000', ['jodhpur-lease']],
    ['?maxPerMonthCharges=20000', ['jaipur-rent']],
    ['?minLeaseDuration=12', ['jodhpur-lease']],
    ['?maxLeaseDuration=12', []],
    ['?minArea=2000', ['jaipur-sale']],
    ['?maxArea=500', ['jodhpur-lease']],
    ['?bhk=4', ['jaipur-sale']],
    ['?minBhk=2', ['jaipur-sale', 'jaipur-rent']],
    ['?minBhk=4', ['jaipur-sale']],
    ['?withPhotos=true', ['jaipur-sale']],
    ['?furnishingStatus=SEMI_FURNISHED', ['jaipur-rent']],
    ['?furnishingStatus=FURNISHED', ['jaipur-sale']],
    ['?parkingAvailable=true', ['jaipur-rent']],
    ['?minRooms=3', ['jaipur-rent']],
    ['?maxRooms=2', []],
    ['?availabilityDate=2026-01-31', ['delhi-plot', 'jaipur-sale', 'jaipur-rent']],
    ['?allowedTenants=BACHELORS', ['jodhpur-lease', 'jaipur-rent']],
    ['?noticePeriod=2', ['jaipur-rent']],
    ['?minBookingCharges=400', ['jaipur-sale']],
    ['?maxBookingCharges=400', []],
    ['?amenities=Parking,Gym', ['jaipur-rent']],
    ['?additionalAmenities=rooftop', ['jaipur-rent']],
    [`?city=${encodeURIComponent('जयपुर')}`, ['jaipur-sale', 'jaipur-rent']],
    ['?state=Delhi', ['delhi-plot']],
    ['?locality=sardar', ['jodhpur-lease']],
    ['?landmark=gaurav', ['jaipur-rent']],
    ['?minLatitude=26&maxLatitude=27&minLongitude=75&maxLongitude=76', ['jaipur-rent']],
    ['?city=Jaipur&action=SELL&minArea=1000&registeredAs=DEALER', ['jaipur-sale']],
    [
      '?state=Rajasthan&maxPerMonthCharges=500000&sortBy=price&sortOrder=asc',
      ['jaipur-rent', 'jodhpur-lease'],
    ],
  ])(
    'when searched with "%s", then exactly the matching listings come back',
    async (query, expected) => {
      expect(await titles(query)).toEqual(expected);
    },
  );

  it.each([
    ['price', 'asc', ['jaipur-rent', 'jodhpur-lease', 'jaipur-sale', 'delhi-plot']],
    ['price', 'desc', ['delhi-plot', 'jaipur-sale', 'jodhpur-lease', 'jaipur-rent']],
    ['area', 'desc', ['jaipur-sale', 'delhi-plot', 'jaipur-rent', 'jodhpur-lease']],
    ['bhk', 'asc', ['jaipur-rent', 'jaipur-sale', 'delhi-plot', 'jodhpur-lease']],
    ['createdAt', 'asc', ['jaipur-rent', 'jaipur-sale', 'jodhpur-lease', 'delhi-plot']],
  ])('when sorted by %s %s, then that order comes back', async (sortBy, sortOrder, expected) => {
    expect(await titles(`?sortBy=${sortBy}&sortOrder=${sortOrder}`)).toEqual(expected);
  });

  it('when a page is asked, then it holds that slice and the pagination counts every match', async () => {
    const res = await service.call('GET', '/properties?limit=3&page=2');
    expect(res.body.data.pagination).toEqual({ page: 2, pages: 2, total: 4, limit: 3 });
    expect(res.body.data.properties).toHaveLength(1);
    expect((await service.call('GET', '/properties')).body.data.pagination.limit).toBe(12);
  });

  it.each([
    ['?minPrice=cheap', 'minPrice'],
    ['?type=CASTLE', 'type'],
    ['?sortBy=title', 'sortBy'],
    ['?limit=1000', 'limit'],
    ['?page=0', 'page'],
    ['?availabilityDate=someday', 'availabilityDate'],
    ['?amenities=Moat', 'amenities'],
    ['?city=Jaipur&city=Kota', 'city'],
    ['?maxLatitude=95', 'maxLatitude'],
    ['?minPrice=1e300', 'minPrice'],
    ['?maxPrice=0x10', 'maxPrice'],
    ['?maxPrice=10000000001', 'maxPrice'],
    ['?maxArea=10000001', 'maxArea'],
    ['?bhk=1000000000', 'bhk'],
    ['?minBhk=21', 'minBhk'],
    ['?withPhotos=yes', 'withPhotos'],
    ['?maxRooms=101', 'maxRooms'],
    ['?maxLeaseDuration=1201', 'maxLeaseDuration'],
    ['?noticePeriod=25', 'noticePeriod'],
    ['?page=0x10', 'page'],
  ])('when the query is %s, then 400 names %s', async (query, field) => {
    const res = await service.call('GET', `/properties${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(new RegExp(`^${field}: `));
  });

  it('when a visitor or another user asks for an owner list, then 403; the owner and an admin get every status', async () => {
    const ownerId = service.identities.user.userId;
    expect((await service.call('GET', `/properties?ownerId=${ownerId}`)).status).toBe(403);
    const other = await service.call('GET', `/properties?ownerId=${ownerId}`, {
      as: service.identities.otherUser,
    });
    expect(other.status).toBe(403);
    expect(await titles(`?ownerId=${ownerId}`, service.identities.user)).toHaveLength(5);
    expect(await titles(`?ownerId=${ownerId}&status=BOOKED`, service.identities.admin)).toEqual([
      'udaipur-booked',
    ]);
  });

  it('when a visitor searches, then shared caches may keep the answer a second; a signed-in caller or an owner list never', async () => {
    const visitor = await service.call('GET', '/properties?city=Jaipur');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(visitor.headers.get('etag')).toBeTruthy();
    const signedIn = await service.call('GET', '/properties?city=Jaipur', {
      as: service.identities.user,
    });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.body).toEqual(visitor.body);
    const own = await service.call('GET', `/properties?ownerId=${service.identities.user.userId}`, {
      as: service.identities.user,
    });
    expect(own.headers.get('cache-control')).toBe('no-store');
  });

  it('when search results are read, then no mobile number or private document is in them', async () => {
    const res = await service.call('GET', '/properties', { as: service.identities.user });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('registry');
    expect(res.body.data.properties[0]).toMatchObject({
      owner: { name: 'Asha Meena' },
      mediaUrls: [],
      media: [],
    });
  });

  it('when a listing is opened, then the public sees no contact or documents and the owner and admin do', async () => {
    const id = ids['jaipur-rent']!;
    const visitor = await service.call('GET', `/properties/${id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({
      id,
      title: 'jaipur-rent',
      owner: { name: 'Asha Meena' },
    });
    expect(visitor.body.data).not.toHaveProperty('mobileNumber');
    expect(visitor.body.data).not.toHaveProperty('registryImage');
    const other = await service.call('GET', `/properties/${id}`, {
      as: service.identities.otherUser,
    });
    expect(other.body.data).not.toHaveProperty('mobileNumber');
    for (const as of [service.identities.user, service.identities.admin]) {
      const res = await service.call('GET', `/properties/${id}`, { as });
      expect(res.body.data).toMatchObject({
        mobileNumber: '9876543210',
        registryImage: ['/uploads/listings/registry/x.pdf'],
      });
    }
  });

  it('when the id is missing or malformed, then 404 Property not found', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const res = await service.call('GET', `/properties/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Property not found' });
    }
  });

  it('when the types and locations lists are asked, then they count the available listings', async () => {
    const types = await service.call('GET', '/properties/types/list');
    expect(types.body.data.types).toContainEqual({ type: 'VILLA', label: 'Villa', count: 1 });
    expect(types.body.data.types).toHaveLength(9);
    const locations = await service.call('GET', '/properties/locations/list');
    expect(locations.body.data.cities[0]).toEqual({
      city: 'Jaipur',
      cityHi: 'जयपुर',
      state: 'Rajasthan',
      count: 2,
    });
    expect(locations.body.data.states).toContainEqual({
      state: 'Delhi',
      stateHi: 'दिल्ली',
      count: 1,
    });
  });
});
