import { describe, expect, it } from 'vitest';
import { boxAround, boxFilters, boxOfFilters, onMap, pinLabel } from './map-view';

describe('price pins', () => {
  it.each([
    [15_000, '₹15k', '₹15 हज़ार'],
    [8_500, '₹8.5k', '₹8.5 हज़ार'],
    [99_960, '₹1 L', '₹1 लाख'],
    [4_500_000, '₹45 L', '₹45 लाख'],
    [12_500_000, '₹1.3 Cr', '₹1.3 करोड़'],
    [750, '₹750', '₹750'],
  ])('when the card shows %s rupees, then the pin says %s (Hindi %s)', (amount, en, hi) => {
    expect(pinLabel({ kind: 'total', amount }, 'en')).toBe(en);
    expect(pinLabel({ kind: 'perMonth', amount }, 'hi')).toBe(hi);
  });

  it('when the price is on request, then the pin has no figure (the caller says so in words)', () => {
    expect(pinLabel({ kind: 'onRequest' }, 'en')).toBeUndefined();
  });
});

describe('search this area', () => {
  it('when the map’s bounds are taken, then the box holds all of them, rounded outwards to 5 decimals', () => {
    expect(
      boxFilters({ south: 26.8512345, west: 75.7698761, north: 26.9212341, east: 75.8301239 }),
    ).toEqual({
      minLatitude: '26.85123',
      maxLatitude: '26.92124',
      minLongitude: '75.76987',
      maxLongitude: '75.83013',
    });
  });

  it('when the map is zoomed out past the poles or the date line, then the box stays within the API’s ranges', () => {
    expect(boxFilters({ south: -95, west: -200, north: 91, east: 540 })).toEqual({
      minLatitude: '-90',
      maxLatitude: '90',
      minLongitude: '-180',
      maxLongitude: '180',
    });
  });

  it('when the URL holds all four sides, then the map shows that box; with one missing, none', () => {
    const box = {
      minLatitude: '26.85',
      maxLatitude: '26.92',
      minLongitude: '75.76',
      maxLongitude: '75.83',
    };
    expect(boxOfFilters(box)).toEqual({ south: 26.85, west: 75.76, north: 26.92, east: 75.83 });
    expect(boxOfFilters({ ...box, maxLongitude: '' })).toBeUndefined();
  });
});

describe('pins of a page', () => {
  it('when some listings have no coordinates, then only the others are on the map, in a box around them', () => {
    const listings = [
      { id: 'a', latitude: 26.9, longitude: 75.8 },
      { id: 'b', latitude: 26.8 },
      { id: 'c', latitude: 27.0, longitude: 75.7 },
      { id: 'd' },
    ];
    const placed = onMap(listings);
    expect(placed.map((listing) => listing.id)).toEqual(['a', 'c']);
    expect(boxAround(placed)).toEqual({ south: 26.9, west: 75.7, north: 27.0, east: 75.8 });
    expect(boxAround([])).toBeUndefined();
  });
});
