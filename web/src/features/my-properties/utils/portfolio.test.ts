import { describe, expect, it } from 'vitest';
import { filterListings, freshnessOf, listingValue, pageOf, portfolioCounts } from './portfolio';

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sunny flat',
  type: 'FLAT' as const,
  action: 'SELL' as const,
  status: 'FREE' as const,
  city: 'Jaipur',
  state: 'Rajasthan',
  locality: 'Malviya Nagar',
  price: 4_500_000,
  ...overrides,
});

describe('portfolio counters', () => {
  it('when listings of every status are counted, then total, available, booked and value add up', () => {
    const counts = portfolioCounts([
      listing(),
      listing({ status: 'BOOKED', action: 'RENT', price: undefined, perMonthCharges: 18_000 }),
      listing({ status: 'SOLD', price: 2_000_000 }),
      listing({ price: undefined }),
    ]);
    expect(counts).toEqual({ total: 4, available: 2, booked: 1, totalValue: 6_518_000 });
  });

  it('when a lease is valued, then its total charge counts, not the months', () => {
    expect(listingValue({ action: 'LEASE', perMonthCharges: 600_000, leaseDuration: 24 })).toBe(
      600_000,
    );
  });
});

describe('filterListings', () => {
  const shop = listing({
    title: 'Corner shop',
    type: 'SHOP',
    city: 'Udaipur',
    locality: 'Hiran Magri',
    status: 'BOOKED',
  });
  const flat = listing();

  it('when the search names a title, a place or a type, then the matching listings stay', () => {
    expect(filterListings([shop, flat], { search: 'corner', status: 'ALL' })).toEqual([shop]);
    expect(filterListings([shop, flat], { search: 'malviya', status: 'ALL' })).toEqual([flat]);
    expect(filterListings([shop, flat], { search: 'shop', status: 'ALL' })).toEqual([shop]);
  });

  it('when the type is searched by the label the reader sees, then it matches', () => {
    const label = (type: string) => (type === 'FLAT' ? 'फ़्लैट' : type);
    expect(filterListings([shop, flat], { search: 'फ़्लैट', status: 'ALL' }, label)).toEqual([flat]);
  });

  it('when a status is chosen, then only that status stays', () => {
    expect(filterListings([shop, flat], { search: '', status: 'BOOKED' })).toEqual([shop]);
    expect(filterListings([shop, flat], { search: '', status: 'SOLD' })).toEqual([]);
  });
});

describe('freshnessOf', () => {
  it('when the owner view says ask, then the owner is asked', () => {
    expect(freshnessOf({ freshness: { state: 'ask' } })).toBe('ask');
  });

  it('when only the summary says hidden, then it is hidden, else fresh', () => {
    expect(freshnessOf({ hiddenFromSearch: true })).toBe('hidden');
    expect(freshnessOf({})).toBe('fresh');
  });

  it('when the summary says the owner was asked, then the owner is asked', () => {
    expect(freshnessOf({ availabilityAsked: true })).toBe('ask');
  });
});

describe('pageOf', () => {
  it('when a page past the end is asked, then the last page is given', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 9, 20)).toEqual({ items: [40, 41, 42, 43, 44], page: 3, pages: 3 });
    expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
