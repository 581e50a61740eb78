import { describe, expect, it } from 'vitest';
import { propertySearchQuerySchema } from './property-search';

const issuePath = (input: Record<string, string>) => {
  const result = propertySearchQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.path[0];
};

describe('propertySearchQuerySchema, refused values', () => {
  it('when an amenity no screen offers is asked for, then the amenities field is refused', () => {
    expect(issuePath({ amenities: 'Parking,Moat' })).toBe('amenities');
    expect(propertySearchQuerySchema.parse({ amenities: 'Heating,Gym' }).amenities).toEqual([
      'Heating',
      'Gym',
    ]);
  });

  it('when a coordinate is outside the globe, then that bound is refused', () => {
    expect(issuePath({ minLatitude: '91' })).toBe('minLatitude');
    expect(issuePath({ maxLongitude: '-181' })).toBe('maxLongitude');
    expect(propertySearchQuerySchema.parse({ minLatitude: '26.8' }).minLatitude).toBe(26.8);
  });

  it('when the page size is above the cap or the sort unknown, then the field is named', () => {
    expect(issuePath({ limit: '1000' })).toBe('limit');
    expect(issuePath({ sortBy: 'title' })).toBe('sortBy');
    expect(issuePath({ availabilityDate: 'soon' })).toBe('availabilityDate');
  });
});
