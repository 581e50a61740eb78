import { describe, expect, it } from 'vitest';
import { NO_QUICK, quickQuery } from './quick-search';

describe('home quick search', () => {
  it('when a BHK chip is chosen, then the search asks that BHK, and 4+ asks four or more', () => {
    expect(quickQuery('RENT', { ...NO_QUICK, bhk: '2' })).toMatchObject({ bhk: '2', minBhk: '' });
    expect(quickQuery('RENT', { ...NO_QUICK, bhk: '4+' })).toMatchObject({ bhk: '', minBhk: '4' });
    expect(quickQuery('RENT', NO_QUICK)).not.toHaveProperty('bhk');
  });

  it('when a budget is chosen, then renting and leasing ask the monthly charge and buying the price', () => {
    const budget = { ...NO_QUICK, budgetMin: '10000', budgetMax: '20000' };
    expect(quickQuery('RENT', budget)).toEqual({
      minPerMonthCharges: '10000',
      maxPerMonthCharges: '20000',
    });
    expect(quickQuery('LEASE', budget)).toMatchObject({ maxPerMonthCharges: '20000' });
    expect(quickQuery('SELL', { ...NO_QUICK, budgetMax: '5000000' })).toEqual({
      minPrice: '',
      maxPrice: '5000000',
    });
  });

  it('when the minimum is above the maximum, then the range is read the right way round', () => {
    expect(quickQuery('SELL', { ...NO_QUICK, budgetMin: '5000000', budgetMax: '2000000' })).toEqual(
      { minPrice: '2000000', maxPrice: '5000000' },
    );
  });
});
