import { describe, expect, it } from 'vitest';
import { bhkChipFilters, bhkChipOf, budgetField, budgetPresets } from '@/lib/quick-filters';
import { DEFAULT_FILTERS, parseSearchParams, toSearchParams } from './search-filters';

describe('BHK chips', () => {
  it('when a chip is pressed, then the URL carries it, and 4+ is minBhk=4', () => {
    const url = (chip: '1' | '4+') =>
      toSearchParams({ ...DEFAULT_FILTERS, ...bhkChipFilters(chip, undefined) }).toString();
    expect(url('1')).toBe('bhk=1');
    expect(url('4+')).toBe('minBhk=4');
  });

  it('when the chosen chip is pressed again, then it is cleared; another replaces it', () => {
    expect(bhkChipFilters('2', '2')).toEqual({ bhk: '', minBhk: '' });
    expect(bhkChipFilters('4+', '4+')).toEqual({ bhk: '', minBhk: '' });
    expect(bhkChipFilters('3', '4+')).toEqual({ bhk: '3', minBhk: '' });
  });

  it('when the URL holds a BHK, then the chip that fits it shows chosen, and none where none fits', () => {
    const chip = (query: string) =>
      bhkChipOf(parseSearchParams(new URLSearchParams(query)).filters);
    expect(chip('bhk=3')).toBe('3');
    expect(chip('minBhk=4')).toBe('4+');
    expect(chip('bhk=5')).toBeUndefined();
    expect(chip('minBhk=2')).toBeUndefined();
    expect(chip('')).toBeUndefined();
  });
});

describe('budget presets', () => {
  it('when buying, then the budget is the price in lakh and crore; else the monthly charge in thousands', () => {
    expect(budgetField('SELL')).toEqual({ min: 'minPrice', max: 'maxPrice', monthly: false });
    expect(budgetField('RENT').min).toBe('minPerMonthCharges');
    expect(budgetField('').max).toBe('maxPerMonthCharges');
    expect(budgetPresets(budgetField('RENT'))).toEqual([
      5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 100_000,
    ]);
    expect(budgetPresets(budgetField('SELL'))).toContain(10_000_000);
  });

  it('when the URL holds an amount that is no preset, then it is offered in its place in the order', () => {
    const presets = budgetPresets(budgetField('RENT'), ['12000', '']);
    expect(presets.slice(0, 4)).toEqual([5_000, 10_000, 12_000, 15_000]);
  });
});

describe('with photos', () => {
  it('when the URL says withPhotos=true, then it is kept; any other value is dropped', () => {
    const flag = (query: string) =>
      parseSearchParams(new URLSearchParams(query)).filters.withPhotos;
    expect(flag('withPhotos=true')).toBe('true');
    expect(flag('withPhotos=false')).toBe('');
  });
});
