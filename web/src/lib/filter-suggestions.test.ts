import { describe, expect, it } from 'vitest';
import { filterSuggestions, suggestionLabel } from './filter-suggestions';

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

describe('filterSuggestions in two scripts', () => {
  const hindi = new Map([
    ['Jaipur', 'जयपुर'],
    ['Jaisalmer', 'जैसलमेर'],
    ['Kota', 'कोटा'],
  ]);

  it('when the query is Devanagari, then a city whose Hindi name holds it is suggested by its English name', () => {
    expect(filterSuggestions(cities, 'जय', undefined, hindi)).toEqual(['Jaipur']);
    expect(filterSuggestions(cities, 'ज़ै', undefined, hindi)).toEqual(['Jaisalmer']);
  });

  it('when the query is Latin, then English names still match', () => {
    expect(filterSuggestions(cities, 'jai', undefined, hindi)).toEqual(['Jaipur', 'Jaisalmer']);
  });

  it('when a suggestion has another name, then both are shown, Hindi first', () => {
    expect(suggestionLabel('Jaipur', hindi)).toBe('जयपुर · Jaipur');
    expect(suggestionLabel('Ajmer', hindi)).toBe('Ajmer');
  });
});
