import { describe, expect, it } from 'vitest';
import {
  canonicalCity,
  canonicalState,
  locationTerms,
  normalizeText,
  withinOneEdit,
} from './text-match';

describe('text matching for search', () => {
  it('when words differ by one letter, then they are within one edit, two letters are not', () => {
    expect(withinOneEdit('jaipur', 'jaipr')).toBe(true);
    expect(withinOneEdit('jaipur', 'jaipuur')).toBe(true);
    expect(withinOneEdit('jaipur', 'jaipor')).toBe(true);
    expect(withinOneEdit('jaipur', 'jodhpur')).toBe(false);
    expect(withinOneEdit('kota', 'kot')).toBe(true);
    expect(withinOneEdit('abc', 'cab')).toBe(false);
  });

  it('when a city is typed in Hindi or with one typo, then it means the English city', () => {
    expect(canonicalCity('जयपुर')).toBe('jaipur');
    expect(canonicalCity('Jaipr')).toBe('jaipur');
    expect(canonicalCity('  UDAIPUR ')).toBe('udaipur');
    expect(canonicalCity('Atlantis')).toBe('atlantis');
    expect(canonicalState('राजस्थान')).toBe('rajasthan');
  });

  it('when a short word is one letter off a city, then no city is assumed', () => {
    expect(canonicalCity('Pal')).toBe('pal');
  });

  it('when Devanagari carries a nukta, then it compares equal to the plain letter', () => {
    expect(normalizeText('ग़ाज़ियाबाद')).toBe(normalizeText('गाजियाबाद'));
  });

  it('when the location names a known city, then both its names are terms', () => {
    expect(locationTerms('जयपुर')).toEqual([['jaipur', 'जयपुर']]);
    expect(locationTerms('Jodhpr')).toEqual([['jodhpur', 'जोधपुर']]);
    expect(locationTerms('Malviya Nagar jaipur')).toEqual([
      ['malviya'],
      ['nagar'],
      ['jaipur', 'जयपुर'],
    ]);
  });
});
