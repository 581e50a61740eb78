import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  countActiveFilters,
  parseSearchParams,
  toApiQuery,
  toSearchParams,
} from './search-filters';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('when the home search link is read, then its five values become filters on page 1', () => {
    const { filters, page } = parse(
      'action=RENT&type=HOUSE&city=Jaipur&state=Rajasthan&availabilityDate=2030-01-15',
    );
    expect(filters).toMatchObject({
      action: 'RENT',
      type: 'HOUSE',
      city: 'Jaipur',
      state: 'Rajasthan',
      availabilityDate: '2030-01-15',
      status: 'FREE',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(page).toBe(1);
  });

  it('when filters are written and read back, then nothing is lost', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      city: 'जयपुर',
      minPrice: '100000',
      bhk: '2',
      amenities: 'Parking,Lift',
      parkingAvailable: 'true',
      sortBy: 'price',
      sortOrder: 'asc',
      minLatitude: '-12.5',
    };
    const read = parseSearchParams(new URLSearchParams(toSearchParams(filters, 3).toString()));
    expect(read).toEqual({ filters, page: 3 });
  });

  it('when only defaults are set, then the URL is empty and page 1 is left out', () => {
    expect(toSearchParams(DEFAULT_FILTERS, 1).toString()).toBe('');
    expect(toSearchParams({ ...DEFAULT_FILTERS, city: 'Kota' }, 2).toString()).toBe(
      'city=Kota&page=2',
    );
  });

  it('when a pasted URL holds values a filter cannot take, then those are dropped', () => {
    const { filters, page } = parse(
      'action=RENTAL&minPrice=abc&bhk=2&amenities=Parking,Moat,Parking&availabilityDate=soon&parkingAvailable=yes&page=-4&sortBy=name',
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS, bhk: '2', amenities: 'Parking' });
    expect(page).toBe(1);
  });

  it('when the status is chosen in the URL, then it replaces the FREE default', () => {
    expect(parse('status=BOOKED').filters.status).toBe('BOOKED');
    expect(toSearchParams({ ...DEFAULT_FILTERS, status: 'BOOKED' }).get('status')).toBe('BOOKED');
  });
});

describe('search query for the API', () => {
  it('when the default search is asked, then it sends status FREE, the default sort and 12 a page', () => {
    expect(toApiQuery(DEFAULT_FILTERS, 1)).toEqual({
      status: 'FREE',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: '1',
      limit: '12',
    });
  });

  it('when filters are set, then only the non-empty ones are sent', () => {
    const query = toApiQuery({ ...DEFAULT_FILTERS, city: 'Jaipur', amenities: 'Gym,Lift' }, 4);
    expect(query).toMatchObject({ city: 'Jaipur', amenities: 'Gym,Lift', page: '4' });
    expect(query).not.toHaveProperty('maxPrice');
  });
});

describe('active filter count', () => {
  it('when nothing but defaults is set, then none is active', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
  });

  it('when filters and amenities are set, then each filter and each amenity counts once and the sort not at all', () => {
    expect(
      countActiveFilters({
        ...DEFAULT_FILTERS,
        city: 'Jaipur',
        status: 'SOLD',
        amenities: 'Gym,Lift,Parking',
        sortBy: 'price',
        sortOrder: 'asc',
      }),
    ).toBe(5);
  });
});
