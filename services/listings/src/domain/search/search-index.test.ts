import { describe, expect, it } from 'vitest';
import { searchEntryOf } from './search-entry';
import type { SearchFilters } from './search-filters';
import { SearchIndex, type SearchRequest } from './search-index';
import { summary } from './search-test-listings';

const indexOf = (...summaries: ReturnType<typeof summary>[]) => {
  const index = new SearchIndex();
  index.load(summaries.map((s) => searchEntryOf(s, s.id === 'x' ? 'x' : 'owner-1', 1)));
  return index;
};

const titles = (index: SearchIndex, filters: SearchFilters, more: Partial<SearchRequest> = {}) =>
  index
    .search({ filters, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 50, ...more })
    .properties.map((p) => (JSON.parse(p) as { title: string }).title);

describe('search read model filters', () => {
  const a = summary({
    title: 'A',
    action: 'SELL',
    type: 'HOUSE',
    price: 4_500_000,
    area: 1200,
    bhk: 3,
  });
  const b = summary({
    title: 'B',
    perMonthCharges: 15_000,
    area: 800,
    bhk: 2,
    parkingAvailable: true,
  });
  const c = summary({
    title: 'C',
    action: 'LEASE',
    perMonthCharges: 600_000,
    leaseDuration: 24,
    city: 'Jodhpur',
  });
  const d = summary({ title: 'D', status: 'BOOKED', furnishingStatus: 'FULLY_FURNISHED', bhk: 7 });
  const index = indexOf(a, b, c, d);

  it('when equality filters are given, then only listings with those values are found', () => {
    expect(titles(index, { action: 'SELL' })).toEqual(['A']);
    expect(titles(index, { type: 'HOUSE' })).toEqual(['A']);
    expect(titles(index, { status: 'BOOKED' })).toEqual(['D']);
    expect(titles(index, { parkingAvailable: true })).toEqual(['B']);
    expect(titles(index, { parkingAvailable: false })).toEqual(['D', 'C', 'A']);
  });

  it('when ranges are given, then listings without the value or outside it are left out', () => {
    expect(titles(index, { minPrice: 1_000_000 })).toEqual(['A']);
    expect(titles(index, { maxPerMonthCharges: 20_000 })).toEqual(['B']);
    expect(titles(index, { minLeaseDuration: 12, maxLeaseDuration: 36 })).toEqual(['C']);
    expect(titles(index, { minArea: 900 })).toEqual(['A']);
  });

  it('when bhk 6 (6+) or FURNISHED is asked, then larger homes and fully furnished ones match', () => {
    expect(titles(index, { bhk: 6 })).toEqual(['D']);
    expect(titles(index, { bhk: 2 })).toEqual(['B']);
    expect(titles(index, { furnishingStatus: 'FURNISHED' })).toEqual(['D']);
  });

  it('when the city is typed in Hindi or with one typo, then the English listing is found', () => {
    expect(titles(index, { city: 'जोधपुर' })).toEqual(['C']);
    expect(titles(index, { city: 'Jodhpr' })).toEqual(['C']);
    expect(titles(index, { location: 'जोधपुर' })).toEqual(['C']);
    expect(titles(index, { location: 'jodhpor' })).toEqual(['C']);
    expect(titles(index, { state: 'राजस्थान' })).toHaveLength(4);
  });

  it('when filters are combined, then a listing must meet every one', () => {
    expect(titles(index, { city: 'Jaipur', action: 'RENT', status: 'FREE' })).toEqual(['B']);
  });
});

