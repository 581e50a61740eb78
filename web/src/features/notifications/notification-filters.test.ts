import { describe, expect, it } from 'vitest';
import { readFilters, toNotificationQuery, writeFilters } from './notification-filters';

describe('notification filters', () => {
  it('when the address holds no filters, then everything is All on page 1 with 20 a page', () => {
    const filters = readFilters(new URLSearchParams());
    expect(filters).toEqual({ search: '', page: 1 });
    expect(toNotificationQuery(filters)).toEqual({ page: 1, limit: 20 });
  });

  it('when every filter is set, then the query carries search, type, read and date', () => {
    const filters = readFilters(
      new URLSearchParams('q=%20rahul%20&type=USER_SIGNUP&read=false&date=week&page=3'),
    );
    expect(toNotificationQuery(filters)).toEqual({
      page: 3,
      limit: 20,
      search: 'rahul',
      type: 'USER_SIGNUP',
      read: 'false',
      date: 'week',
    });
  });

  it('when the address holds unknown values, then they fall back to All and page 1', () => {
    expect(readFilters(new URLSearchParams('type=NOPE&read=maybe&date=year&page=-2'))).toEqual({
      search: '',
      page: 1,
    });
    expect(readFilters(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('when filters are written back, then defaults stay out of the address', () => {
    expect(writeFilters({ search: '', page: 1 }).toString()).toBe('');
    const params = writeFilters({
      search: 'flat',
      type: 'INQUIRY_RECEIVED',
      read: 'true',
      date: 'today',
      page: 2,
    });
    expect(readFilters(params)).toEqual({
      search: 'flat',
      type: 'INQUIRY_RECEIVED',
      read: 'true',
      date: 'today',
      page: 2,
    });
  });
});
