import type { PropertySummary } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { mapPositionOf, medianPosition } from './place-centre';
import { searchEntryOf } from './search-entry';
import { summary } from './search-test-listings';

const entry = (fields: Partial<PropertySummary>) => searchEntryOf(summary(fields), 'owner-1', 1);

describe('a place centre from listings’ coordinates', () => {
  it('when points are given, then the centre is the median latitude and longitude', () => {
    const points = [
      { latitude: 26.9, longitude: 75.8 },
      { latitude: 26.8, longitude: 75.7 },
      { latitude: 10, longitude: 90 },
    ];
    expect(medianPosition(points)).toEqual({ latitude: 26.8, longitude: 75.8 });
    expect(medianPosition(points.slice(0, 2))).toEqual({ latitude: 26.85, longitude: 75.75 });
  });

  it('when no point has both coordinates, then there is no centre', () => {
    expect(medianPosition([])).toBeUndefined();
    expect(medianPosition([{ latitude: 26.9, longitude: NaN }])).toBeUndefined();
  });
});

describe('a listing’s map position', () => {
  const unplaced = entry({ city: 'Jaipur', locality: 'Malviya Nagar' });

  it('when the listing has coordinates, then they are its exact position', () => {
    const placed = entry({ latitude: 26.85, longitude: 75.8 });
    expect(mapPositionOf(placed, [])).toEqual({
      latitude: 26.85,
      longitude: 75.8,
      precision: 'EXACT',
    });
  });

  it('when it has none, then the public listings of its locality give the centre (the city in either script, the locality in any case)', () => {
    const others = [
      entry({ city: 'Jaipur', locality: 'malviya nagar', latitude: 26.85, longitude: 75.81 }),
      entry({ city: 'जयपुर', locality: 'Malviya Nagar', latitude: 26.86, longitude: 75.82 }),
      entry({ city: 'Jaipur', locality: 'Vaishali Nagar', latitude: 26.91, longitude: 75.74 }),
      entry({
        city: 'Jaipur',
        locality: 'Malviya Nagar',
        latitude: 1,
        longitude: 1,
        status: 'SOLD',
      }),
      entry({
        city: 'Jaipur',
        locality: 'Malviya Nagar',
        latitude: 1,
        longitude: 1,
        hiddenFromSearch: true,
      }),
    ];
    expect(mapPositionOf(unplaced, others)).toEqual({
      latitude: 26.855,
      longitude: 75.815,
      precision: 'LOCALITY',
    });
  });

  it('when its locality has no coordinates, then the city’s listings give the centre', () => {
    const others = [
      entry({ city: 'Jaipur', locality: 'Vaishali Nagar', latitude: 26.91, longitude: 75.74 }),
      entry({ city: 'Jodhpur', locality: 'Malviya Nagar', latitude: 26.24, longitude: 73.02 }),
    ];
    expect(mapPositionOf(unplaced, others)).toEqual({
      latitude: 26.91,
      longitude: 75.74,
      precision: 'CITY',
    });
  });

  it('when nobody in its city has coordinates, then there is no position', () => {
    const others = [entry({ city: 'Jodhpur', latitude: 26.24, longitude: 73.02 })];
    expect(mapPositionOf(unplaced, others)).toBeUndefined();
  });
});
