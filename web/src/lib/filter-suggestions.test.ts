import { describe, expect, it } from 'vitest';
import { filterSuggestions } from './filter-suggestions';

const cities = ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner', 'Jaisalmer'];

describe('filterSuggestions', () => {
  it('when the query is part of a name, then names containing it match, ignoring case', () => {
    expect(filterSuggestions(cities, 'PUR')).toEqual(['Jaipur', 'Jodhpur', 'Udaipur']);
  });

  it('when the query has spaces around it, then they are ignored', () => {
    expect(filterSuggestions(cities, '  kota ')).toEqual(['Kota']);
  });

  it('when more than 10 names match, then only the first 10 are suggested', () => {
    const many = Array.from({ length: 25 }, (_, index) => `Town ${index}`);
    expect(filterSuggestions(many, 'town')).toHaveLength(10);
  });

  it('when the query is empty, then the first 10 names are suggested', () => {
    expect(filterSuggestions(cities, '')).toEqual(cities);
  });

  it('when nothing matches, then there are no suggestions', () => {
    expect(filterSuggestions(cities, 'Mumbai')).toEqual([]);
  });
});