describe('search read model text, dates, places and amenities', () => {
  const e = summary({
    title: 'Sunny flat',
    locality: 'Malviya Nagar',
    landmark: 'Near Gaurav Tower',
    street: 'Lane 4',
    amenities: ['Parking', 'Gym'],
    additionalAmenities: 'Rooftop garden',
    availabilityDate: '2026-03-01T00:00:00.000Z',
    latitude: 26.85,
    longitude: 75.8,
    allowedTenants: 'ANYONE',
    registeredAs: 'DEALER',
    numberOfRooms: 4,
    bookingCharges: 500,
    noticePeriod: 2,
  });
  const f = summary({
    title: 'Quiet house',
    city: 'उदयपुर',
    state: 'राजस्थान',
    allowedTenants: 'BACHELORS',
  });
  const index = indexOf(e, f);

  it('when the location words appear in title, locality, landmark or street, then it matches', () => {
    expect(titles(index, { location: 'sunny malviya' })).toEqual(['Sunny flat']);
    expect(titles(index, { location: 'gaurav' })).toEqual(['Sunny flat']);
    expect(titles(index, { location: 'lane 4' })).toEqual(['Sunny flat']);
    expect(titles(index, { location: 'Udaipur' })).toEqual(['Quiet house']);
    expect(titles(index, { city: 'udaipur' })).toEqual(['Quiet house']);
  });

  it('when locality, landmark, amenities or extra amenities are asked, then they must be there', () => {
    expect(titles(index, { locality: 'malviya' })).toEqual(['Sunny flat']);
    expect(titles(index, { landmark: 'tower' })).toEqual(['Sunny flat']);
    expect(titles(index, { amenities: ['Parking', 'Gym'] })).toEqual(['Sunny flat']);
    expect(titles(index, { amenities: ['Parking', 'Lift'] })).toEqual([]);
    expect(titles(index, { additionalAmenities: 'rooftop' })).toEqual(['Sunny flat']);
  });

  it('when available by a date, then listings available by then or without a date match', () => {
    expect(titles(index, { availabilityDate: '2026-02-01' })).toEqual(['Quiet house']);
    expect(titles(index, { availabilityDate: '2026-03-01' })).toEqual([
      'Quiet house',
      'Sunny flat',
    ]);
  });

  it('when a box, tenants, registration, rooms, booking charges or notice are asked, then they match', () => {
    const box = { minLatitude: 26, maxLatitude: 27, minLongitude: 75, maxLongitude: 76 };
    expect(titles(index, box)).toEqual(['Sunny flat']);
    expect(titles(index, { allowedTenants: 'FAMILY' })).toEqual(['Sunny flat']);
    expect(titles(index, { allowedTenants: 'BACHELORS' })).toEqual(['Quiet house', 'Sunny flat']);
    expect(titles(index, { registeredAs: 'DEALER' })).toEqual(['Sunny flat']);
    expect(titles(index, { minRooms: 3, maxRooms: 4 })).toEqual(['Sunny flat']);
    expect(titles(index, { minBookingCharges: 400, maxBookingCharges: 600 })).toEqual([
      'Sunny flat',
    ]);
    expect(titles(index, { noticePeriod: 2 })).toEqual(['Sunny flat']);
  });
});

