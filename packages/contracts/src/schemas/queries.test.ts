import { describe, expect, it } from 'vitest';
import { notificationQuerySchema } from './notifications';
import { paginationQuerySchema } from './pagination';
import { adminPropertyQuerySchema, propertySearchQuerySchema } from './property-search';

describe('propertySearchQuerySchema', () => {
  it('when the search page sends its filters, then they are typed and the timestamp is dropped', () => {
    const query = propertySearchQuerySchema.parse({
      action: 'RENT',
      city: 'Jaipur',
      status: 'FREE',
      minPrice: '5000',
      bhk: '2',
      parkingAvailable: 'false',
      amenities: 'Parking,Gym',
      furnishingStatus: 'FURNISHED',
      page: '2',
      _t: '1718000000000',
    });
    expect(query).toMatchObject({
      action: 'RENT',
      city: 'Jaipur',
      status: 'FREE',
      minPrice: 5000,
      bhk: 2,
      parkingAvailable: false,
      amenities: ['Parking', 'Gym'],
      furnishingStatus: 'FURNISHED',
      page: 2,
      limit: 12,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(query).not.toHaveProperty('_t');
  });

  it('when no status is sent, then none is assumed (owners see every status)', () => {
    expect(propertySearchQuerySchema.parse({ ownerId: 'u1' }).status).toBeUndefined();
  });

  it('when a filter has an unknown value, then parsing fails', () => {
    expect(propertySearchQuerySchema.safeParse({ type: 'CASTLE' }).success).toBe(false);
    expect(propertySearchQuerySchema.safeParse({ minPrice: 'cheap' }).success).toBe(false);
  });
});

describe('adminPropertyQuerySchema', () => {
  it('when the admin list opens, then 10 properties per page are asked for', () => {
    expect(adminPropertyQuerySchema.parse({ search: 'villa' })).toMatchObject({
      page: 1,
      limit: 10,
      search: 'villa',
    });
  });
});

describe('notificationQuerySchema', () => {
  it('when the admin page filters unread notifications of this week, then it parses', () => {
    expect(
      notificationQuerySchema.parse({ read: 'false', date: 'week', type: 'USER_SIGNUP' }),
    ).toEqual({ page: 1, limit: 20, read: 'false', date: 'week', type: 'USER_SIGNUP' });
  });

  it('when the bell asks for 10, then the limit is 10', () => {
    expect(notificationQuerySchema.parse({ limit: '10' }).limit).toBe(10);
  });

  it('when read or date have other values, then parsing fails', () => {
    expect(notificationQuerySchema.safeParse({ read: 'yes' }).success).toBe(false);
    expect(notificationQuerySchema.safeParse({ date: 'year' }).success).toBe(false);
  });
});

describe('paginationQuerySchema', () => {
  it('when nothing is sent, then page 1 with 20 items is used', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('when the page is 0 or the limit too large, then parsing fails', () => {
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
