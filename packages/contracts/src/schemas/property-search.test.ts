import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
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

describe('propertySearchQuerySchema, number bounds (issue 23)', () => {
  const messageOf = (input: Record<string, string>) =>
    propertySearchQuerySchema.safeParse(input).error?.issues[0]?.message;

  it('when a number is not in plain decimal notation, then its filter is refused', () => {
    expect(messageOf({ minPrice: '1e300' })).toBe('minPrice: Please enter a valid number');
    expect(messageOf({ maxPrice: '0x10' })).toBe('maxPrice: Please enter a valid number');
    expect(messageOf({ page: '0x10' })).toMatch(/^page: /);
    expect(messageOf({ limit: '1e1' })).toMatch(/^limit: /);
  });

  it('when a filter passes its ceiling, then the ceiling is named', () => {
    expect(messageOf({ maxPrice: '10000000001' })).toBe(`maxPrice: ${V.amountTooLarge}`);
    expect(messageOf({ maxArea: '1e308' })).toBe('maxArea: Please enter a valid number');
    expect(messageOf({ maxArea: '10000001' })).toBe(`maxArea: ${V.areaTooLarge}`);
    expect(messageOf({ bhk: '1000000000' })).toBe(`bhk: ${V.bhkTooLarge}`);
    expect(messageOf({ maxRooms: '101' })).toBe(`maxRooms: ${V.roomsTooLarge}`);
    expect(messageOf({ maxLeaseDuration: '1201' })).toBe(
      `maxLeaseDuration: ${V.leaseDurationTooLong}`,
    );
    expect(messageOf({ noticePeriod: '25' })).toBe(`noticePeriod: ${V.noticePeriodTooLong}`);
  });

  it('when filters sit within their ceilings, then they are read as numbers', () => {
    expect(
      propertySearchQuerySchema.parse({ page: '2', maxPrice: '10000000000', minArea: '.5' }),
    ).toMatchObject({ page: 2, maxPrice: 1e10, minArea: 0.5 });
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
