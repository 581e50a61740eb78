import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, activeFilterCount, adminQuery, toggledStatus } from './admin-query';

describe('adminQuery', () => {
  it('when no filter is set, then only the page and 10 a page are asked', () => {
    expect(adminQuery(EMPTY_FILTERS, 1)).toEqual({ page: '1', limit: '10' });
  });

  it('when filters are set, then they are sent trimmed and blanks are left out', () => {
    expect(
      adminQuery({ search: ' haveli ', type: 'HOUSE', location: '  ', status: 'BOOKED' }, 3),
    ).toEqual({ search: 'haveli', type: 'HOUSE', status: 'BOOKED', page: '3', limit: '10' });
  });
});

describe('activeFilterCount', () => {
  it('when type and status are chosen, then two filters are active (search is not one)', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, search: 'x', type: 'FLAT', status: 'FREE' })).toBe(
      2,
    );
  });
});

describe('toggledStatus', () => {
  it('when a listing is free or booked, then the toggle swaps them; sold has none', () => {
    expect(toggledStatus('FREE')).toBe('BOOKED');
    expect(toggledStatus('BOOKED')).toBe('FREE');
    expect(toggledStatus('SOLD')).toBeNull();
  });
});