describe('search read model sorting, paging and versions', () => {
  const cheap = summary({ title: 'cheap', action: 'SELL', price: 1_500_000, area: 500, bhk: 1 });
  const dear = summary({ title: 'dear', action: 'SELL', price: 30_000_000, area: 3000, bhk: 4 });
  const rent = summary({ title: 'rent', perMonthCharges: 9_000, area: 700 });
  const plot = summary({ title: 'plot', type: 'PLOT', action: 'SELL', price: 2_000_000 });

  it('when sorted by price, area or bhk, then listings without the value come last both ways', () => {
    const index = indexOf(cheap, dear, rent, plot);
    expect(titles(index, {}, { sortBy: 'price', sortOrder: 'asc' })).toEqual([
      'rent',
      'cheap',
      'plot',
      'dear',
    ]);
    expect(titles(index, {}, { sortBy: 'price', sortOrder: 'desc' })).toEqual([
      'dear',
      'plot',
      'cheap',
      'rent',
    ]);
    expect(titles(index, {}, { sortBy: 'area', sortOrder: 'desc' })).toEqual([
      'dear',
      'rent',
      'cheap',
      'plot',
    ]);
    expect(titles(index, {}, { sortBy: 'bhk', sortOrder: 'asc' })).toEqual([
      'cheap',
      'dear',
      'plot',
      'rent',
    ]);
    expect(titles(index, {}, { sortBy: 'createdAt', sortOrder: 'asc' })).toEqual([
      'cheap',
      'dear',
      'rent',
      'plot',
    ]);
  });

  it('when a page is asked, then it holds that slice and the totals count every match', () => {
    const index = indexOf(cheap, dear, rent, plot);
    const page = index.search({
      filters: {},
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 2,
      limit: 3,
    });
    expect(page.properties.map((p) => (JSON.parse(p) as { title: string }).title)).toEqual([
      'cheap',
    ]);
    expect(page.pagination).toEqual({ page: 2, pages: 2, total: 4, limit: 3 });
  });

  it('when writes arrive twice or out of order, then the newest version wins and deletions stick', () => {
    const index = indexOf(cheap);
    expect(index.upsert(searchEntryOf({ ...cheap, title: 'v3' }, 'o', 3))).toBe(true);
    expect(index.upsert(searchEntryOf({ ...cheap, title: 'v2' }, 'o', 2))).toBe(false);
    expect(titles(index, {})).toEqual(['v3']);
    expect(titles(index, {}, { sortBy: 'price' })).toEqual(['v3']);
    expect(index.remove(cheap.id, 4)).toBe(true);
    expect(index.upsert(searchEntryOf({ ...cheap, title: 'late' }, 'o', 3))).toBe(false);
    expect(index.size).toBe(0);
    expect(titles(index, {}, { sortBy: 'area' })).toEqual([]);
  });

  it('when a query is repeated after a write, then the answer includes the write (no stale cache)', () => {
    const index = indexOf(cheap);
    expect(titles(index, { action: 'SELL' })).toEqual(['cheap']);
    index.upsert(searchEntryOf(dear, 'o', 1));
    expect(titles(index, { action: 'SELL' })).toEqual(['dear', 'cheap']);
    index.remove(dear.id, 2);
    expect(titles(index, { action: 'SELL' })).toEqual(['cheap']);
  });

  it('when an owner is asked, then only that owner listings are found', () => {
    const index = new SearchIndex();
    index.load([searchEntryOf(cheap, 'o1', 1), searchEntryOf(dear, 'o2', 1)]);
    expect(titles(index, { ownerId: 'o2' })).toEqual(['dear']);
  });

  it('when an owner listings ids are asked, then every live one of that owner is given, whatever its status', () => {
    const index = new SearchIndex();
    const booked = { ...plot, status: 'BOOKED' as const };
    index.load([searchEntryOf(cheap, 'o1', 1), searchEntryOf(dear, 'o2', 1)]);
    index.upsert(searchEntryOf(booked, 'o1', 1));
    index.upsert(searchEntryOf(rent, 'o1', 1));
    index.remove(rent.id, 2);
    expect(index.idsOfOwner('o1').sort()).toEqual([cheap.id, plot.id].sort());
    expect(index.idsOfOwner('nobody')).toEqual([]);
  });

  it('when a listing is hidden for freshness, then only its owner list finds it, marked hidden', () => {
    const stale = summary({ title: 'stale', hiddenFromSearch: true });
    const index = new SearchIndex();
    index.load([searchEntryOf(cheap, 'o1', 1), searchEntryOf(stale, 'o1', 1)]);
    expect(titles(index, {})).toEqual(['cheap']);
    expect(titles(index, { status: 'FREE' })).toEqual(['cheap']);
    const own = index.search({
      filters: { ownerId: 'o1' },
      ...{ sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 50 },
    });
    expect(own.properties.map((p) => JSON.parse(p) as object)).toEqual([
      expect.objectContaining({ title: 'stale', hiddenFromSearch: true }),
      expect.not.objectContaining({ hiddenFromSearch: true }),
    ]);
  });
});
