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

describe('propertySearchQuerySchema, messages', () => {
  it('when any filter is refused, then its message starts with the field name', () => {
    const cases: Record<string, string> = {
      page: '0',
      limit: 'ten',
      type: 'CASTLE',
      status: 'GONE',
      minPrice: '-5',
      bhk: 'two',
      parkingAvailable: 'yes',
      availabilityDate: '31/02',
      furnishingStatus: 'COMFY',
      sortOrder: 'up',
      minLongitude: '200',
      amenities: 'Moat',
    };
    for (const [field, value] of Object.entries(cases)) {
      const result = propertySearchQuerySchema.safeParse({ [field]: value });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.message.startsWith(`${field}: `), field).toBe(true);
    }
  });

  it('when a text filter is sent twice, then it is refused by name rather than half read', () => {
    const result = propertySearchQuerySchema.safeParse({ city: ['Jaipur', 'Kota'] });
    expect(result.error?.issues[0]?.message).toMatch(/^city: /);
  });
});
